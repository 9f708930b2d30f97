/**
 * Playouts for the hard bot: from a determinized state to the end of the round through the
 * public engine, every seat following a quick policy (cheap greedy tricks with some noise, the
 * normal heuristics in the rarer phases), and the value of the result for one side.
 */
import { engine } from '../engine';
import { UNUSED_KING_BONUS } from '../data/rulers';
import { CARD } from '../engine/cards';
import { trickWinner } from '../engine/trick/winner';
import type { PlayRecord, RsMove, RsState } from '../engine/types';
import { sameSide } from './knowledge';
import { stdSideValue } from './stdSide';
import { stdTrickMove } from './stdTrick';
import { normalMove } from './normal';
import { randomFloat, randomIndex } from './table';
import { keepValue, tableTrump } from './values';

type PlayMove = Extract<RsMove, { t: 'play' }>;

/** Share of playout trick moves drawn at random, so playouts explore beyond the greedy line. */
const NOISE = 0.15;
/** Enough moves for any round (27-44 plays plus the phases); a guard against a stuck state. */
const MAX_MOVES = 400;

/** The quick trick policy: lead high or at random, follow cheaply, keep off a partner's trick. */
function quickPlay(s: RsState, seat: number, moves: readonly RsMove[], rng: number[]): RsMove {
  if (randomFloat(rng) < NOISE) return moves[randomIndex(rng, moves.length)]!;
  const mode = s.config.mode;
  const ts = tableTrump(mode, s.trump);
  const plays = s.trick!.plays;
  const rivalWins = plays.length > 0 && !sameSide(s, seat, plays[trickWinner(plays, mode, s.trump).index]!.seat);
  const trial: PlayRecord[] = rivalWins ? [...plays, { seat, card: '' }] : [];
  let low: PlayMove | null = null;
  let high: PlayMove | null = null;
  let win: PlayMove | null = null;
  let lowV = Infinity;
  let highV = -Infinity;
  let winV = Infinity;
  let plain = 0;
  for (const m of moves) {
    if (m.t !== 'play' || m.king || m.queen) continue;
    plain++;
    const v = keepValue(m.card, mode, ts);
    if (v < lowV) [low, lowV] = [m, v];
    if (v > highV) [high, highV] = [m, v];
    if (rivalWins && v < winV) {
      trial[plays.length] = { seat, card: m.card };
      if (trickWinner(trial, mode, s.trump).index === plays.length) [win, winV] = [m, v];
    }
  }
  if (!low || !high) return moves[randomIndex(rng, moves.length)]!;
  if (plays.length === 0) return randomFloat(rng) < 0.5 ? high : plainAt(moves, randomIndex(rng, plain));
  if (!rivalWins) return low;
  const after = s.seats.length - plays.length - 1;
  if (win && (after === 0 || winV >= 9)) return win;
  // A king turns a lost trick into a won one: the "I am King" King must spend it this round anyway.
  const kingChance = mode === 'i-am-king' ? 0.5 : mode === 'team' ? 0.15 : 0.05;
  if (randomFloat(rng) < kingChance) {
    let king: PlayMove | null = null;
    let kingV = Infinity;
    for (const m of moves) {
      if (m.t !== 'play' || !m.king || m.queen) continue;
      const v = keepValue(m.card, mode, ts);
      if (v < kingV) [king, kingV] = [m, v];
    }
    if (king) return king;
  }
  return low;
}

/** The `k`-th plain play (no king, no queen) of `moves`. */
function plainAt(moves: readonly RsMove[], k: number): RsMove {
  for (const m of moves) if (m.t === 'play' && !m.king && !m.queen && k-- === 0) return m;
  return moves[0]!;
}

/** The playout policy's move for the seat to move in `s`. */
export function policyMove(s: RsState, seat: number, moves: readonly RsMove[], rng: number[]): RsMove {
  if (s.phase === 'trick' && s.std) {
    // Standard game: play toward the seat's bet (stdTrick.ts), with the same share of noise.
    if (randomFloat(rng) < NOISE) return moves[randomIndex(rng, moves.length)]!;
    return stdTrickMove(s, seat, s.seats[seat]!.hand, moves) ?? moves[0]!;
  }
  if (s.phase === 'trick') return quickPlay(s, seat, moves, rng);
  const own = s.seats[seat]!;
  return normalMove({ table: s, seat, hand: own.hand, moves, laid: own.laid.length });
}

/**
 * A quick discard built directly (listing up to 220 combinations costs more than a whole trick
 * phase): the owed number of least valuable cards ("Emperor": numbered cards only).
 */
function quickDiscard(s: RsState): RsMove | null {
  const owed = s.discardOrder[0];
  const hand = owed ? s.seats[owed.seat]?.hand : undefined;
  if (!owed || !hand) return null;
  const mode = s.config.mode;
  const ts = tableTrump(mode, s.trump);
  const pool = mode === 'emperor' ? hand.filter((c) => CARD[c]?.kind === 'number') : hand.slice();
  if (pool.length < owed.count) return null;
  pool.sort((a, b) => keepValue(a, mode, ts) - keepValue(b, mode, ts));
  return { t: 'discard', cards: pool.slice(0, owed.count) };
}

/** Plays `s` to the end of its round (the next round dealt, or the game over). */
export function playout(s: RsState, rng: number[]): RsState {
  const round = s.round;
  for (let k = 0; k < MAX_MOVES && s.phase !== 'over' && s.round === round; k++) {
    if (s.phase === 'discard') {
      const quick = quickDiscard(s);
      const done = quick ? engine.apply(s, quick) : null;
      if (done?.ok) {
        s = done.value;
        continue;
      }
    }
    const seat = engine.toMove(s);
    const moves = engine.legalMoves(s);
    if (seat === null || moves.length === 0) break;
    const next = engine.apply(s, moves.length === 1 ? moves[0]! : policyMove(s, seat, moves, rng));
    if (!next.ok) break;
    s = next.value;
  }
  return s;
}

/**
 * What rulers kept for later rounds are worth (kings and queens work once per game in team whist
 * and "Emperor"; a round's playout cannot see the later rounds they would win or score in).
 * "Emperor": an unused king pays its bonus at the end of round 2.
 */
function keptRulers(after: RsState, i: number): number {
  if (after.phase === 'over') return 0;
  const seat = after.seats[i]!;
  if (after.config.mode === 'team') return (seat.king === 'ready' ? 25 : 0) + seat.queenUses * 12;
  if (after.config.mode === 'emperor' && seat.king === 'ready' && seat.set) return UNUSED_KING_BONUS[seat.set];
  return 0;
}

/** VP-equivalent of one trick of margin in team whist (a tie-break between equal round results). */
const TEAM_MARGIN_VP = 8;

/** Tricks each seat took in the round played out, from the scorer's record once it is scored. */
function finalTricks(before: RsState, after: RsState): number[] {
  if (after.round === before.round && after.phase !== 'over') return after.seats.map((x) => x.tricks);
  const last = after.rounds[after.rounds.length - 1] as { players?: Record<string, { tricks?: unknown }> } | undefined;
  return after.seats.map((_, i) => {
    const t = last?.players?.[String(i)]?.tricks;
    return typeof t === 'number' ? t : 0;
  });
}

/**
 * What the round brought `seat`'s side, in VP: its gain minus the rivals' ("I am King": minus the
 * others' mean; team whist: the partners' gain minus the rivals' plus a little for the trick
 * margin; "Emperor": the team's sum minus the other team's; the standard game: stdSide.ts).
 */
export function sideValue(before: RsState, after: RsState, seat: number): number {
  const gain = after.seats.map((x, i) => x.score - (before.seats[i]?.score ?? 0));
  const mode = before.config.mode;
  if (mode === 'standard') return stdSideValue(before, after, seat);
  if (mode === 'i-am-king') {
    const others = gain.filter((_, i) => i !== seat);
    return gain[seat]! - others.reduce((a, b) => a + b, 0) / Math.max(1, others.length);
  }
  if (mode === 'team') {
    // The round's 100 is all or nothing; the trick margin tells a safe majority from a lucky one.
    const tricks = finalTricks(before, after);
    const margin = tricks.reduce((m, t, i) => m + (i % 2 === seat % 2 ? t : -t), 0);
    let kept = 0;
    for (let i = 0; i < 4; i++) kept += (i % 2 === seat % 2 ? 1 : -1) * keptRulers(after, i);
    return gain[seat]! - gain[(seat + 1) % 4]! + TEAM_MARGIN_VP * margin + kept;
  }
  const mine = (after.teams ?? []).find((t) => t.includes(seat)) ?? [seat];
  return gain.reduce((v, g, i) => v + (mine.includes(i) ? 1 : -1) * (g + keptRulers(after, i)), 0);
}
