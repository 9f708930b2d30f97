/**
 * A quick judgement of a position for the bots: loot already taken, tiles under the gang's
 * thieves (as good as taken: a thief always takes the tile it leaves or stands on when its gang
 * leaves), the best tile each thief can run to next, the tiles the gang reaches first
 * (territory.ts), and a little for room to move.
 */
import { isOpenForThief, lootPoints, occupancy } from '../engine/board';
import { RAYS, ROOM_TOTAL } from '../engine/geometry';
import { draftOf } from '../engine/turn';
import { performMove } from '../engine/rules';
import type { SlyMove, SlyState } from '../engine/types';
import { reachOf, type Reach } from './territory';

/**
 * Weights, in points per point of tile. A gang alone in the bank will end with every tile it can
 * reach, so there a tile counts almost fully wherever it lies, and the small gaps between free
 * tile, tile under a thief and loot make each step of collecting a gain: the bot never circles
 * to put off the end of the game. The pull towards the nearest tile is smaller than any gap.
 */
const WEIGHTS = {
  /** A tile under a thief: guards and black thieves can still take it away. */
  under: { basic: 1, advanced: 0.85, alone: 0.99 },
  /** Free tiles the gang reaches first (territory.ts); when alone, all it can reach. */
  territory: { contested: 0.25, alone: 0.98 },
  /** The best tile one thief can land on next turn (one thief moves per turn). */
  nextTile: 0.5,
  /**
   * Per room a thief can run to, capped: a boxed-in thief is worth only its tile. Basic variant
   * only: advanced thieves cross empty rooms, and a bonus that vanishes when the game ends would
   * make a bot put the end off for ever.
   */
  mobility: 0.02,
  mobilityCap: 6,
  /** Per step to the nearest free tile, capped: it only breaks ties between idle moves. */
  nearestPull: 0.0005,
  nearestCap: 12,
} as const;

/** True when every other gang has left the bank. */
const isAlone = (s: SlyState, seat: number): boolean => s.left.every((gone, other) => gone || other === seat);

/** Best tile value one run can land on, and how many rooms the thief can run to. */
function runProspect(s: SlyState, occ: Int8Array, from: number): { best: number; rooms: number } {
  let best = 0;
  let rooms = 0;
  for (const ray of RAYS[from]!) {
    for (const room of ray) {
      if (!isOpenForThief(s, occ, room)) break;
      rooms++;
      best = Math.max(best, s.tiles[room]?.value ?? 0);
    }
  }
  return { best, rooms };
}

/** What the seat's gang is worth in this position, in points. */
export function gangWorth(s: SlyState, occ: Int8Array, seat: number, reach: Reach): number {
  let worth = lootPoints(s, seat);
  if (s.left[seat]) return worth;
  const alone = isAlone(s, seat);
  const under = alone ? WEIGHTS.under.alone : WEIGHTS.under[s.config.variant];
  worth += (alone ? WEIGHTS.territory.alone : WEIGHTS.territory.contested) * reach.territory;
  if (reach.nearest < ROOM_TOTAL) worth -= WEIGHTS.nearestPull * Math.min(reach.nearest, WEIGHTS.nearestCap);
  let bestNext = 0;
  for (const t of s.thieves) {
    if (t.seat !== seat || t.room === null) continue;
    worth += under * (s.tiles[t.room]?.value ?? 0);
    if (alone) continue;
    const p = runProspect(s, occ, t.room);
    bestNext = Math.max(bestNext, p.best);
    if (s.config.variant === 'basic') worth += WEIGHTS.mobility * Math.min(p.rooms, WEIGHTS.mobilityCap);
  }
  return worth + WEIGHTS.nextTile * bestNext;
}

/** The seat's worth minus the best rival's (paranoid: the strongest rival is the threat). */
export function evaluate(s: SlyState, seat: number): number {
  const occ = occupancy(s);
  const reach = reachOf(s, occ);
  let rival = -Infinity;
  for (let other = 0; other < s.config.players; other++) {
    if (other !== seat) rival = Math.max(rival, gangWorth(s, occ, other, reach[other]!));
  }
  return gangWorth(s, occ, seat, reach[seat]!) - rival;
}

/** Plays a move taken from `legalMoves` without re-checking it (the bots' hot path). */
export function playLegal(s: SlyState, m: SlyMove): SlyState {
  const occ = occupancy(s);
  const d = draftOf(s);
  performMove(d, occ, m);
  return d;
}

/**
 * A cheap guess of how good a move is, for trying good moves first: the tile taken plus most of
 * the tile landed on. Follow-ups and placements score 0 and keep their order.
 */
export function moveHint(s: SlyState, m: SlyMove): number {
  if (m.type !== 'move') return 0;
  return (s.tiles[m.from]?.value ?? 0) + 0.8 * (s.tiles[m.to]?.value ?? 0);
}
