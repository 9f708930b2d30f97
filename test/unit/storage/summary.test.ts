import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { summarize } from '../../../src/storage/summary';
import type { SessionRecord } from '../../../src/storage/types';

const seat = (id: string, name: string, extra: Record<string, unknown> = {}) => ({ id, name, color: '#c0392b', ...extra });

function session(fields: Partial<SessionRecord>): SessionRecord {
  return { id: 's1', game: 'jackal', kind: 'score', title: '', players: [], createdAt: 10, updatedAt: 20, finished: false, data: {}, rev: 1, ...fields };
}

describe('summarize: what History and Statistics know of a session', () => {
  it('copies the facts, seats and result of a finished score sheet', () => {
    const s = session({
      players: [seat('a', 'Аня', { playerId: 'p1' }), seat('b', 'Boris')],
      finished: true,
      result: { totals: { a: 30, b: 12 }, ranking: [['a'], ['b']] },
    });
    expect(summarize(s)).toEqual({
      id: 's1',
      game: 'jackal',
      kind: 'score',
      title: '',
      createdAt: 10,
      updatedAt: 20,
      finished: true,
      seats: [seat('a', 'Аня', { playerId: 'p1' }), seat('b', 'Boris')],
      totals: { a: 30, b: 12 },
      ranking: [['a'], ['b']],
      competitive: true,
      // v4: History's by-seat index (a saved player by id, a typed name by its spelling), with the time.
      seatKeys: [
        ['p1', 20],
        ['name:boris', 20],
      ],
    });
  });

  it('an unscored sheet has no totals and no ranking (nothing entered is not 0)', () => {
    const out = summarize(session({ players: [seat('a', 'A'), seat('b', 'B')] }));
    expect(out).not.toHaveProperty('totals');
    expect(out).not.toHaveProperty('ranking');
  });

  it('copies the mode the game wrote into its facts, whatever the game, and never reads its input', () => {
    expect(summarize(session({ game: 'royal-stake', facts: { mode: 'team' } })).mode).toBe('team');
    expect(summarize(session({ game: 'new-game', kind: 'play', facts: { mode: 'solo-2' } })).mode).toBe('solo-2');
    expect(summarize(session({ facts: { mode: 'x'.repeat(500) } }))).not.toHaveProperty('mode');
    expect(summarize(session({ facts: { mode: 'Bad Mode' } }))).not.toHaveProperty('mode');
    // Before v5 the mode came from the input; now only the game's facts say it (legacyFacts.ts migrates).
    expect(summarize(session({ game: 'royal-stake', data: { mode: 'team' } }))).not.toHaveProperty('mode');
  });

  it('places that belong to teams are not a contest between the seats; a solo sheet neither', () => {
    const four = [seat('a', 'A'), seat('b', 'B'), seat('c', 'C'), seat('d', 'D')];
    expect(summarize(session({ players: four, facts: { mode: 'team', teams: true } })).competitive).toBe(false);
    expect(summarize(session({ players: four, kind: 'play', facts: { teams: true } })).competitive).toBe(false);
    expect(summarize(session({ players: four, facts: { mode: 'standard' } })).competitive).toBe(true);
    expect(summarize(session({ players: four, facts: { teams: 'yes' } as never })).competitive).toBe(true);
    expect(summarize(session({ players: [seat('a', 'A')] })).competitive).toBe(false);
  });

  it('copies named counters as they are, keeping only whole counts with sane names', () => {
    const counters = { kingRounds: 3, kingWins: 2, broken: -1, half: 1.5, 'no spaces': 1, huge: 1e12 } as Record<string, number>;
    expect(summarize(session({ facts: { counters } })).counters).toEqual({ kingRounds: 3, kingWins: 2 });
    expect(summarize(session({ facts: { counters: { a: 'x' } } as never }))).not.toHaveProperty('counters');
    expect(summarize(session({ facts: 'junk' as never }))).not.toHaveProperty('counters');
  });

  it('a bot seat carries its level and never a saved player (play data.seats)', () => {
    const s = session({
      kind: 'play',
      players: [seat('a', 'Аня', { playerId: 'p1' }), seat('b', 'Бот 1', { playerId: 'p9' }), seat('c', 'Bot 2')],
      data: {
        config: {},
        seed: 'x',
        moves: [],
        seats: [{ kind: 'human' }, { kind: 'bot', level: 'hard' }, { kind: 'bot', level: 'genius' }],
      },
    });
    expect(summarize(s).seats).toEqual([seat('a', 'Аня', { playerId: 'p1' }), seat('b', 'Бот 1', { bot: 'hard' }), seat('c', 'Bot 2')]);
  });

  it('keeps only result entries that name a seat, each seat in one place at most', () => {
    const s = session({
      players: [seat('a', 'A'), seat('b', 'B')],
      result: { totals: { a: 5, zz: 9, b: Number.NaN } as Record<string, number>, ranking: [['zz'], ['a', 'a'], ['b'], ['a']] },
    });
    const out = summarize(s);
    expect(out.totals).toEqual({ a: 5 });
    expect(out.ranking).toEqual([['a'], ['b']]);
  });

  it('never throws on hostile data and always returns a well-formed summary', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.anything(), fc.array(fc.record({ id: fc.constantFrom('a', 'b', 'c'), name: fc.anything(), playerId: fc.anything() }))),
        fc.oneof(fc.anything(), fc.record({ mode: fc.anything(), rounds: fc.anything(), seats: fc.anything(), config: fc.anything() })),
        fc.oneof(
          fc.anything(),
          fc.record({
            totals: fc.dictionary(fc.constantFrom('a', 'b', 'x'), fc.anything()),
            ranking: fc.oneof(fc.anything(), fc.array(fc.array(fc.constantFrom('a', 'b', 'x', 1)))),
          }),
        ),
        fc.constantFrom('score', 'play', 7),
        (players, data, result, kind) => {
          const s = { ...session({}), players, data, result, kind } as unknown as SessionRecord;
          const out = summarize(s);
          expect(out.kind === 'score' || out.kind === 'play').toBe(true);
          expect(Array.isArray(out.seats)).toBe(true);
          const ids = new Set(out.seats.map((x) => x.id));
          expect(ids.size).toBe(out.seats.length);
          for (const id of Object.keys(out.totals ?? {})) expect(ids.has(id)).toBe(true);
          const placed = (out.ranking ?? []).flat();
          for (const id of placed) expect(ids.has(id)).toBe(true);
          expect(new Set(placed).size).toBe(placed.length);
          expect(() => structuredClone(out)).not.toThrow();
        },
      ),
      { numRuns: 300 },
    );
  });
});
