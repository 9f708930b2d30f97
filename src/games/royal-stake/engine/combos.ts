/**
 * Discard moves: every way to throw away k cards of a hand. Opponents in "I am King" have 220
 * ways, listed at every discard of every bot playout, so moves of up to 3 cards are built once
 * per card set and shared (frozen) from then on; the list itself is the only new object.
 */
import { CARD } from './cards';
import type { CardId } from './types';
import type { Code } from '../codes';

/** A discard move as listed (frozen when shared). */
export type DiscardMove = { t: 'discard'; cards: CardId[] };

const INDEX = new Map<CardId, number>(Object.keys(CARD).map((id, i) => [id, i]));
const IDS = Object.keys(CARD);
const N = IDS.length;

// Interned moves of 1-3 cards, by the combinatorial rank of their sorted card indices.
const binom = (n: number, k: number): number => {
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return n < k ? 0 : Math.round(r);
};
const SHARED: (DiscardMove | undefined)[][] = [[], new Array(binom(N, 1)), new Array(binom(N, 2)), new Array(binom(N, 3))];

/** The shared move of the sorted card indices a < b < c (b, c = -1 when unused). */
function shared(k: number, rank: number, a: number, b: number, c: number): DiscardMove {
  const table = SHARED[k]!;
  let m = table[rank];
  if (!m) {
    const ids = [IDS[a]!];
    if (b >= 0) ids.push(IDS[b]!);
    if (c >= 0) ids.push(IDS[c]!);
    m = Object.freeze({ t: 'discard' as const, cards: Object.freeze(ids) as CardId[] });
    table[rank] = m;
  }
  return m;
}

/** Sorted table indices of `cards`, or null if a card is unknown or repeated. */
function sortedIndices(cards: readonly CardId[]): number[] | null {
  const out: number[] = [];
  for (const c of cards) {
    const v = INDEX.get(c);
    if (v === undefined) return null;
    // Insertion sort: a dozen cards at most, and no comparator callbacks.
    let j = out.length;
    out.push(v);
    while (j > 0 && out[j - 1]! > v) {
      out[j] = out[j - 1]!;
      j--;
    }
    if (j > 0 && out[j - 1] === v) return null;
    out[j] = v;
  }
  return out;
}

/** Every k-subset of `items` (k = 0: one empty subset), in lexicographic order of positions. */
export function subsets<T>(items: readonly T[], k: number): T[][] {
  const out: T[][] = [];
  if (!Number.isInteger(k) || k < 0 || k > items.length) return out;
  const pick: T[] = [];
  const walk = (from: number) => {
    if (pick.length === k) {
      out.push(pick.slice());
      return;
    }
    for (let i = from; i <= items.length - (k - pick.length); i++) {
      pick.push(items[i]!);
      walk(i + 1);
      pick.pop();
    }
  };
  walk(0);
  return out;
}

/**
 * A discard move for every k-card subset of `cards`. Cards inside a move follow the card table
 * order. Moves of 1-3 known, distinct cards are shared frozen objects: never mutate a move.
 */
export function discardMovesOf(cards: readonly CardId[], k: number): DiscardMove[] {
  if (!Number.isInteger(k) || k < 0 || k > cards.length) return [];
  const idx = k >= 1 && k <= 3 ? sortedIndices(cards) : null;
  if (!idx) return subsets(cards, k).map((set) => ({ t: 'discard', cards: set }));
  const n = idx.length;
  const out: DiscardMove[] = new Array(binom(n, k));
  const table = SHARED[k]!;
  let at = 0;
  // Table hits inline; `shared` only builds a move the first time its cards are seen.
  if (k === 1) {
    for (let a = 0; a < n; a++) out[at++] = table[idx[a]!] ?? shared(1, idx[a]!, idx[a]!, -1, -1);
  } else if (k === 2) {
    for (let b = 1; b < n; b++) {
      const ib = idx[b]!;
      const rb = ((ib * (ib - 1)) / 2) | 0;
      for (let a = 0; a < b; a++) out[at++] = table[rb + idx[a]!] ?? shared(2, rb + idx[a]!, idx[a]!, ib, -1);
    }
  } else {
    for (let c = 2; c < n; c++) {
      const ic = idx[c]!;
      const rc = ((ic * (ic - 1) * (ic - 2)) / 6) | 0;
      for (let b = 1; b < c; b++) {
        const ib = idx[b]!;
        const rb = (rc + (ib * (ib - 1)) / 2) | 0;
        for (let a = 0; a < b; a++) out[at++] = table[rb + idx[a]!] ?? shared(3, rb + idx[a]!, idx[a]!, ib, ic);
      }
    }
  }
  return out;
}

/**
 * Checks a discard of exactly `count` distinct cards from `hand`; returns the ERR_ code and
 * params or null. Shared by every mode's discard step.
 */
export function discardRefusal(hand: readonly CardId[], cards: unknown, count: number): { error: Code; params?: Record<string, string | number> } | null {
  if (!Array.isArray(cards)) return { error: 'ERR_BAD_MOVE' };
  if (cards.length !== count) return { error: 'ERR_DISCARD_COUNT', params: { count: cards.length, expected: count } };
  for (let i = 0; i < cards.length; i++) {
    const c: unknown = cards[i];
    if (typeof c !== 'string') return { error: 'ERR_BAD_MOVE' };
    // A handful of cards: a pairwise check beats building a Set.
    for (let j = 0; j < i; j++) if (cards[j] === c) return { error: 'ERR_DUPLICATE_CARD', params: { card: c } };
    if (!hand.includes(c)) return { error: 'ERR_CARD_NOT_IN_HAND', params: { card: c } };
  }
  return null;
}
