/**
 * Territory for the bots: how many steps each gang needs to reach every room, walking through
 * rooms a thief could use (rivals' thieves and guards are walls). A tile a gang reaches strictly
 * first is counted as its territory; the distance to a gang's nearest tile pulls idle thieves
 * towards the loot, so a gang alone in the bank never wanders in circles.
 */
import { hasGuard } from '../engine/board';
import { CENTRE, NEIGHBOURS, ROOM_TOTAL } from '../engine/geometry';
import type { SlyState } from '../engine/types';

/** What the walk found for one gang. */
export interface Reach {
  /** Points on the tiles this gang reaches strictly before every other gang. */
  territory: number;
  /** Steps to the nearest tile not under a thief (ROOM_TOTAL when there is none). */
  nearest: number;
}

/** Steps from the seat's thieves to each room; -1 where the gang cannot walk. */
function stepsFrom(s: SlyState, occ: Int8Array, seat: number, dist: Int16Array): void {
  dist.fill(-1);
  const queue: number[] = [];
  for (const t of s.thieves) {
    if (t.seat === seat && t.room !== null) {
      dist[t.room] = 0;
      queue.push(t.room);
    }
  }
  const basic = s.config.variant === 'basic';
  for (let head = 0; head < queue.length; head++) {
    const room = queue[head]!;
    for (const n of NEIGHBOURS[room]!) {
      if (dist[n] !== -1 || n === CENTRE || hasGuard(s, n)) continue;
      const who = occ[n]!;
      if (who >= 0 && s.thieves[who]!.seat !== seat) continue;
      if (basic && !s.tiles[n]) continue;
      dist[n] = dist[room]! + 1;
      queue.push(n);
    }
  }
}

/** Territory and nearest-tile distance of every seat (seats that left get zeros). */
export function reachOf(s: SlyState, occ: Int8Array): Reach[] {
  const players = s.config.players;
  const dists = Array.from({ length: players }, () => new Int16Array(ROOM_TOTAL));
  for (let seat = 0; seat < players; seat++) if (!s.left[seat]) stepsFrom(s, occ, seat, dists[seat]!);
  const out: Reach[] = Array.from({ length: players }, () => ({ territory: 0, nearest: ROOM_TOTAL }));
  for (let room = 0; room < ROOM_TOTAL; room++) {
    const tile = s.tiles[room];
    if (!tile || occ[room]! >= 0) continue;
    let bestSeat = -1;
    let bestDist = ROOM_TOTAL;
    for (let seat = 0; seat < players; seat++) {
      if (s.left[seat]) continue;
      const d = dists[seat]![room]!;
      if (d < 0) continue;
      if (d < out[seat]!.nearest) out[seat]!.nearest = d;
      if (d < bestDist) {
        bestDist = d;
        bestSeat = seat;
      } else if (d === bestDist) {
        bestSeat = -1;
      }
    }
    if (bestSeat >= 0) out[bestSeat]!.territory += tile.value;
  }
  return out;
}
