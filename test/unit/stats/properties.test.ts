// Issue 12 "Tests and numbers": head-to-head counts are antisymmetric (my wins against X are X's
// losses against me), wins <= games, win rate in [0, 1], on random histories with ties, bots and merges.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gameStats } from '../../../src/stats/games';
import { playerStats } from '../../../src/stats/players';
import type { SessionSummary } from '../../../src/storage/types';
import { keyWith, played, players } from './history';

const WHO = ['Аня', 'Boris', 'chen', 'Chen', '@u1=Dana', '@u2=Eva', 'bot:easy', 'bot:hard'];
const list = players({ u1: 'Dana', u2: 'Eva' }, { u2: 'u1' });

/** A random session: 1-5 distinct seats, cut into places (equal places allowed). */
const session = fc
  .record({
    seats: fc.uniqueArray(fc.constantFrom(...WHO), { minLength: 1, maxLength: 5 }),
    cuts: fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
    finished: fc.boolean(),
    competitive: fc.boolean(),
    day: fc.integer({ min: 0, max: 400 }),
  })
  .map(({ seats, cuts, ...o }) => ({ seats, cuts, ...o }));

function toSummary(x: { seats: string[]; cuts: boolean[]; finished: boolean; competitive: boolean; day: number }, i: number): SessionSummary {
  const table: string[][] = [[]];
  x.seats.forEach((s, j) => (j > 0 && x.cuts[j] ? table.push([s]) : table[table.length - 1]!.push(s)));
  return played(`x${i}`, x.day, table, { finished: x.finished, competitive: x.competitive, totals: x.seats.map((_, j) => 10 * j) });
}

describe('statistics properties', () => {
  it('head-to-head is antisymmetric; wins <= games; win rate in [0, 1]', () => {
    fc.assert(
      fc.property(fc.array(session, { maxLength: 30 }), (raw) => {
        const all = playerStats(raw.map(toSummary), keyWith(list));
        const byKey = new Map(all.map((p) => [p.key, p]));
        for (const p of all) {
          expect(p.wins).toBeLessThanOrEqual(p.competitiveGames);
          expect(p.competitiveGames).toBeLessThanOrEqual(p.games);
          // A person's wins are those with people only (bots counted apart); a bot's are all with a bot.
          expect(p.bot ? p.withBots.wins : p.withPeople.wins).toBe(p.wins);
          expect(p.currentStreak).toBeLessThanOrEqual(p.longestStreak);
          expect(p.longestStreak).toBeLessThanOrEqual(p.wins);
          if (p.winRate !== null) expect(p.winRate >= 0 && p.winRate <= 1).toBe(true);
          for (const h of p.headToHead) {
            const back = byKey.get(h.key)!.headToHead.find((x) => x.key === p.key)!;
            expect([back.wins, back.losses, back.ties, back.games]).toEqual([h.losses, h.wins, h.ties, h.games]);
            expect(h.wins + h.losses + h.ties).toBe(h.games);
            expect(h.key).not.toBe(p.key);
          }
        }
        expect(byKey.has('u2')).toBe(false); // merged: counted for u1
      }),
    );
  });

  it('never throws on odd summaries (ids missing from the seats, repeated, odd numbers and dates)', () => {
    const id = fc.constantFrom('s0', 's1', 's2', 'zz');
    const odd = fc.record({
      seats: fc.array(fc.record({ id, name: fc.string({ maxLength: 3 }), playerId: fc.option(fc.constantFrom('u1', 'u2'), { nil: undefined }) }), {
        maxLength: 4,
      }),
      ranking: fc.array(fc.array(id, { maxLength: 3 }), { maxLength: 4 }),
      totals: fc.dictionary(id, fc.oneof(fc.integer(), fc.double())),
      createdAt: fc.oneof(fc.integer(), fc.constant(Number.NaN), fc.constant(9e15), fc.constant(-1)),
      finished: fc.boolean(),
      competitive: fc.boolean(),
      title: fc.string({ maxLength: 3 }),
      game: fc.constantFrom('jackal', 'score-pad', ''),
    });
    fc.assert(
      fc.property(fc.array(odd, { maxLength: 12 }), (raw) => {
        const sums = raw.map((r, i) => ({ ...r, id: `o${i}`, updatedAt: 0 }));
        for (const p of playerStats(sums, keyWith(list))) expect(p.wins).toBeLessThanOrEqual(p.games);
        for (const g of gameStats(sums, keyWith(list))) expect(g.distribution.reduce((n, b) => n + b.count, 0)).toBeLessThanOrEqual(g.plays * 4);
      }),
    );
  });

  it('does not depend on the order sessions are given in', () => {
    fc.assert(
      fc.property(fc.array(session, { maxLength: 20 }), fc.integer(), (raw, seed) => {
        const sums = raw.map(toSummary);
        const shuffled = [...sums].sort((a, b) => ((a.id.length * seed) % 7) - ((b.id.length * seed) % 7) || (a.id < b.id ? 1 : -1));
        expect(playerStats(shuffled, keyWith(list))).toEqual(playerStats(sums, keyWith(list)));
      }),
    );
  });
});
