// Issue 12: "how often the King wins" counts games played in Stolik too. The engine tells History
// the "I am King" rounds (#mode-i-am-king: the King wins a round by beating every other player's
// wins) through `facts` (issue 22: with the mode and team places, as named counters), and the
// saved session's summary copies them without knowing the game.
import { describe, expect, it } from 'vitest';
import { engine } from '../../../../../src/games/royal-stake/engine';
import { guardEngine } from '../../../../../src/games/guard';
import type { RsState } from '../../../../../src/games/royal-stake/engine/types';
import { kingRounds } from '../../../../../src/games/royal-stake/score/king-rounds';
import type { Engine } from '../../../../../src/games/types';
import { summarize } from '../../../../../src/storage/summary';
import type { SessionRecord } from '../../../../../src/storage/types';
import { randomPlayout } from '../../conformance-helpers';
import { KING_NUMBERS } from '../bots/helpers';

const E = engine as unknown as Engine<unknown, unknown, unknown>;

describe('the King\'s rounds of a game played in Stolik ("I am King")', () => {
  it('a finished game counts every round; the King won between none and all of them, as the round records say', () => {
    for (const seed of ['a', 'b', 'Столик']) {
      const run = randomPlayout(E, { mode: 'i-am-king', players: 3 }, seed, 5000);
      expect(run.ended).toBe(true);
      const end = run.states.at(-1) as RsState;
      const facts = engine.facts!(end);
      expect(facts?.mode).toBe('i-am-king');
      expect(facts?.counters?.kingRounds).toBe(end.rounds.length);
      expect(facts!.counters!.kingWins).toBeGreaterThanOrEqual(0);
      expect(facts!.counters!.kingWins).toBeLessThanOrEqual(end.rounds.length);
      // The same counting rule as a score sheet's rounds (score/king-rounds.ts), on the engine's own records.
      const king = kingRounds(end.rounds, new Set(['0', '1', '2']))!;
      expect(facts!.counters).toEqual({ kingRounds: king.played, kingWins: king.won });
      // The outcome (the scorer's result) says the same.
      expect(engine.outcome(end)?.result.facts).toEqual(facts);
    }
  });

  it('other modes and a game before its first round ends have no King counters; team places are said so', () => {
    const start = engine.setup({ mode: 'i-am-king', players: 3 }, 's');
    expect(start.ok && engine.facts!(start.value)).toEqual({ mode: 'i-am-king' });
    const team = randomPlayout(E, { mode: 'team', players: 4, kingNumbers: KING_NUMBERS }, 't', 5000);
    expect(engine.facts!(team.states.at(-1) as RsState)).toEqual({ mode: 'team', teams: true });
  });

  it('a throwing facts gives none (guard): the game goes on, History just lacks them', () => {
    const guarded = guardEngine({
      ...engine,
      facts: () => {
        throw new Error('x');
      },
    });
    expect(guarded.facts!({} as RsState)).toBeNull();
  });

  it('the summary of a played game copies the facts saved with it, and refuses nonsense', () => {
    const record = (facts: unknown): SessionRecord => ({
      id: 's',
      game: 'royal-stake',
      kind: 'play',
      title: '',
      createdAt: 1,
      updatedAt: 2,
      finished: true,
      rev: 1,
      players: ['a', 'b', 'c'].map((id) => ({ id, name: id, color: '#000' })),
      data: { config: { mode: 'i-am-king', players: 3 }, seed: 'x', moves: [], seats: [] },
      result: { totals: { a: 1, b: 2, c: 3 }, ranking: [['c'], ['b'], ['a']] },
      facts: facts as SessionRecord['facts'],
    });
    expect(summarize(record({ mode: 'i-am-king', counters: { kingRounds: 3, kingWins: 2 } }))).toMatchObject({
      mode: 'i-am-king',
      counters: { kingRounds: 3, kingWins: 2 },
    });
    for (const bad of [{ kingRounds: -1 }, { kingRounds: 1.5 }, 'x', null]) {
      expect(summarize(record({ counters: bad }))).not.toHaveProperty('counters');
    }
  });
});
