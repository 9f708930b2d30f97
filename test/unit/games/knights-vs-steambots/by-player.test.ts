// The sheet's per-player scoring: one impossible player is refused alone, with the field named,
// and everyone else keeps a total ("Подсчет очков"; issue 10 point 8).
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { scorer } from '../../../../src/games/knights-vs-steambots/score';
import { scoreByPlayer } from '../../../../src/games/knights-vs-steambots/score/byPlayer';
import { player } from './helpers';

describe('scoreByPlayer', () => {
  it('0 knights and 1 paper as a ghost: only that player is refused, at the inventory, the others keep totals and places', () => {
    const input = { players: [player('A', { victories: { simple: 2 } }), player('B', { knights: 0, ghost: true, inventory: { paper: 1 } }), player('C')] };
    expect(scorer.score(input)).toMatchObject({ ok: false, error: 'ERR_INVENTORY_FULL' });
    const s = scoreByPlayer(input);
    expect(Object.keys(s.refused)).toEqual(['B']);
    expect(s.refused.B).toMatchObject({ error: 'ERR_INVENTORY_FULL', params: { items: 1, slots: 0 }, path: 'players.1.inventory' });
    expect(Object.keys(s.totals).sort()).toEqual(['A', 'C']);
    expect(s.ranking.flat().sort()).toEqual(['A', 'C']);
    expect(s.table).toBeNull();
  });
  it('0 knights and no ghost mark: refused at the ghost toggle', () => {
    const s = scoreByPlayer({ players: [player('A'), player('B', { knights: 0, inventory: { paper: 1 } })] });
    expect(s.refused.B).toMatchObject({ error: 'ERR_NO_TEAM_NOT_GHOST', path: 'players.1.ghost' });
  });
  it('players still missing values get a running total but no place, and no refusal yet', () => {
    const s = scoreByPlayer({ players: [player('A'), player('B', { knights: 0 })] }, ['B']);
    expect(s.totals).toHaveProperty('B');
    expect(s.refused).toEqual({});
    expect(s.ranking).toEqual([['A']]);
  });
  it('too many knights at the table is a table refusal; every player keeps a total', () => {
    const s = scoreByPlayer({ players: [player('A', { knights: 5 }), player('B', { knights: 5 })] });
    expect(s.table).toMatchObject({ error: 'ERR_TOO_MANY_KNIGHTS', path: 'players' });
    expect(Object.keys(s.totals).sort()).toEqual(['A', 'B']);
  });
  it('a duplicated id is refused at the second entry', () => {
    const s = scoreByPlayer({ players: [player('A'), player('A')] });
    expect(s.refused['#1']).toMatchObject({ error: 'ERR_DUPLICATE_PLAYER', path: 'players.1.id' });
  });
  it('every vector the scorer accepts gives the same totals and places, with no refusal', () => {
    const dir = 'test/vectors/knights-vs-steambots';
    for (const f of readdirSync(dir)) {
      const v = JSON.parse(readFileSync(`${dir}/${f}`, 'utf8'));
      const r = scorer.score(v.input);
      const s = scoreByPlayer(v.input);
      if (!r.ok) {
        expect(Object.keys(s.refused).length + (s.table ? 1 : 0), f).toBeGreaterThan(0);
        continue;
      }
      expect(s.totals, f).toEqual(r.value.totals);
      expect(s.ranking, f).toEqual(r.value.ranking);
      expect(s.refused, f).toEqual({});
    }
  });
});
