// Property tests of the Sly Thieves engine over random legal games of both variants and every
// player count ("Ход игры", "Окончание игры", "Подсчет очков"; tile counts from "Компоненты").
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { engine } from '../../../../../src/games/sly-thieves/engine';
import type { SlyMove, SlyState } from '../../../../../src/games/sly-thieves/engine';
import { endingRow, scorerInput } from '../../../../../src/games/sly-thieves/engine/view';
import { countsByValue } from '../../../../../src/games/sly-thieves/data';
import { scorer } from '../../../../../src/games/sly-thieves/score';
import { nextInt, seedRng, type RngState } from '../../../../../src/lib/rng';

/** A guard for the loop only: ruling-stalled-game ends every game far sooner (limits.test.ts). */
const ADVANCED_CAP = 5000;

const gameArb = fc.record({
  players: fc.integer({ min: 2, max: 4 }),
  variant: fc.constantFrom('basic' as const, 'advanced' as const),
  seed: fc.string({ maxLength: 12 }),
});
type GameParams = { players: number; variant: 'basic' | 'advanced'; seed: string };

/** Plays random legal moves from the seeded deal to the end (or the cap), calling `step` first. */
function randomGame(p: GameParams, step?: (s: SlyState, move: SlyMove, rng: RngState) => void): { states: SlyState[]; moves: SlyMove[] } {
  const start = engine.setup({ players: p.players, variant: p.variant }, p.seed);
  if (!start.ok) throw new Error(start.error);
  let s = start.value;
  let rng = seedRng(`random-game:${p.seed}`);
  const states = [s];
  const moves: SlyMove[] = [];
  while (engine.toMove(s) !== null && moves.length < ADVANCED_CAP) {
    const options = engine.legalMoves(s);
    const pick = nextInt(rng, options.length);
    rng = pick.state;
    const move = options[pick.value]!;
    step?.(s, move, rng);
    const r = engine.apply(s, move);
    if (!r.ok) throw new Error(`${r.error} for offered ${JSON.stringify(move)}`);
    s = r.value;
    states.push(s);
    moves.push(move);
  }
  return { states, moves };
}

/** Tiles per value lying on the board plus those collected. */
function tileCensus(s: SlyState): Record<number, number> {
  const counts: Record<number, number> = { 1: 0, 2: 0, 3: 0 };
  for (const t of s.tiles) if (t) counts[t.value]! += 1;
  for (const loot of s.loot) for (const v of loot) counts[v]! += 1;
  return counts;
}

/** A random candidate move: any type, any seat, any room numbers near the board's range. */
function candidate(rng: RngState, s: SlyState): { move: Record<string, unknown>; rng: RngState } {
  const types = ['place', 'move', 'guard', 'hatch', 'shift', 'skip', 'leave'];
  const draws: number[] = [];
  let r = rng;
  for (const n of [types.length, s.config.players + 1, 63, 63]) {
    const d = nextInt(r, n);
    draws.push(d.value);
    r = d.state;
  }
  const [t, seat, from, to] = draws as [number, number, number, number];
  const type = types[t]!;
  const move: Record<string, unknown> = { type, seat: seat === s.config.players ? s.seat : seat };
  if (type !== 'skip' && type !== 'leave') move.to = to - 1;
  if (type !== 'skip' && type !== 'leave' && type !== 'place') move.from = from - 1;
  return { move, rng: r };
}

describe('sly-thieves engine properties', () => {
  it('random legal games always end: basic within placements + 60 runs + one leave per gang', () => {
    fc.assert(
      fc.property(gameArb, (p) => {
        const { states, moves } = randomGame(p);
        expect(states[states.length - 1]!.phase).toBe('over');
        const thieves = p.players * (p.players === 2 ? 4 : 3);
        if (p.variant === 'basic') expect(moves.length).toBeLessThanOrEqual(thieves + 60 + p.players);
      }),
      { numRuns: 40 },
    );
  });

  it('tiles are conserved: board plus loot always matches the distribution, value by value', () => {
    fc.assert(
      fc.property(gameArb, (p) => {
        const { states } = randomGame(p);
        const box = countsByValue(states[0]!.config.distribution);
        for (const s of states) expect(tileCensus(s)).toEqual(box);
      }),
      { numRuns: 25 },
    );
  });

  it("the final result is the scorer's result for the tiles each gang took", () => {
    fc.assert(
      fc.property(gameArb, (p) => {
        const { states } = randomGame(p);
        const final = states[states.length - 1]!;
        const out = engine.outcome(final);
        const scored = scorer.score(scorerInput(final));
        expect(scored.ok).toBe(true);
        // A game a Stolik rule ended says so in one extra 0-point row per gang (ruling-stalled-game).
        const expected = scored.ok ? scored.value : null;
        if (expected && final.ending) {
          for (const rows of Object.values(expected.breakdown)) rows.push(endingRow(final.ending));
        }
        expect(out).toEqual({ finished: true, result: expected });
        final.loot.forEach((loot, seat) => expect(out!.result.totals[String(seat)]).toBe(loot.reduce((a, b) => a + b, 0)));
        for (const s of states.slice(0, -1)) expect(engine.outcome(s)).toBeNull();
      }),
      { numRuns: 25 },
    );
  });

  it('every offered move is accepted, and a random move is accepted exactly when it is offered', () => {
    fc.assert(
      fc.property(gameArb, (p) => {
        randomGame(p, (s, _move, rng) => {
          const offered = engine.legalMoves(s);
          for (const m of offered) expect(engine.apply(s, m).ok, JSON.stringify(m)).toBe(true);
          let r = rng;
          for (let i = 0; i < 6; i++) {
            const c = candidate(r, s);
            r = c.rng;
            const result = engine.apply(s, c.move as SlyMove);
            const isOffered = offered.some((m) => JSON.stringify(m) === JSON.stringify(c.move) || sameMove(m, c.move));
            expect(result.ok, JSON.stringify(c.move)).toBe(isOffered);
            if (!result.ok) expect(result.error).toMatch(/^ERR_[A-Z_]+$/);
            expect(engine.describeMove(s, c.move as SlyMove).key).toEqual(expect.any(String));
          }
        });
      }),
      { numRuns: 12 },
    );
  }, 30_000);

  it("a seat's view holds its own tiles and only the counts of the others", () => {
    fc.assert(
      fc.property(gameArb, (p) => {
        const { states } = randomGame(p);
        for (const s of states.filter((_, i) => i % 7 === 0)) {
          for (let seat = 0; seat < p.players; seat++) {
            const view = engine.view(s, seat) as Record<string, unknown>;
            expect(view).not.toHaveProperty('loot');
            expect(view).not.toHaveProperty('rng');
            expect(view.ownLoot).toEqual(s.loot[seat]);
            expect(view.lootCounts).toEqual(s.loot.map((l) => l.length));
          }
        }
      }),
      { numRuns: 15 },
    );
  });

  // Determinism, JSON round trips and other gangs' tiles disguised in views: the conformance
  // suite (test/unit/games/conformance.test.ts).
});

/** Two moves are the same when every field that matters for their type is equal. */
function sameMove(offered: SlyMove, raw: Record<string, unknown>): boolean {
  if (offered.type !== raw.type || offered.seat !== raw.seat) return false;
  if ('to' in offered && offered.to !== raw.to) return false;
  if ('from' in offered && offered.from !== raw.from) return false;
  return true;
}
