/**
 * Places from totals. Players with equal totals share a place unless a tie-break separates them;
 * the next place after a shared one is still the next list (places are lists, best first).
 */
export interface RankOptions {
  lowestWins?: boolean;
  /**
   * Extra keys compared in order when totals are equal (higher is better unless the key's
   * `lowestWins` is set). Players equal on every key share a place.
   */
  tieBreaks?: Array<{ values: Record<string, number>; lowestWins?: boolean }>;
}

/** Orders player ids into places, best first; equal players share one list. */
export function rankPlayers(totals: Record<string, number>, opts: RankOptions = {}): string[][] {
  const keys = [{ values: totals, lowestWins: opts.lowestWins }, ...(opts.tieBreaks ?? [])];
  const compare = (a: string, b: string): number => {
    for (const k of keys) {
      const va = k.values[a] ?? 0;
      const vb = k.values[b] ?? 0;
      if (va !== vb) return k.lowestWins ? va - vb : vb - va;
    }
    return 0;
  };
  const ids = Object.keys(totals).sort(compare);
  const places: string[][] = [];
  for (const id of ids) {
    const last = places[places.length - 1];
    if (last && compare(last[0]!, id) === 0) last.push(id);
    else places.push([id]);
  }
  return places;
}
