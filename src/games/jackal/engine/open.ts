/**
 * Face-up cards after the reveal (rulebook "Какие ещё бывают карты действий?", last paragraph of
 * "Как понять, кто пришёл к кладу первым?"): a double, Friday or weapon sticks to one of the
 * seat's own arrows or horses (one of each kind per move, rules page #ruling-attachments), and
 * rum goes on top of any row on the island. The book gives no order; the engine goes once round
 * the table from the first player, each seat laying what it likes and then passing (rules page
 * #ruling-open-order). Seats at Tortuga, ashore, or with nothing to lay are skipped.
 */
import { ok, type Result } from '../../../lib/result';
import { isAttachFace } from '../data/stolikDeck';
import { clockwiseFrom, copyState } from './copy';
import { ENGINE_ERRORS as E } from './errors';
import { startRoutes } from './route';
import type { JackalMove, JackalState } from './types';
import { fail } from '../codes';
import type { EngineError } from './errors';

/** Seats with a row on the island. */
export const sailing = (s: JackalState): number[] => clockwiseFrom(s.first, s.seats.length).filter((n) => s.seats[n]!.stack !== null);

/** Face-up moves of seat `n`, without the pass. */
function layUpMoves(s: JackalState, n: number): JackalMove[] {
  const seat = s.seats[n]!;
  const out: JackalMove[] = [];
  for (const card of new Set(seat.hand)) {
    if (isAttachFace(card)) {
      seat.stack!.moves.forEach((m, at) => {
        if (!m[card]) out.push({ t: 'attach', seat: n, card, at });
      });
    } else if (card === 'rum') {
      for (const target of sailing(s)) out.push({ t: 'rum', seat: n, target });
    }
  }
  return out;
}

/** Moves of the seat laying face up now: its cards, then the pass. */
export const openMoves = (s: JackalState, n: number): JackalMove[] => [...layUpMoves(s, n), { t: 'pass', seat: n }];

/** Drops seats from the queue while the one in front has nothing to lay; then the routes. */
function skipIdle(d: JackalState): void {
  while (d.queue.length > 0 && layUpMoves(d, d.queue[0]!).length === 0) d.queue.shift();
  if (d.queue.length === 0) startRoutes(d);
}

/** Starts the face-up round from the first player. Edits `d`. */
export function startOpen(d: JackalState): void {
  d.phase = 'open';
  d.queue = sailing(d);
  skipIdle(d);
}

/** Applies a face-up move of seat `n` (already the seat to move). */
export function applyOpen(s: JackalState, n: number, m: JackalMove): Result<JackalState, EngineError> {
  const seat = s.seats[n]!;
  if (m.t === 'attach') {
    if (!seat.hand.includes(m.card)) return fail(E.cardNotInHand, { card: m.card });
    const move = seat.stack!.moves[m.at];
    if (!Number.isInteger(m.at) || !move) return fail(E.noSuchMove, { at: String(m.at) });
    if (move[m.card]) return fail(E.alreadyAttached, { card: m.card });
    const d = copyState(s);
    const own = d.seats[n]!;
    own.hand.splice(own.hand.indexOf(m.card), 1);
    own.stack!.moves[m.at]![m.card] = true;
    return ok(d);
  }
  if (m.t === 'rum') {
    if (!seat.hand.includes('rum')) return fail(E.cardNotInHand, { card: 'rum' });
    if (!Number.isInteger(m.target) || !s.seats[m.target]?.stack) return fail(E.notSailing, { targetSeat: String(m.target) });
    const d = copyState(s);
    const own = d.seats[n]!;
    own.hand.splice(own.hand.indexOf('rum'), 1);
    d.seats[m.target]!.stack!.rum.push(n);
    return ok(d);
  }
  if (m.t === 'pass') {
    const d = copyState(s);
    d.queue.shift();
    skipIdle(d);
    return ok(d);
  }
  return fail(E.wrongPhase, { phase: s.phase });
}
