// Property tests over random legal standard games, 3-5 players, with every optional rule mixed in
// (issue 14 "Tests and numbers"; rulebook «Ход игры»): cards conserved, every offered move applies
// and every other one is refused with a code, five tricks a round, the engine's VP equal the
// scorer's, determinism from seed and moves, and a JSON round trip.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { engine } from '../../../../../src/games/royal-stake/engine';
import { BERSERKER_TEN_IDS } from '../../../../../src/games/royal-stake/engine/cards';
import { stdDeck } from '../../../../../src/games/royal-stake/engine/modes/standard/deck';
import { stdScorerInput } from '../../../../../src/games/royal-stake/engine/modes/standard/score';
import { scoreRounds } from '../../../../../src/games/royal-stake/score';
import type { RsState } from '../../../../../src/games/royal-stake/engine/types';
import { randomRun, stdConfig, stdStarted } from './helpers';
import { checkOffered, checkReplay } from './checks';
import { candidateMoves } from './moves';

const optionsArb = (n: number) =>
  fc
    .record({
      jesterDeal: fc.boolean().map((b) => b && n < 5),
      cheerleader: fc.boolean().map((b) => b && n > 3),
      advancedCheerleader: fc.boolean(),
      baseSquads4p: fc.boolean().map((b) => b && n === 4),
    })
    .map((o) => ({ ...o, advancedCheerleader: o.advancedCheerleader && o.cheerleader }));

const gameArb = fc.integer({ min: 3, max: 5 }).chain((n) => fc.record({ n: fc.constant(n), options: optionsArb(n), seed: fc.string({ maxLength: 8 }) }));

/** Every minor card somewhere: deck, hands, discards, won piles, the trick on the table. */
function allCards(s: RsState): string[] {
  const out = s.deck.slice();
  for (const seat of s.seats) out.push(...seat.hand, ...seat.discarded, ...seat.won);
  for (const p of s.trick?.plays ?? []) out.push(p.card);
  return out;
}

function checkCards(s: RsState): void {
  const cards = allCards(s);
  expect(new Set(cards).size, 'no card twice').toBe(cards.length);
  const deck = stdDeck(s.config.players);
  const extra = cards.filter((c) => !deck.includes(c));
  expect(
    deck.every((c) => cards.includes(c)),
    'every deck card somewhere',
  ).toBe(true);
  expect(
    extra.every((c) => BERSERKER_TEN_IDS.includes(c)),
    'only berserker tens added',
  ).toBe(true);
  const std = s.std!;
  if (s.phase === 'squad') {
    const held = std.seats.flatMap((x) => x.chars);
    expect([...held, ...std.draft!.pool].sort()).toEqual(std.cards.slice().sort());
  } else expect(std.seats.every((x) => x.chars.length === 3)).toBe(true);
}

describe('standard game: random legal games (property)', () => {
  it('conserve cards, offer only legal moves, refuse the rest with a code, end with the scorer VP', () => {
    fc.assert(
      fc.property(gameArb, ({ n, options, seed }) => {
        const config = stdConfig(n, options);
        const { states, moves } = randomRun(stdStarted(config, seed), `${seed}/moves`);
        const last = states.at(-1)!;
        expect(last.phase).toBe('over');
        expect(last.rounds).toHaveLength(3);
        states.forEach((s, i) => {
          checkCards(s);
          const legal = engine.legalMoves(s);
          expect(legal.length > 0).toBe(engine.toMove(s) !== null);
          expect(engine.toMove(s) === null).toBe(engine.outcome(s) !== null);
          // Every other state: the refusal check is the slow part.
          checkOffered(s, legal, i % 2 === 0 ? candidateMoves(s) : []);
          // A round that just ended had five tricks (rulebook: five hands of five cards).
          if (i > 0 && s.rounds.length > states[i - 1]!.rounds.length) {
            expect(states[i - 1]!.history.length).toBe(4);
            const rec = s.rounds.at(-1) as { players: Record<string, { tricks: number }> };
            expect(Object.values(rec.players).reduce((a, p) => a + p.tricks, 0)).toBe(5);
            const scored = scoreRounds(stdScorerInput(s));
            expect(scored.ok).toBe(true);
            if (scored.ok) expect(s.seats.map((x) => x.score)).toEqual(s.seats.map((_, k) => scored.value.running.at(-1)![String(k)]));
          }
        });
        const outcome = engine.outcome(last) as { result: { totals: Record<string, number> } } | null;
        expect(outcome).not.toBeNull();
        expect(last.seats.map((x) => x.score)).toEqual(last.seats.map((_, k) => outcome!.result.totals[String(k)]));
        void moves;
      }),
      { numRuns: 12 },
    );
  }, 120_000);

  it('are deterministic from seed and moves, and survive a JSON round trip', () => {
    fc.assert(
      fc.property(gameArb, ({ n, options, seed }) => checkReplay(stdConfig(n, options), seed)),
      { numRuns: 12 },
    );
  }, 120_000);
});
