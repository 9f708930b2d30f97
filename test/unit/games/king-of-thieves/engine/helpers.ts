// Builders for the King of Thieves engine tests: a table after set-up, a table in the sale with
// chosen cards and dice, and short ways to play or refuse a move.
import { engine, type Counts, type Face, type KotMove, type KotState } from '../../../../../src/games/king-of-thieves/engine';
import { FACES } from '../../../../../src/games/king-of-thieves/engine';

/** A dice pool from face counts: D({ red: 2, bag: 1 }). */
export const D = (c: Partial<Record<Face, number>> = {}): Counts => FACES.map((f) => c[f] ?? 0);

/** The table after set-up for `players` seats. */
export function start(players = 4, seed = 'test', first = 0): KotState {
  const r = engine.setup({ players, first }, seed);
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

/** Applies a move the test expects to be legal. */
export function play(s: KotState, move: KotMove): KotState {
  const r = engine.apply(s, move);
  if (!r.ok) throw new Error(`${r.error} ${JSON.stringify(r.params)} for ${JSON.stringify(move)}`);
  return r.value;
}

/** The code a refused move gets ('ok' when it is accepted). */
export function refusal(s: KotState, move: unknown): string {
  // Untrusted input on purpose: the engine reads moves from stored JSON.
  const r = engine.apply(s, move as KotMove);
  return r.ok ? 'ok' : r.error;
}

/** A table in the loot split with the centre and loots given, `seat` to choose. */
export function inSplit(opts: { players?: number; seat?: number; centre: Counts; loot?: Counts[]; token?: number; cards?: string[][] }): KotState {
  const s = start(opts.players ?? 4);
  return {
    ...s,
    seat: opts.seat ?? 0,
    centre: opts.centre,
    loot: opts.loot ?? s.loot,
    token: opts.token ?? -1,
    cards: opts.cards ?? s.cards,
  };
}

/**
 * A table in the sale: `seat` (default 0) holds the token and buys first; each seat's loot, the
 * loot as the split ended (defaults to the loot), cards and coins as given; the market rows and
 * decks as given or as set up.
 */
export function inSale(opts: {
  players?: number;
  seat?: number;
  loot?: Counts[];
  finalLoot?: Counts[];
  cards?: string[][];
  coins?: number[];
  rowA?: (string | null)[];
  rows?: KotState['rows'];
  decks?: KotState['decks'];
  open?: KotState['open'];
}): KotState {
  const players = opts.players ?? 4;
  const s = start(players);
  const seat = opts.seat ?? 0;
  const loot = opts.loot ?? s.loot.map(() => D());
  const used = loot.reduce((n, l) => n + l.reduce((a, b) => a + b, 0), 0);
  return {
    ...s,
    phase: 'sale',
    seat,
    token: seat,
    loot,
    centre: D({ red: s.diceCount - used }),
    finalLoot: opts.finalLoot ?? loot,
    finalToken: seat,
    cards: opts.cards ?? s.cards,
    coins: opts.coins ?? s.coins,
    rows: opts.rows ?? (opts.rowA ? { ...s.rows, A: opts.rowA } : s.rows),
    decks: opts.decks ?? s.decks,
    open: opts.open ?? s.open,
    sale: { order: Array.from({ length: players }, (_, k) => (seat + k) % players), at: 0, bought: 0, used: [] },
  };
}

/** Cards of the given ids for one seat and none for the others. */
export const cardsFor = (players: number, seat: number, ids: string[]): string[][] => Array.from({ length: players }, (_, i) => (i === seat ? ids : []));

/** Every die in a state: the centre and every loot, face by face. */
export const allDice = (s: KotState): Counts => s.loot.reduce((sum, l) => sum.map((n, i) => n + l[i]!), s.centre.slice());
