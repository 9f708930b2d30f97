// Shorthand for trick judge tests: "r7" = red 7, "k10" = black 10, "b"/"g" blue/green,
// "R" rarity, "F" white flag, "J:red" a playing jack, "Q:white" a playing queen.
import type { TrickCard, TrickPlay } from '../../../../src/games/royal-stake/referee';

const SUIT: Record<string, 'red' | 'blue' | 'green' | 'black'> = { r: 'red', b: 'blue', g: 'green', k: 'black' };

/** Parses one card shorthand. */
export function card(s: string): TrickCard {
  if (s === 'R') return { kind: 'rarity' };
  if (s === 'F') return { kind: 'whiteFlag' };
  if (s.startsWith('J:') || s.startsWith('Q:')) {
    return { kind: s[0] === 'J' ? 'jack' : 'queen', colour: s.slice(2) as 'white' };
  }
  return { kind: 'number', colour: SUIT[s[0]!]!, rank: Number(s.slice(1)) };
}

/** A play from shorthand plus modifiers. */
export const play = (s: string, mods: Omit<TrickPlay, 'card'> = {}): TrickPlay => ({ card: card(s), ...mods });

/** Plays from shorthand without modifiers. */
export const plays = (...xs: string[]): TrickPlay[] => xs.map((x) => play(x));
