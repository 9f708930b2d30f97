// Property tests over random legal 2-player games (issue 14 "Tests and numbers"; rulebook «Игра на
// двоих»): cards conserved (28-card deck, berserker tens), every offered move applies and every
// other one is refused with a code, nine tricks a round, the engine's VP equal the scorer's,
// determinism from seed and moves, and a JSON round trip.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { engine } from '../../../../../src/games/royal-stake/engine';
import { BERSERKER_TEN_IDS } from '../../../../../src/games/royal-stake/engine/cards';
import { stdDeck } from '../../../../../src/games/royal-stake/engine/modes/standard/deck';
import { stdScorerInput } from '../../../../../src/games/royal-stake/engine/modes/standard/score';
import { scoreRounds } from '../../../../../src/games/royal-stake/score';
import type { RsMove, RsState } from '../../../../../src/games/royal-stake/engine/types';
import { randomRun, stdConfig, stdStarted } from './helpers';
import { checkOffered, checkReplay } from './checks';
import { candidateMoves } from './moves';

const TWO = stdConfig(2, { jesterDeal: true });
const seedArb = fc.string({ maxLength: 8 });

function allCards(s: RsState): string[] {
  const out = s.deck.slice();
  for (const seat of s.seats) out.push(...seat.hand, ...seat.discarded, ...seat.won);
  for (const p of s.trick?.plays ?? []) out.push(p.card);
  return out;
}

function checkCards(s: RsState): void {
  const cards = allCards(s);
  expect(new Set(cards).size, 'no card twice').toBe(cards.length);
  const deck = stdDeck(2);
  expect(deck).toHaveLength(28);
  expect(deck.every((c) => cards.includes(c))).toBe(true);
  expect(cards.filter((c) => !deck.includes(c)).every((c) => BERSERKER_TEN_IDS.includes(c))).toBe(true);
  const std = s.std!;
  expect(std.cards).toHaveLength(8);
  if (s.phase === 'squad') expect([...std.seats.flatMap((x) => x.chars), ...std.draft!.pool].sort()).toEqual(std.cards.slice().sort());
  else expect(std.seats.every((x) => x.chars.length === 3)).toBe(true);
}

/** Candidates plus the 2-player ones: catch-up picks and plays with every colour of king. */
function twoCandidates(s: RsState): RsMove[] {
  const out = candidateMoves(s);
  const own = s.seats[engine.toMove(s) ?? 0]!.hand;
  for (const colour of ['white', 'red', 'blue', 'green', 'black'] as const) {
    out.push({ t: 'catchUp', colour });
    for (const card of own) out.push({ t: 'play', card, king: colour });
  }
  return out;
}

describe('2-player game: random legal games (property, «Игра на двоих»)', () => {
  it('conserve cards, offer only legal moves, refuse the rest with a code, 9 tricks, scorer VP', () => {
    fc.assert(
      fc.property(seedArb, (seed) => {
        const { states } = randomRun(stdStarted(TWO, seed), `${seed}/moves`);
        const last = states.at(-1)!;
        expect(last.phase).toBe('over');
        expect(last.rounds).toHaveLength(3);
        states.forEach((s, i) => {
          checkCards(s);
          const legal = engine.legalMoves(s);
          expect(legal.length > 0).toBe(engine.toMove(s) !== null);
          checkOffered(s, legal, i % 2 === 0 ? twoCandidates(s) : []);
          if (i > 0 && s.rounds.length > states[i - 1]!.rounds.length) {
            expect(states[i - 1]!.history.length, 'nine tricks a round').toBe(8);
            const rec = s.rounds.at(-1) as { players: Record<string, { tricks: number }> };
            expect(Object.values(rec.players).reduce((a, p) => a + p.tricks, 0)).toBe(9);
            const scored = scoreRounds(stdScorerInput(s));
            if (!scored.ok) throw new Error(`${scored.error} ${JSON.stringify(scored.params)} ${scored.path}`);
            expect(s.seats.map((x) => x.score)).toEqual([0, 1].map((k) => scored.value.running.at(-1)![String(k)]));
          }
        });
        const outcome = engine.outcome(last) as { result: { totals: Record<string, number> } } | null;
        expect(outcome).not.toBeNull();
        expect(last.seats.map((x) => x.score)).toEqual([0, 1].map((k) => outcome!.result.totals[String(k)]));
      }),
      { numRuns: 14 },
    );
  }, 120_000);

  it('are deterministic from seed and moves, and survive a JSON round trip', () => {
    fc.assert(
      fc.property(seedArb, (seed) => checkReplay(TWO, seed)),
      { numRuns: 8 },
    );
  }, 120_000);
});
