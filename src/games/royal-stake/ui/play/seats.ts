/**
 * Where each seat sits around the card table as seen by the person holding the phone: they are
 * at the bottom and play goes clockwise, so the next seat is on their left, then across, then on
 * their right. The opponents' strip reads left to right in that same order, and each seat's card
 * lies on the table on its side.
 */

/** A place around the trick, from the viewer's point of view. */
export type Place = 'bottom' | 'left' | 'top-left' | 'top' | 'top-right' | 'right';

/** One seat's place: where its card lies (percent of the trick area) and where cards fly from. */
export interface SeatPlace {
  seat: number;
  place: Place;
  /** Centre of its card on the table, in % of the trick area's width and height. */
  x: number;
  y: number;
}

const AROUND: Readonly<Record<number, readonly Place[]>> = {
  2: ['top'],
  3: ['left', 'right'],
  4: ['left', 'top', 'right'],
  5: ['left', 'top-left', 'top-right', 'right'],
  6: ['left', 'top-left', 'top', 'top-right', 'right'],
};

/**
 * Card centres in % of the trick area: the viewer's card low in the middle, the others round it.
 * Across, a side seat's name (at most 4.5rem) clears the card of the seat beside it at 360 px.
 */
export const SPOT: Readonly<Record<Place, { x: number; y: number }>> = {
  bottom: { x: 50, y: 74 },
  left: { x: 12, y: 46 },
  'top-left': { x: 32, y: 24 },
  top: { x: 50, y: 24 },
  'top-right': { x: 68, y: 24 },
  right: { x: 88, y: 46 },
};

/** Every seat of an `n`-seat table with its place, viewer first, then clockwise. */
export function seatPlaces(n: number, viewer: number): SeatPlace[] {
  const around = AROUND[n] ?? [];
  const me = ((viewer % n) + n) % n;
  return Array.from({ length: n }, (_, k) => {
    const seat = (me + k) % n;
    const place: Place = k === 0 ? 'bottom' : (around[k - 1] ?? 'top');
    return { seat, place, ...SPOT[place] };
  });
}

/** The other seats in the order the opponents' strip shows them: left to right. */
export const opponentsInOrder = (n: number, viewer: number): number[] =>
  seatPlaces(n, viewer)
    .slice(1)
    .map((p) => p.seat);

/** Columns of the hand so `count` cards fill even rows of at most `max` cards (12 cards: 2 rows of 6). */
export function handColumns(count: number, max = 6): number {
  if (count <= 0) return 1;
  const rows = Math.ceil(count / max);
  return Math.ceil(count / rows);
}
