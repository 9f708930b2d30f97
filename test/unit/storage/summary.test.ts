import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MODES } from '../../../src/games/royal-stake/data/decks';
import { RED_QUEEN_WINS } from '../../../src/games/royal-stake/data/rulers';
import { KNOWN_MODES, summarize } from '../../../src/storage/summary';
import type { SessionRecord } from '../../../src/storage/types';

const seat = (id: string, name: string, extra: Record<string, unknown> = {}) => ({ id, name, color: '#c0392b', ...extra });

function session(fields: Partial<SessionRecord>): SessionRecord {
  return { id: 's1', game: 'jackal', kind: 'score', title: '', players: [], createdAt: 10, updatedAt: 20, finished: false, data: {}, rev: 1, ...fields };
}

/** One "I am King" round as the scorer reads it (score/i-am-king.ts): tricks per player, the King. */
const round = (king: string, tricks: [number, number, number], redQueen?: string) => ({
  king,
  players: Object.fromEntries(
    ['a', 'b', 'c'].map((id, i) => [id, { rulers: ['red', 'blue', 'green'][i], tricks: tricks[i], ...(redQueen === id ? { redQueen: true } : {}) }]),
  ),
});

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

  it('reads the mode of a score sheet from data.mode and of a played game from data.config.mode', () => {
    expect(summarize(session({ game: 'royal-stake', data: { mode: 'team' } })).mode).toBe('team');
    expect(summarize(session({ game: 'royal-stake', kind: 'play', data: { config: { mode: 'i-am-king' }, seats: [] } })).mode).toBe('i-am-king');
    expect(summarize(session({ data: { mode: 'x'.repeat(500) } }))).not.toHaveProperty('mode');
    expect(summarize(session({ data: { mode: 'i-am-king' }, kind: 'play' }))).not.toHaveProperty('mode'); // play keeps it in config
  });

  it('knows every Royal Stake mode (pinned to the game data)', () => expect([...KNOWN_MODES].sort()).toEqual([...MODES].sort()));

  it('team whist and "Emperor" are not a contest between the seats; a solo sheet neither', () => {
    const four = [seat('a', 'A'), seat('b', 'B'), seat('c', 'C'), seat('d', 'D')];
    expect(summarize(session({ game: 'royal-stake', players: four, data: { mode: 'team' } })).competitive).toBe(false);
    expect(summarize(session({ game: 'royal-stake', players: four, kind: 'play', data: { config: { mode: 'emperor' } } })).competitive).toBe(false);
    expect(summarize(session({ game: 'royal-stake', players: four, data: { mode: 'standard' } })).competitive).toBe(true);
    expect(summarize(session({ players: [seat('a', 'A')] })).competitive).toBe(false);
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

  it('"I am King": counts fully entered rounds and the rounds the King won (rules page #mode-i-am-king)', () => {
    const players = [seat('a', 'A'), seat('b', 'B'), seat('c', 'C')];
    const rounds = [
      round('a', [5, 3, 1]), // King 5 beats 3 and 1: won
      round('b', [4, 4, 1]), // King 4 ties 4: lost
      round('c', [4, 2, 3], 'c'), // 3 + red queen = 4 ties 4: lost
      { king: 'a', players: { a: { tricks: 9 } } }, // not fully entered: not counted
    ];
    expect(RED_QUEEN_WINS).toBe(1);
    expect(summarize(session({ game: 'royal-stake', players, data: { mode: 'i-am-king', rounds } })).kingRounds).toEqual({ played: 3, won: 1 });
    const queen = [round('b', [3, 3, 3], 'b')]; // 3 + 1 beats 3 and 3: won
    expect(summarize(session({ game: 'royal-stake', players, data: { mode: 'i-am-king', rounds: queen } })).kingRounds).toEqual({ played: 1, won: 1 });
    expect(summarize(session({ game: 'royal-stake', players, data: { mode: 'standard', rounds } }))).not.toHaveProperty('kingRounds');
    expect(summarize(session({ game: 'royal-stake', players, data: { mode: 'i-am-king', rounds: [] } }))).not.toHaveProperty('kingRounds');
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
