// Properties of the scorer (fast-check): every generated valid game is accepted, rows add up
// to totals, places list every player once, and no input at all makes it throw.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { scorer, scoreRounds } from '../../../../src/games/royal-stake/score';
import { expectRowsAddUp } from './helpers';
import { randomGame } from './generate';

describe('scorer properties', () => {
  it('valid standard games (3-5 players, 1-3 rounds) are accepted; rows add up; places complete', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 3, max: 5 }), fc.integer({ min: 1, max: 3 }), (seed, n, rounds) => {
        const input = randomGame(seed, n, rounds);
        fc.pre(input !== null);
        const r = scorer.score(input);
        if (!r.ok) throw new Error(`${r.error} ${JSON.stringify(r.params)} at ${r.path} (seed ${seed})`);
        expectRowsAddUp(r.value);
        expect(r.value.ranking.flat().sort()).toEqual(Object.keys(r.value.totals).sort());
        for (const rows of Object.values(r.value.breakdown)) for (const row of rows) expect(Number.isInteger(row.points)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
  it('valid two-player games are accepted, never end below zero, and the running table matches totals', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 3 }), (seed, rounds) => {
        const input = randomGame(seed, 2, rounds, true);
        fc.pre(input !== null);
        const r = scorer.score(input);
        if (!r.ok) throw new Error(`${r.error} ${JSON.stringify(r.params)} at ${r.path} (seed ${seed})`);
        expectRowsAddUp(r.value);
        const t = scoreRounds(input);
        expect(t.ok && t.value.running[t.value.running.length - 1]).toEqual(r.value.totals);
        for (const v of Object.values(r.value.totals)) expect(v).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 200 },
    );
  });
  it('never throws, whatever it is given', () => {
    const modes = fc.constantFrom('standard', 'two-players', 'i-am-king', 'team', 'emperor', 'x');
    fc.assert(
      fc.property(modes, fc.anything(), fc.anything(), fc.anything(), (mode, players, rounds, printed) => {
        expect(() => scorer.score({ mode, players, rounds, printed })).not.toThrow();
        expect(() => scorer.score(rounds, printed as Record<string, number>)).not.toThrow();
      }),
      { numRuns: 500 },
    );
  });
  it('never throws on a valid game with one field replaced by junk', () => {
    fc.assert(
      fc.property(fc.integer(), fc.anything(), fc.nat(), (seed, junk, which) => {
        const input = randomGame(seed, 4, 3);
        fc.pre(input !== null);
        const round = (input.rounds as Array<{ players: Record<string, Record<string, unknown>> }>)[which % 3]!;
        const entry = round.players.B!;
        const keys = Object.keys(entry);
        entry[keys[which % keys.length]!] = junk;
        expect(() => scorer.score(input)).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });
});
