// King of Thieves engine: property tests over seeded random legal games for 3, 4 and 5 players.
// Dice ("13 кубиков", by player count) and the 49 cards are conserved, every offered move applies
// and others are refused with a code, the game ends, play is deterministic from seed and moves,
// states survive JSON, and the result is the scorer's for the end position ("Подсчёт очков").
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { engine, ENGINE_CARD_VALUES, scorerInput, type KotMove, type KotState } from '../../../../../src/games/king-of-thieves/engine';
import { scorer } from '../../../../../src/games/king-of-thieves/score';
import { nextInt, seedRng, type RngState } from '../../../../../src/lib/rng';
import { bentMoves, deepFreeze, JUNK_MOVES, moveKey } from '../../conformance-helpers';
import { allDice } from './helpers';

const sum = (c: number[]) => c.reduce((a, b) => a + b, 0);
const CAP = 3000;

interface Game {
  states: KotState[];
  moves: KotMove[];
}

/** A game of uniformly random legal moves, every state frozen (a write would throw). */
function randomGame(players: number, seed: string): Game {
  const r = engine.setup({ players, first: players - 1 }, seed);
  if (!r.ok) throw new Error(r.error);
  let s = deepFreeze(r.value);
  let rng: RngState = seedRng(`pick:${seed}`);
  const states = [s];
  const moves: KotMove[] = [];
  while (engine.toMove(s) !== null && moves.length < CAP) {
    const options = engine.legalMoves(s);
    const pick = nextInt(rng, options.length);
    rng = pick.state;
    const move = options[pick.value]!;
    const next = engine.apply(s, move);
    if (!next.ok) throw new Error(`offered ${JSON.stringify(move)} refused: ${next.error}`);
    s = deepFreeze(next.value);
    states.push(s);
    moves.push(move);
  }
  return { states, moves };
}

/** Every card somewhere exactly once: market, decks, the box, or a seat's hand. */
function cardsOf(s: KotState): string[] {
  const market = (['A', 'B', 'C'] as const).flatMap((id) => s.rows[id].filter((c): c is string => c !== null));
  return [...market, ...s.decks.A, ...s.decks.B, ...s.decks.C, ...s.boxed, ...s.cards.flat()];
}

const arb = fc.record({ players: fc.constantFrom(3, 4, 5), seed: fc.string({ maxLength: 8 }) });
/** Modest runs; the examples make sure every player count plays. */
const RUNS = {
  numRuns: 6,
  examples: [[{ players: 3, seed: 'three' }], [{ players: 4, seed: 'four' }], [{ players: 5, seed: 'five' }]] as [{ players: 3 | 4 | 5; seed: string }][],
};

describe('king-of-thieves engine properties (random legal games, 3-5 players)', () => {
  it('games end; dice and the 49 cards are conserved; counts never go negative', () => {
    fc.assert(
      fc.property(arb, ({ players, seed }) => {
        const g = randomGame(players, seed);
        const last = g.states.at(-1)!;
        expect(last.phase).toBe('over');
        for (const s of g.states) {
          expect(sum(allDice(s))).toBe(s.diceCount);
          expect([...allDice(s), ...s.coins, ...s.notoriety].every((n) => n >= 0)).toBe(true);
          const cards = cardsOf(s);
          expect(cards).toHaveLength(49);
          expect(new Set(cards).size).toBe(49);
          expect(s.token >= -1 && s.token < players).toBe(true);
        }
      }),
      RUNS,
    );
  }, 120_000);

  it('every offered move applies; junk, bent and out-of-turn moves are refused with an ERR_ code', () => {
    fc.assert(
      fc.property(arb, ({ players, seed }) => {
        const g = randomGame(players, seed);
        g.states.forEach((s, i) => {
          if (i % 4 !== 0) return;
          const offered = engine.legalMoves(s);
          const keys = new Set(offered.map(moveKey));
          const sample = offered.filter((_, k) => k % Math.ceil(offered.length / 25) === 0);
          for (const m of sample) expect(engine.apply(s, m).ok).toBe(true);
          const outOfTurn = sample.map((m) => ({ ...m, seat: (m.seat + 1) % players }));
          const others = g.moves.slice(Math.max(0, i - 20), i + 20);
          for (const m of [...JUNK_MOVES, ...bentMoves(sample), ...outOfTurn, ...others]) {
            if (keys.has(moveKey(m))) continue;
            const r = engine.apply(s, m as KotMove);
            expect(r.ok, `state ${i} accepted ${moveKey(m)}`).toBe(false);
            if (!r.ok) expect(r.error).toMatch(/^ERR_[A-Z0-9_]+$/);
          }
        });
      }),
      RUNS,
    );
  }, 120_000);

  it('the same seed and moves rebuild the same states; states and moves survive JSON', () => {
    fc.assert(
      fc.property(arb, ({ players, seed }) => {
        const g = randomGame(players, seed);
        const again = engine.setup({ players, first: players - 1 }, seed);
        let s = again.ok ? again.value : null;
        expect(s).toStrictEqual(g.states[0]);
        g.moves.forEach((m, i) => {
          const copy = JSON.parse(JSON.stringify(g.states[i])) as KotState;
          expect(copy).toStrictEqual(g.states[i]);
          const next = engine.apply(copy, JSON.parse(JSON.stringify(m)));
          expect(next.ok && next.value).toStrictEqual(g.states[i + 1]);
          const r = engine.apply(s!, m);
          s = r.ok ? r.value : null;
        });
        expect(s).toStrictEqual(g.states.at(-1));
      }),
      RUNS,
    );
  }, 120_000);

  it("the engine's points and places are the scorer's for the end position", () => {
    fc.assert(
      fc.property(arb, ({ players, seed }) => {
        const g = randomGame(players, seed);
        const last = g.states.at(-1)!;
        const outcome = engine.outcome(last);
        const scored = scorer.score(scorerInput(last), ENGINE_CARD_VALUES);
        if (!scored.ok) throw new Error(scored.error);
        expect(outcome!.result.totals).toStrictEqual(scored.value.totals);
        expect(outcome!.result.ranking).toStrictEqual(scored.value.ranking);
        for (const [id, rows] of Object.entries(scored.value.breakdown)) {
          expect(outcome!.result.breakdown[id]!.map((r) => [r.category, r.points])).toStrictEqual(rows.map((r) => [r.category, r.points]));
        }
        for (const s of g.states.slice(0, -1)) expect(engine.outcome(s)).toBeNull();
      }),
      RUNS,
    );
  }, 120_000);

  it("no view before the end shows another seat's notoriety or the decks' order", () => {
    fc.assert(
      fc.property(arb, ({ players, seed }) => {
        const g = randomGame(players, seed);
        for (const s of g.states.filter((t, i) => i % 10 === 0 && t.phase !== 'over')) {
          for (let seat = 0; seat < players; seat++) {
            const v = engine.view(s, seat) as { notoriety: (number | null)[] };
            expect(v.notoriety.filter((n, other) => other !== seat && n !== null)).toEqual([]);
            expect(JSON.stringify(v)).not.toContain('"decks"');
          }
        }
      }),
      RUNS,
    );
  }, 120_000);
});
