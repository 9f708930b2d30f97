/**
 * Laying in secret (rulebook "Ход игры", steps 2-3, "Можно ли потратить монеты?"). The book has
 * everyone lay at once; the engine takes the seats one after the other from the first player, as
 * Royal Stake takes its hidden bets, and nobody sees another's row or Tortuga choice before the
 * reveal (rules page #ruling-secret-laying). Face down go a flag (first only) and arrows and horses; doubles, Fridays, weapons and
 * rum are laid face up after the reveal. A seat holding nothing it could lay and unable to pay
 * Tortuga stays ashore (rules page #ruling-nothing-to-lay).
 */
import { ok, type Result } from '../../../lib/result';
import { cardsForCoins, TORTUGA_PRICES } from '../data/tortuga';
import { isFlagFace, isMoveFace, type CardFace } from '../data/stolikDeck';
import { copyState } from './copy';
import { supply } from './deal';
import { ENGINE_ERRORS as E } from './errors';
import { reveal } from './reveal';
import type { JackalMove, JackalState, SeatState } from './types';
import { fail } from '../codes';
import type { EngineError } from './errors';

/** True for a face the seat may lay now: a move card, or a flag as the row's first card. */
const layable = (seat: SeatState, face: CardFace): boolean => isMoveFace(face) || (isFlagFace(face) && seat.row.length === 0);

/** Tortuga prices the seat can pay whose cards the quartermaster can give. */
function tortugaPrices(s: JackalState, seat: SeatState): number[] {
  if (seat.row.length > 0) return [];
  return TORTUGA_PRICES.filter((p) => p <= seat.coins && cardsForCoins(p)! <= supply(s));
}

/** True when the seat has no card to lay and cannot pay Tortuga: it may finish with an empty row. */
const mustStayAshore = (s: JackalState, seat: SeatState): boolean =>
  seat.row.length === 0 && !seat.hand.some((f) => layable(seat, f)) && tortugaPrices(s, seat).length === 0;

/** Moves of the seat laying now. */
export function layMoves(s: JackalState, n: number): JackalMove[] {
  const seat = s.seats[n]!;
  const out: JackalMove[] = [];
  for (const card of new Set(seat.hand)) if (layable(seat, card)) out.push({ t: 'lay', seat: n, card });
  for (const coins of tortugaPrices(s, seat)) out.push({ t: 'tortuga', seat: n, coins });
  if (seat.row.length > 0 || mustStayAshore(s, seat)) out.push({ t: 'done', seat: n });
  return out;
}

/** Applies a laying move of seat `n` (already the seat to move). */
export function applyLay(s: JackalState, n: number, m: JackalMove): Result<JackalState, EngineError> {
  const seat = s.seats[n]!;
  if (m.t === 'lay') {
    if (!seat.hand.includes(m.card)) return fail(E.cardNotInHand, { card: m.card });
    if (!isMoveFace(m.card) && !isFlagFace(m.card)) return fail(E.faceUpCard, { card: m.card });
    if (!layable(seat, m.card)) return fail(E.flagNotFirst, { card: m.card });
    const d = copyState(s);
    const own = d.seats[n]!;
    own.hand.splice(own.hand.indexOf(m.card), 1);
    own.row.push(m.card);
    return ok(d);
  }
  if (m.t === 'tortuga') {
    if (seat.row.length > 0) return fail(E.rowNotEmpty);
    if (cardsForCoins(m.coins) === undefined) return fail(E.tortugaPrice, { coins: m.coins });
    if (m.coins > seat.coins) return fail(E.tortugaCoins, { coins: m.coins, has: seat.coins });
    if (cardsForCoins(m.coins)! > supply(s)) return fail(E.tortugaSupply, { cards: cardsForCoins(m.coins)!, left: supply(s) });
    return ok(finishLaying(s, n, m.coins));
  }
  if (m.t === 'done') {
    if (seat.row.length === 0 && !mustStayAshore(s, seat)) return fail(E.rowEmpty);
    return ok(finishLaying(s, n, null));
  }
  return fail(E.wrongPhase, { phase: s.phase });
}

/** The seat is done (a row, Tortuga, or ashore); after the last one the rows are revealed. */
function finishLaying(s: JackalState, n: number, tortuga: number | null): JackalState {
  const d = copyState(s);
  const own = d.seats[n]!;
  own.tortuga = tortuga;
  own.done = true;
  d.queue.shift();
  if (d.queue.length === 0) reveal(d);
  return d;
}
