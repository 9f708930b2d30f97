/**
 * Places from totals. Players with equal totals share a place unless a tie-break separates them;
 * the next place after a shared one is still the next list (places are lists, best first).
 * `rankWithTieBreaks` also says, for every equal total, which tie-break decided it (or that the
 * players share the place), so a result screen can state the reason in words.
 */

/** One tie-break: values compared in order when totals are equal. */
export interface TieBreakKey {
  /** Names the key for the explanation (`common:tieBreak.more.<key>`); unnamed keys say 'other'. */
  key?: string;
  values: Record<string, number>;
  lowestWins?: boolean;
}

export interface RankOptions {
  lowestWins?: boolean;
  /**
   * Extra keys compared in order when totals are equal (higher is better unless the key's
   * `lowestWins` is set). Players equal on every key share a place.
   */
  tieBreaks?: TieBreakKey[];
}

/** A tie-break key on which two tied players were equal, with their common value. */
export interface SameValue {
  key: string;
  value: number;
}

/**
 * Why players with equal totals got the places they did. 'ahead': the key `by` put place
 * `place` (`ahead`) above the next place (`behind`); 'shared': `ids` are equal on every key.
 * `same` lists the keys compared before the deciding one (or all keys, when shared).
 */
export type TieBreakNote =
  | {
      kind: 'ahead';
      ahead: string[];
      behind: string[];
      place: number;
      total: number;
      same: SameValue[];
      by: { key: string; ahead: number; behind: number; lowestWins: boolean };
    }
  | { kind: 'shared'; ids: string[]; place: number; total: number; same: SameValue[] };

/**
 * The place number of every player: standard competition ranking ("1224"), as sports tables
 * and tournaments number places. Players who share a place share its number, and the next place
 * skips as many numbers as players shared it: 1, 2, 3, 3, 5. THE rule for every place a player
 * reads (score sheets, results, History, CSV, share, statistics); `common:tieBreak.numbering` says it.
 */
export function placeNumbers(ranking: readonly (readonly string[])[]): Map<string, number> {
  const places = new Map<string, number>();
  let above = 0;
  for (const group of ranking) {
    for (const id of group) places.set(id, above + 1);
    above += group.length;
  }
  return places;
}

/** True when `id` shares its place with another player. */
export const sharesPlace = (ranking: readonly (readonly string[])[], id: string): boolean => ranking.some((g) => g.length > 1 && g.includes(id));

/** Places best first, and the tie-break notes that explain every equal total. */
export interface Ranked {
  ranking: string[][];
  tieBreaks: TieBreakNote[];
}

const valueOf = (k: TieBreakKey, id: string): number => k.values[id] ?? 0;

/** Orders player ids into places, best first, and explains every equal total. */
export function rankWithTieBreaks(totals: Record<string, number>, opts: RankOptions = {}): Ranked {
  const extra = opts.tieBreaks ?? [];
  const keys: TieBreakKey[] = [{ key: 'total', values: totals, lowestWins: opts.lowestWins }, ...extra];
  const compare = (a: string, b: string): number => {
    for (const k of keys) {
      const va = valueOf(k, a);
      const vb = valueOf(k, b);
      if (va !== vb) return k.lowestWins ? va - vb : vb - va;
    }
    return 0;
  };
  const ids = Object.keys(totals).sort(compare);
  const ranking: string[][] = [];
  for (const id of ids) {
    const last = ranking[ranking.length - 1];
    if (last && compare(last[0]!, id) === 0) last.push(id);
    else ranking.push([id]);
  }
  return { ranking, tieBreaks: explain(ranking, totals, extra) };
}

/** Notes for shared places and for neighbouring places whose totals are equal. */
function explain(ranking: string[][], totals: Record<string, number>, extra: TieBreakKey[]): TieBreakNote[] {
  const notes: TieBreakNote[] = [];
  const name = (k: TieBreakKey) => k.key ?? 'other';
  const numbers = placeNumbers(ranking);
  ranking.forEach((place, i) => {
    const first = place[0]!;
    const number = numbers.get(first)!;
    const total = totals[first] ?? 0;
    if (place.length > 1) {
      notes.push({ kind: 'shared', ids: place, place: number, total, same: extra.map((k) => ({ key: name(k), value: valueOf(k, first) })) });
    }
    const next = ranking[i + 1];
    if (!next || (totals[next[0]!] ?? 0) !== total) return;
    const other = next[0]!;
    const decisive = extra.findIndex((k) => valueOf(k, first) !== valueOf(k, other));
    const k = extra[decisive]!;
    notes.push({
      kind: 'ahead',
      ahead: place,
      behind: next,
      place: number,
      total,
      same: extra.slice(0, decisive).map((s) => ({ key: name(s), value: valueOf(s, first) })),
      by: { key: name(k), ahead: valueOf(k, first), behind: valueOf(k, other), lowestWins: k.lowestWins === true },
    });
  });
  return notes;
}

/** Orders player ids into places, best first; equal players share one list. */
export function rankPlayers(totals: Record<string, number>, opts: RankOptions = {}): string[][] {
  return rankWithTieBreaks(totals, opts).ranking;
}
