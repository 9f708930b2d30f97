/**
 * The end of an island (rulebook "Ход игры", steps 5-7): the arrival judge decides who dug what,
 * the score sheet's own booking (referee/book.ts) writes the island, the quartermaster pays, the
 * laid cards go to the discards, everyone who sailed draws one card, then anyone below four draws
 * up to four (Tortuga visitors get no card for the island but are topped up: rules page
 * #drawing-cards), and the first-player card passes to the left. After the last island the game
 * is over. Edits the caller's draft.
 */
import { HAND_REFILL_TO, DRAW_AFTER_ISLAND } from '../data/components';
import type { CardFace } from '../data/stolikDeck';
import { appendIsland, judgeArrivals } from '../referee';
import { clockwiseFrom } from './copy';
import { drawCards } from './deal';
import { startIsland } from './island';
import { judgeInput } from './judgeInput';
import type { JackalState } from './types';

/** Thrown only when the judge refuses what the engine built: a bug, which guardEngine turns into ERR_BAD_STATE. */
class JudgeRefused extends Error {}

/** Every sailing pirate's walk: the landing cell, then each cell entered. */
function pathsOf(d: JackalState): Record<string, Array<[number, number]>> {
  const out: Record<string, Array<[number, number]>> = {};
  d.seats.forEach((seat, k) => {
    if (seat.route) out[String(k)] = seat.route.path.map((p): [number, number] => [p[0], p[1]]);
  });
  return out;
}

/** Cells each announced move entered, per sailing seat (only when every seat kept them). */
function enteredOf(d: JackalState): Record<string, number[]> | undefined {
  const out: Record<string, number[]> = {};
  for (const [k, seat] of d.seats.entries()) {
    if (!seat.route) continue;
    if (!seat.route.entered) return undefined;
    out[String(k)] = seat.route.entered.slice();
  }
  return out;
}

/** Judges, pays, books, clears the table, deals and moves on to the next island or the end. */
export function finishIsland(d: JackalState): void {
  const n = d.seats.length;
  const verdict = judgeArrivals(judgeInput(d));
  if (!verdict.ok) throw new JudgeRefused(`${verdict.error} ${verdict.path ?? ''}`);
  const tortuga: Record<string, number> = {};
  d.seats.forEach((seat, k) => {
    if (seat.tortuga !== null) tortuga[String(k)] = seat.tortuga;
  });
  const ledger = { players: d.ledger.map((islands, k) => ({ id: String(k), islands })) };
  const booked = appendIsland(ledger, verdict.value, tortuga);
  if (!booked.ok) throw new JudgeRefused(booked.error);
  d.ledger = booked.value.players.map((p) => p.islands);
  d.reports = [
    ...d.reports,
    {
      island: d.island + 1,
      islandId: d.islands[d.island]!.id,
      rows: d.islands[d.island]!.rows.slice(),
      first: d.first,
      verdict: verdict.value,
      tortuga,
      paths: pathsOf(d),
      ...(enteredOf(d) && { entered: enteredOf(d) }),
    },
  ];
  for (const [id, coins] of Object.entries(verdict.value.coins)) d.seats[Number(id)]!.coins += coins;
  const sailed: number[] = [];
  for (const [k, seat] of d.seats.entries()) {
    if (!seat.stack) continue;
    sailed.push(k);
    const laid: CardFace[] = seat.stack.rum.map((): CardFace => 'rum');
    if (seat.stack.flag) laid.push(seat.stack.flag);
    for (const m of seat.stack.moves) {
      laid.push(m.card);
      if (m.double) laid.push('double');
      if (m.friday) laid.push('friday');
      if (m.weapon) laid.push('weapon');
    }
    d.discard.push(...laid);
  }
  const order = clockwiseFrom(d.first, n);
  for (const k of order) if (sailed.includes(k)) drawCards(d, k, DRAW_AFTER_ISLAND);
  for (const k of order) {
    const short = HAND_REFILL_TO - d.seats[k]!.hand.length;
    if (short > 0) drawCards(d, k, short);
  }
  d.first = (d.first + 1) % n;
  d.island += 1;
  if (d.island >= d.config.islandCount) {
    d.phase = 'over';
    d.queue = [];
    for (const seat of d.seats) {
      seat.stack = null;
      seat.route = null;
      seat.tortuga = null;
      seat.done = false;
    }
    return;
  }
  startIsland(d);
}
