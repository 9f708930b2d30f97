/**
 * The score input's value fields for a digital game, from the set its config recorded: Stolik's
 * digital set by name only (the scorer holds it, data/stolik-values.ts), the printed values
 * inline as `printed` (so a game scores the same on any device). Rows then say which they used:
 * `params.valueSet = 'stolik'`, or `userEntered` for the printed ones.
 */
import type { Colour } from '../data/colours';

/** The lost values as a digital game's config holds them (engine/modes/standard/config.ts). */
export interface GameValues {
  bets: Readonly<Record<string, readonly { wins: number; vp: number }[]>>;
  kingNumbers: { front: Readonly<Record<Colour, number>>; back: Readonly<Record<Colour, number>> };
}

/** `{ valueSet: 'stolik' }`, or `{ valueSet: 'printed', printed }` in the scorer's input shape. */
export function valueFields(valueSet: 'printed' | 'stolik', values: GameValues): Record<string, unknown> {
  if (valueSet === 'stolik') return { valueSet };
  const bets = Object.fromEntries(Object.entries(values.bets).map(([c, lines]) => [c, lines.map((l) => ({ wins: l.wins, vp: l.vp }))]));
  return { valueSet, printed: { bets, kingNumbers: { ...values.kingNumbers.front }, kingBackNumbers: { ...values.kingNumbers.back } } };
}
