// Property tests over random legal Jackal games for 2, 3 and 4 players (issue 25): cards and coins
// are conserved, offered moves apply and others are refused with a code, the game ends after ten
// islands (four in the learning game), replays are exact, states survive JSON, and the result is
// the score sheet's own for the same islands.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { engine, type JackalMove, type JackalState } from '../../../../../src/games/jackal/engine';
import { ACTION_CARDS, HAND_REFILL_TO } from '../../../../../src/games/jackal/data/components';
import { STOLIK_DECK } from '../../../../../src/games/jackal/data/stolikDeck';
import { appendIsland } from '../../../../../src/games/jackal/referee';
import { scorer } from '../../../../../src/games/jackal/score';
import { allCards, countFaces, must, randomGame } from './helpers';

const game = fc.record({
  players: fc.integer({ min: 2, max: 4 }),
  learning: fc.boolean(),
  islands: fc.constantFrom('stolik', 'seeded'),
  seed: fc.string({ maxLength: 8 }),
});

const RUNS = { numRuns: 12 };

/** Coins each seat holds once the island's Tortuga prices are paid back in (before the reveal they are not paid yet). */
const ledgerSum = (s: JackalState, n: number) => s.ledger[n]!.reduce((a, b) => a + b, 0);

describe('random legal games', () => {
  it('conserve the 60 cards of the deck in every state («Состав игры»)', () => {
    fc.assert(
      fc.property(game, ({ seed, ...config }) => {
        for (const s of randomGame(config, seed).states) {
          const cards = allCards(s);
          expect(cards).toHaveLength(ACTION_CARDS);
          expect(countFaces(cards)).toStrictEqual(countFaces(Object.entries(STOLIK_DECK).flatMap(([f, k]) => Array(k).fill(f))));
        }
      }),
      RUNS,
    );
  }, 60_000);

  it('keep every purse equal to its score-sheet line, never negative; hands refilled to four while cards last («Ход игры», step 6)', () => {
    fc.assert(
      fc.property(game, ({ seed, ...config }) => {
        const { states } = randomGame(config, seed);
        for (const s of states) {
          s.seats.forEach((seat, n) => {
            expect(seat.coins).toBeGreaterThanOrEqual(0);
            const paid = s.phase === 'open' || s.phase === 'route' ? (seat.tortuga ?? 0) : 0;
            expect(seat.coins).toBe(ledgerSum(s, n) - paid);
          });
          if (s.phase === 'lay' && s.queue.length === s.seats.length && s.deck.length + s.discard.length > 0) {
            for (const seat of s.seats) expect(seat.hand.length + seat.row.length).toBeGreaterThanOrEqual(HAND_REFILL_TO);
          }
        }
      }),
      RUNS,
    );
  }, 60_000);

  it('end after ten islands, four in the learning game («Об игре», «Подготовка»)', () => {
    fc.assert(
      fc.property(game, ({ seed, ...config }) => {
        const last = randomGame(config, seed).states.at(-1)!;
        const count = config.learning ? 4 : 10;
        expect(engine.toMove(last)).toBeNull();
        expect(last.reports).toHaveLength(count);
        for (const line of last.ledger) expect(line).toHaveLength(count);
      }),
      RUNS,
    );
  }, 60_000);

  it("give the score sheet's result: the scorer on the islands booked from the judge's verdicts", () => {
    fc.assert(
      fc.property(game, ({ seed, ...config }) => {
        const last = randomGame(config, seed).states.at(-1)!;
        let ledger = { players: last.seats.map((_, n) => ({ id: String(n), islands: [] as number[] })) };
        for (const r of last.reports) ledger = must(appendIsland(ledger, r.verdict, r.tortuga));
        const sheet = must(scorer.score(ledger));
        // The engine's walk and the judge agree on where each pirate stopped and why.
        for (const r of last.reports) {
          const rows = last.islands[r.island - 1]!.rows;
          for (const p of r.verdict.pirates) {
            const end = r.paths[p.id]!.at(-1);
            const cell = end ? rows[end[0]]![end[1]]! : null;
            if (p.outcome === 'treasure') expect(p.treasure!.id).toBe(`r${end![0]}c${end![1]}`);
            if (p.outcome === 'robber') expect(cell).toBe('X');
            if (p.outcome === 'missingFlag') expect(end).toBeUndefined();
            if (p.outcome === 'pathEnded') expect('123').not.toContain(cell ?? '-');
          }
        }
        const outcome = engine.outcome(last)!;
        expect(outcome.result).toStrictEqual(sheet);
        last.seats.forEach((seat, n) => expect(sheet.totals[String(n)]).toBe(seat.coins));
      }),
      RUNS,
    );
  }, 60_000);

  it('apply every offered move, refuse random other moves with an ERR_ code, replay exactly and survive JSON', () => {
    const junk = fc.record({
      t: fc.constantFrom('lay', 'tortuga', 'done', 'attach', 'rum', 'pass', 'go', 'x'),
      seat: fc.integer({ min: -1, max: 4 }),
      card: fc.constantFrom('horse', 'rum', 'double', 'redFlag', 'arrowVertical', 'weapon', 'nope'),
      coins: fc.integer({ min: -1, max: 4 }),
      at: fc.integer({ min: -1, max: 6 }),
      target: fc.integer({ min: -1, max: 4 }),
      dir: fc.constantFrom('N', 'SE', 'NNE', 'stay', 'up'),
    });
    fc.assert(
      fc.property(game, fc.array(junk, { minLength: 5, maxLength: 5 }), ({ seed, ...config }, tries) => {
        const { states, moves } = randomGame(config, seed);
        states.forEach((s, i) => {
          if (i % 4 !== 0) return;
          const offered = engine.legalMoves(s);
          for (const m of offered) expect(engine.apply(s, m).ok).toBe(true);
          // Unknown fields are dropped by the engine, so a try is an offered move when it agrees on every field of one.
          for (const m of tries) {
            const r = engine.apply(s, m as unknown as JackalMove);
            const listed = offered.some((o) => Object.entries(o).every(([k, v]) => (m as Record<string, unknown>)[k] === v));
            if (!listed) {
              expect(r.ok, JSON.stringify(m)).toBe(false);
              if (!r.ok) expect(r.error).toMatch(/^ERR_[A-Z_]+$/);
            }
          }
        });
        let again = must(engine.setup(config, seed));
        for (const m of moves) again = must(engine.apply(JSON.parse(JSON.stringify(again)), m));
        expect(again).toStrictEqual(states.at(-1));
      }),
      { numRuns: 8 },
    );
  }, 60_000);
});
