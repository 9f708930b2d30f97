/**
 * Where each room of the bank is drawn. Flat-topped hexes in columns: a column is one axial `r`
 * line, so geometry.roomLabel reads as "column letter, room number from the top" (E5 is the
 * guards' post). Flat tops keep every room at least 44 px tall on a 390 px phone, which
 * pointy tops (nine across) cannot.
 */
import { ROOMS, roomAt } from '../../engine/geometry';

/** Hex radius (centre to corner) in SVG user units. */
export const HEX = 10;
const ROOT3 = Math.sqrt(3);

/** Centre of a room in SVG units, the guards' post at (0, 0). */
export interface Point {
  x: number;
  y: number;
}

/** CENTRES[room]: where the room's centre is drawn. */
export const CENTRES: readonly Point[] = ROOMS.map(({ q, r }) => ({ x: 1.5 * HEX * r, y: ROOT3 * HEX * (q + r / 2) }));

/** Corners of a flat-topped hexagon of radius `radius` around (0, 0), as an SVG points list. */
export function hexPoints(radius: number): string {
  const pts: string[] = [];
  for (let k = 0; k < 6; k++) {
    const a = (Math.PI / 3) * k;
    pts.push(`${(radius * Math.cos(a)).toFixed(2)},${(radius * Math.sin(a)).toFixed(2)}`);
  }
  return pts.join(' ');
}

/** Columns A..I, left to right: the letter and where to write it (just above its top room). */
export const COLUMN_HEADS: readonly { letter: string; x: number; y: number }[] = Array.from({ length: 9 }, (_, i) => {
  const r = i - 4;
  const top = Math.min(...CENTRES.filter((_, room) => ROOMS[room]!.r === r).map((p) => p.y));
  return { letter: 'ABCDEFGHI'[i]!, x: 1.5 * HEX * r, y: top - HEX * 0.95 };
});

const xs = CENTRES.map((p) => p.x);
const ys = CENTRES.map((p) => p.y);
const PAD = 0.6;
const left = Math.min(...xs) - HEX - PAD;
const top = Math.min(...COLUMN_HEADS.map((c) => c.y)) - HEX * 0.55;
const width = Math.max(...xs) + HEX + PAD - left;
const height = Math.max(...ys) + (ROOT3 / 2) * HEX + PAD - top;

/** The board's viewBox: the hexagon of rooms plus the column letters, nothing wider. */
export const VIEW_BOX = `${left.toFixed(2)} ${top.toFixed(2)} ${width.toFixed(2)} ${height.toFixed(2)}`;

/**
 * The room an arrow key leads to from `room`, or null at the edge: up and down stay in the
 * column; left and right go to the neighbouring column, preferring the room half a step up
 * (left) or down (right) so that right-then-left comes back to the start.
 */
export function roomByArrow(room: number, key: string): number | null {
  const at = ROOMS[room];
  if (!at) return null;
  const { q, r } = at;
  const tries: Record<string, Array<[number, number]>> = {
    ArrowUp: [[q - 1, r]],
    ArrowDown: [[q + 1, r]],
    ArrowLeft: [
      [q, r - 1],
      [q + 1, r - 1],
    ],
    ArrowRight: [
      [q, r + 1],
      [q - 1, r + 1],
    ],
  };
  for (const [nq, nr] of tries[key] ?? []) {
    const next = roomAt(nq, nr);
    if (next >= 0) return next;
  }
  return null;
}
