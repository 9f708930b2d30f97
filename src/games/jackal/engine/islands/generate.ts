/**
 * Islands made from a seed: random cells, kept only when fair and solvable (check.ts). Stolik's
 * 40 islands (data/stolikIslands.ts) came out of this generator with the seeds "stolik-1" to
 * "stolik-40" and are stored as data, so a later change here never changes a saved game.
 */
import { nextInt, shuffle, type RngState } from '../../../../lib/rng';
import { ISLAND_SIZE, type CellCode, type Island } from '../../data/island';
import { isPlayableIsland } from './check';

/** Treasure sets an island may carry (2-3 treasures, 3-6 coins, one worth 2 or more). */
const TREASURE_SETS: readonly (readonly CellCode[])[] = [
  ['1', '2'],
  ['1', '3'],
  ['2', '3'],
  ['1', '2', '3'],
  ['1', '1', '3'],
  ['1', '2', '2'],
  ['2', '2'],
  ['1', '1', '2'],
];

/** Tries before giving up on a seed (a playable island comes within a few dozen draws). */
const MAX_TRIES = 400;

const isBorder = (i: number) => {
  const r = Math.floor(i / ISLAND_SIZE);
  const c = i % ISLAND_SIZE;
  return r === 0 || c === 0 || r === ISLAND_SIZE - 1 || c === ISLAND_SIZE - 1;
};

/** One random draw of cells (maybe unplayable). */
function drawIsland(rng: RngState, id: string): { island: Island; rng: RngState } {
  let s = rng;
  const pick = (n: number) => {
    const d = nextInt(s, n);
    s = d.state;
    return d.value;
  };
  const cells: CellCode[] = Array<CellCode>(ISLAND_SIZE * ISLAND_SIZE).fill('.');
  const order = shuffle(s, [...cells.keys()]);
  s = order.state;
  // Water lies along the shore (border cells), the white landing flag on the shore too.
  const border = order.value.filter(isBorder);
  const inner = order.value.filter((i) => !isBorder(i));
  const water = 2 + pick(4);
  const shore = border.slice(0, water + 1);
  shore.slice(0, water).forEach((i) => (cells[i] = '~'));
  cells[shore[water]!] = 'W';
  const rest = [...border.slice(water + 1), ...inner];
  const free = shuffle(s, rest);
  s = free.state;
  const spots = free.value;
  const put = (code: CellCode) => {
    const i = spots.shift();
    if (i !== undefined) cells[i] = code;
  };
  for (const t of TREASURE_SETS[pick(TREASURE_SETS.length)]!) put(t);
  if (pick(2) === 0) put('R');
  if (pick(2) === 0) put('B');
  const traps = pick(3);
  const robbers = pick(3);
  for (let k = 0; k < traps; k++) put('T');
  for (let k = 0; k < robbers; k++) put('X');
  const rows: string[] = [];
  for (let r = 0; r < ISLAND_SIZE; r++) rows.push(cells.slice(r * ISLAND_SIZE, (r + 1) * ISLAND_SIZE).join(''));
  return { island: { id, rows }, rng: s };
}

/** A fair, solvable island from `rng`, and the generator state after it. */
export function generateIsland(rng: RngState, id: string): { island: Island; rng: RngState } {
  let s = rng;
  for (let k = 0; k < MAX_TRIES; k++) {
    const drawn = drawIsland(s, id);
    s = drawn.rng;
    if (isPlayableIsland(drawn.island)) return drawn;
  }
  // Never seen in practice (tested over thousands of seeds); a plain island keeps the game going.
  return { island: { id, rows: ['~~W~~', '..1..', '.T.X.', '..2..', '~.3.~'] }, rng: s };
}
