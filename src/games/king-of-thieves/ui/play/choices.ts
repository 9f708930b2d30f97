/**
 * What the seat holding the phone may do now, read from the engine's legal moves only, so the
 * table never offers a move the engine would refuse. A take or a theft is built by tapping dice
 * (dice of one face are alike, so a pick is a count per face) and then confirmed; the move played
 * is always one the engine listed.
 */
import type { Counts, Face, KotMove } from '../../engine';
import { FACES } from '../../engine';
import { faceIndex, none, total } from '../../engine/counts';

type Take = Extract<KotMove, { type: 'take' }>;
type Steal = Extract<KotMove, { type: 'steal' }>;
type Buy = Extract<KotMove, { type: 'buy' }>;

/** Dice picked by taps, plus the first-player token. */
export interface Pick {
  dice: Counts;
  token: boolean;
}

export const emptyPick = (): Pick => ({ dice: none(), token: false });
const same = (a: readonly number[], b: readonly number[]) => a.every((n, i) => n === b[i]);
export const pickSize = (p: Pick): number => total(p.dice) + (p.token ? 1 : 0);

/** One more or one fewer die of `face` in the pick: a tap on a picked die puts it back. */
export function toggleDie(p: Pick, face: Face, picked: boolean, available: number): Pick {
  const i = faceIndex(face);
  const dice = p.dice.slice();
  dice[i] = Math.max(0, Math.min(available, dice[i]! + (picked ? -1 : 1)));
  return { ...p, dice };
}

export const takes = (moves: readonly KotMove[]): Take[] => moves.filter((m): m is Take => m.type === 'take');
export const steals = (moves: readonly KotMove[]): Steal[] => moves.filter((m): m is Steal => m.type === 'steal');
export const buys = (moves: readonly KotMove[]): Buy[] => moves.filter((m): m is Buy => m.type === 'buy');

/** The listed take matching the pick, or null. */
export const takeFor = (moves: readonly KotMove[], p: Pick): Take | null => takes(moves).find((m) => m.token === p.token && same(m.dice, p.dice)) ?? null;

/** The listed theft of `from`'s loot keeping the pick, or null. */
export const stealFor = (moves: readonly KotMove[], from: number, p: Pick): Steal | null =>
  steals(moves).find((m) => m.from === from && m.token === p.token && same(m.keep, p.dice)) ?? null;

/** Seats whose loot may be stolen now. */
export const victims = (moves: readonly KotMove[]): number[] => [...new Set(steals(moves).map((m) => m.from))];

/** The only take, when the book forces it (the last player without loot takes everything). */
export function forcedTake(moves: readonly KotMove[]): Take | null {
  const all = takes(moves);
  return all.length === 1 ? all[0]! : null;
}

/** Cards the seat can buy now, each with its payments (fewest coins first). */
export function buyable(moves: readonly KotMove[]): Map<string, Buy[]> {
  const out = new Map<string, Buy[]>();
  for (const m of buys(moves)) out.set(m.card, [...(out.get(m.card) ?? []), m]);
  for (const list of out.values()) list.sort((a, b) => a.coins - b.coins);
  return out;
}

/** Card abilities usable now (die changes and trades), in the order the engine lists them. */
export const abilities = (moves: readonly KotMove[]) =>
  moves.filter((m): m is Extract<KotMove, { type: 'flip' | 'trade' }> => m.type === 'flip' || m.type === 'trade');

/** Dice of a pool, one entry per die, in face order (how the table draws them). */
export const diceOf = (c: readonly number[]): Face[] => FACES.flatMap((f, i) => Array.from({ length: c[i] ?? 0 }, () => f));
