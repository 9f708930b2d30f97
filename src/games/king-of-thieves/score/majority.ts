import { TIE_PENALTY } from '../data/scoring';

/** A player's share of a majority bonus. */
export interface MajorityAward {
  points: number;
  /** 1 for most, 2 for second most, 0 when the player earned no place. */
  place: number;
  tied: boolean;
}

/**
 * Pays majority bonuses ("Подсчёт очков"): `pays[k]` goes to the player in place k+1. Places are
 * counted the sports way: players tied for a place use it up together with the places behind
 * it (two leaders tied leave no second place), and each of them gets TIE_PENALTY less. Nobody
 * wins a place with a count of zero. Both are Stolik rulings (see the rules page).
 */
export function awardMajority(counts: ReadonlyMap<string, number>, pays: readonly number[]): Map<string, MajorityAward> {
  const awards = new Map<string, MajorityAward>();
  for (const id of counts.keys()) awards.set(id, { points: 0, place: 0, tied: false });
  const levels = [...new Set(counts.values())].filter((n) => n > 0).sort((a, b) => b - a);
  let ahead = 0;
  for (const level of levels) {
    const group = [...counts].filter(([, n]) => n === level).map(([id]) => id);
    const pay = pays[ahead];
    if (pay === undefined) break;
    const tied = group.length > 1;
    const points = Math.max(0, pay - (tied ? TIE_PENALTY : 0));
    for (const id of group) awards.set(id, { points, place: ahead + 1, tied });
    ahead += group.length;
  }
  return awards;
}
