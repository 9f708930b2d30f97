// Builders for Royal Stake engine tests (core, trick, "I am King" and "Emperor"): fresh games,
// hand-made trick-phase states, random legal playouts and card bookkeeping. Not a test file itself.
import { nextInt, seedRng, type RngState } from '../../../../../src/lib/rng';
import { engine } from '../../../../../src/games/royal-stake/engine';
import { blankState } from '../../../../../src/games/royal-stake/engine/setup';
import { freshSeat } from '../../../../../src/games/royal-stake/engine/seat';
import { rules as emperorRules } from '../../../../../src/games/royal-stake/engine/modes/emperor';
import type { Colour } from '../../../../../src/games/royal-stake/data/colours';
import type { KingNumbers, PlayMode, PlayRecord, RsConfig, RsMove, RsState, SeatState } from '../../../../../src/games/royal-stake/engine/types';

/** A fresh game from the engine's setup; throws (failing the test) on a refusal. */
export function started(config: RsConfig, seed: string): RsState {
  const r = engine.setup(config, seed);
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

/** Test-only king numbers for "Emperor" (the printed ones are unknown to the text). */
export const EMPEROR_KN: KingNumbers = {
  front: { white: 1, red: 2, blue: 3, green: 4, black: 5 },
  back: { white: 11, red: 12, blue: 13, green: 14, black: 15 },
};

/** Round 1 of a fresh "Emperor" game, straight from the mode (no engine core needed). */
export function freshEmperor(seed: string): RsState {
  const base: RsState = { ...blankState({ mode: 'emperor', players: 5, kingNumbers: EMPEROR_KN }, seed), phase: 'reveal' };
  return emperorRules.startRound(base);
}

/** What a hand-made seat needs; the rest comes from freshSeat. */
export interface SeatSpec {
  hand: string[];
  set?: Colour | null;
  king?: SeatState['king'];
  queenUses?: number;
}

/** A state in phase 'trick' with the given seats, leader and plays already on the table. */
export function trickState(opts: {
  mode?: PlayMode;
  trump?: Colour | null;
  seats: SeatSpec[];
  leader?: number;
  plays?: PlayRecord[];
  greenPending?: number[];
}): RsState {
  const mode = opts.mode ?? 'i-am-king';
  const s = blankState({ mode, players: opts.seats.length }, 'hand-made');
  s.seats = opts.seats.map((x) => ({
    ...freshSeat(),
    hand: x.hand,
    set: x.set ?? null,
    king: x.king ?? 'off',
    queenUses: x.queenUses ?? 0,
  }));
  s.trump = opts.trump ?? (mode === 'i-am-king' ? 'red' : null);
  s.lead = 0;
  s.phase = 'trick';
  s.trick = { leader: opts.leader ?? 0, plays: opts.plays ?? [], greenPending: opts.greenPending ?? [] };
  return s;
}

/** Applies moves in order and returns the final state; throws (failing the test) on a refusal. */
export function run(s: RsState, ...moves: RsMove[]): RsState {
  let cur = s;
  for (const m of moves) {
    const r = engine.apply(cur, m);
    if (!r.ok) throw new Error(`refused ${JSON.stringify(m)}: ${r.error} ${JSON.stringify(r.params ?? {})}`);
    cur = r.value;
  }
  return cur;
}

/** The error code of a refused move (throws if it was accepted). */
export function refusal(s: RsState, m: RsMove): string {
  const r = engine.apply(s, m);
  if (r.ok) throw new Error(`accepted ${JSON.stringify(m)}`);
  return r.error;
}

/** A random legal game (or its first `stopAtRound` rounds) and the states it went through. */
export function randomGame(
  config: { mode: PlayMode; players: number; kingNumbers?: unknown },
  seed: string,
  stopAfterRound = 99,
): { states: RsState[]; moves: RsMove[] } {
  const first = started(config as RsConfig, seed);
  let rng: RngState = seedRng(`moves-${seed}`);
  const states = [first];
  const moves: RsMove[] = [];
  let s = first;
  while (s.phase !== 'over' && s.round <= stopAfterRound) {
    const legal = engine.legalMoves(s);
    if (legal.length === 0) throw new Error(`no legal move in phase ${s.phase}`);
    const d = nextInt(rng, legal.length);
    rng = d.state;
    const m = legal[d.value]!;
    const r = engine.apply(s, m);
    if (!r.ok) throw new Error(`offered move refused: ${JSON.stringify(m)} ${r.error}`);
    moves.push(m);
    states.push(r.value);
    s = r.value;
  }
  return { states, moves };
}

/** Every card id of the round in `s`, wherever it lies (hands, auction, laid, discards, won, deck, table). */
export function allCards(s: RsState): string[] {
  const out = [...s.deck, ...(s.trick?.plays.map((p) => p.card) ?? [])];
  for (const x of s.seats) out.push(...x.hand, ...x.auction, ...x.laid, ...x.discarded, ...x.won);
  return out.sort();
}

/** A play record. */
export const rec = (seat: number, card: string, extra: Partial<PlayRecord> = {}): PlayRecord => ({ seat, card, ...extra });
