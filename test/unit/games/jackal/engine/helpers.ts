// Shared tools of the Jackal engine tests: seeded random playouts, state builders and card counts.
import { nextInt, seedRng, type RngState } from '../../../../../src/lib/rng';
import { engine, type JackalMove, type JackalState } from '../../../../../src/games/jackal/engine';
import type { CardFace } from '../../../../../src/games/jackal/data/stolikDeck';

/** Unwraps a Result, failing the test with its code. */
export function must<T>(r: { ok: true; value: T } | { ok: false; error: string; path?: string }): T {
  if (!r.ok) throw new Error(`refused: ${r.error} ${r.path ?? ''}`);
  return r.value;
}

/** Plays a move, failing the test on a refusal. */
export const play = (s: JackalState, m: JackalMove): JackalState => must(engine.apply(s, m));

/** A random legal game: every state and move, picked with a seeded generator. */
export function randomGame(config: unknown, seed: string, pickSeed = `pick:${seed}`): { states: JackalState[]; moves: JackalMove[] } {
  let s = must(engine.setup(config as never, seed));
  let rng: RngState = seedRng(pickSeed);
  const states = [s];
  const moves: JackalMove[] = [];
  for (let guard = 0; engine.toMove(s) !== null && guard < 5000; guard++) {
    const options = engine.legalMoves(s);
    const pick = nextInt(rng, options.length);
    rng = pick.state;
    const m = options[pick.value]!;
    s = play(s, m);
    states.push(s);
    moves.push(m);
  }
  return { states, moves };
}

/** Every card of the game wherever it lies: hands, rows, stacks with what sticks to them, deck, discards. */
export function allCards(s: JackalState): CardFace[] {
  const out: CardFace[] = [...s.deck, ...s.discard];
  for (const seat of s.seats) {
    out.push(...seat.hand, ...seat.row);
    if (!seat.stack) continue;
    out.push(...seat.stack.rum.map((): CardFace => 'rum'));
    if (seat.stack.flag) out.push(seat.stack.flag);
    for (const m of seat.stack.moves) {
      out.push(m.card);
      if (m.double) out.push('double');
      if (m.friday) out.push('friday');
      if (m.weapon) out.push('weapon');
    }
  }
  return out;
}

/** Cards counted by face. */
export function countFaces(cards: readonly CardFace[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const c of cards) out[c] = (out[c] ?? 0) + 1;
  return out;
}
