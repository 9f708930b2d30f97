/**
 * Route planning for the bots, from what a seat sees: the island, its own row and hand. A plan
 * tries every way of every card in order and keeps the richest treasure it can stop on, fewer
 * cards breaking ties (so a pirate also saves cards for later islands).
 */
import { cellAt, treasureValue, type Island } from '../data/island';
import { isMoveFace, type CardFace } from '../data/stolikDeck';
import type { Dir } from '../engine/geometry';
import type { RowMove } from '../engine/types';
import { enteredCells, stopAmong, waysOf } from '../engine/walk';

/** The best a sequence can do: coins of the treasure, cards used, and the way of its first card. */
export interface Reach {
  value: number;
  cards: number;
  first: Dir | 'stay' | null;
}

const NONE: Reach = { value: 0, cards: 0, first: null };
const better = (a: Reach, b: Reach) => a.value > b.value || (a.value === b.value && a.value > 0 && a.cards < b.cards);

/** One move from `at`: where it ends and what stopped it. */
function moveFrom(island: Island, at: [number, number], move: RowMove, dir: Dir | 'stay') {
  const cells = enteredCells(island, at, move, dir);
  const { entered, stop } = stopAmong(island, cells, move);
  const end = cells[entered - 1] ?? at;
  return { end: [end[0], end[1]] as [number, number], stop };
}

/** Best reach playing `moves` (fixed order) from `at`, `used` cards already spent. */
export function bestAlong(island: Island, at: [number, number], moves: readonly RowMove[], used = 0): Reach {
  if (moves.length === 0) return NONE;
  let best = NONE;
  for (const dir of waysOf(island, at, moves[0]!)) {
    const { end, stop } = moveFrom(island, at, moves[0]!, dir);
    let r: Reach;
    if (stop === 'treasure') r = { value: treasureValue(cellAt(island, end[0], end[1])), cards: used + 1, first: dir };
    else if (stop === 'robber') r = { ...NONE, first: dir };
    else r = { ...bestAlong(island, end, moves.slice(1), used + 1), first: dir };
    if (best.first === null || better(r, best)) best = r;
  }
  return best;
}

const plain = (card: CardFace): RowMove => ({ card, double: false, friday: false, weapon: false });

/**
 * The best next card to add to a row: tries every sequence of up to `extra` more move cards from
 * the hand after the row's own. Returns the reach and the card to lay next (null: lay no more).
 */
export function bestNextCard(
  island: Island,
  start: [number, number],
  row: readonly CardFace[],
  hand: readonly CardFace[],
  extra: number,
): { reach: Reach; card: CardFace | null } {
  const base = bestAlong(island, start, row.map(plain), 0);
  let best = { reach: base, card: null as CardFace | null };
  if (extra <= 0 || base.value === 3) return best;
  for (const card of new Set(hand.filter(isMoveFace))) {
    const rest = hand.slice();
    rest.splice(rest.indexOf(card), 1);
    const deeper = bestNextCard(island, start, [...row, card], rest, extra - 1);
    if (better(deeper.reach, best.reach)) best = { reach: deeper.reach, card };
  }
  return best;
}
