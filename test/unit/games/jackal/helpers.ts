// Small builders for arrival-judge inputs, so each test shows only the row it is about.
import { judgeArrivals, type ArrivalVerdict, type PirateVerdict } from '../../../../src/games/jackal/referee';

/** A card entry as the judge reads it. */
export type CardEntry = { card: string; to?: unknown };

export const T = (id: string, value: number) => ({ treasure: id, value });
export const card = (name: string, to?: unknown): CardEntry => (to === undefined ? { card: name } : { card: name, to });

/** One island: seats A-D by default, first player A, both coloured flags present. */
export function island(pirates: Record<string, CardEntry[]>, opts: { seats?: string[]; firstPlayer?: string; islandFlags?: string[] } = {}) {
  return {
    seats: opts.seats ?? ['A', 'B', 'C', 'D'],
    firstPlayer: opts.firstPlayer ?? 'A',
    islandFlags: opts.islandFlags ?? ['red', 'blue'],
    pirates: Object.entries(pirates).map(([id, cards]) => ({ id, cards })),
  };
}

/** Judges and unwraps, failing the test on a refusal. */
export function judge(input: unknown): ArrivalVerdict {
  const r = judgeArrivals(input);
  if (!r.ok) throw new Error(`refused: ${r.error} at ${r.path ?? ''}`);
  return r.value;
}

/** The verdict of one pirate. */
export function pirate(verdict: ArrivalVerdict, id: string): PirateVerdict {
  const p = verdict.pirates.find((v) => v.id === id);
  if (!p) throw new Error(`no verdict for ${id}`);
  return p;
}

/** Judges a single pirate's row on an island where everything is present. */
export function walkAlone(cards: CardEntry[], islandFlags: string[] = ['red', 'blue']): PirateVerdict {
  return pirate(judge(island({ A: cards }, { islandFlags })), 'A');
}
