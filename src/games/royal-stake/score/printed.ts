/**
 * Printed values the rulebook text lost (unknown bet backs, king numbers), read from the input's
 * `printed` block first and then from the user's card-value store. Nothing is ever guessed.
 */
import { ok, type Result } from '../../../lib/result';
import { RULER_COLOURS, type Colour } from '../data/colours';
import { UNKNOWN_BET_BACKS, hasUnknownBack, type UnknownBetCharacter } from '../data/characters';
import { CARD_VALUE_PREFIX, MAX_PRINTED_VP, MAX_PRINTED_WINS, betKey, betWinsKey, kingNumberKey, type KingSide } from '../data/card-values';
import { isRecord, readInt } from '../../../lib/read';
import { stolikValues } from '../data/stolik-values';
import { fail, type Code } from '../codes';

/** A bet back: VP by exact win count. */
export type BetTable = Readonly<Record<number, number>>;

/** Lookup of the values the text lost: user-entered printed ones, or Stolik's digital set. */
export interface Printed {
  /** Where the values come from: the user's cards ('user') or Stolik's own set ('stolik'). */
  source: 'user' | 'stolik';
  /** The back of a character whose back the text lost, or ERR_NEEDS_CARD_VALUE naming it. */
  betBack(c: UnknownBetCharacter): Result<BetTable, Code>;
  /** A king's number on the side that shows, or ERR_NEEDS_CARD_VALUE naming it. */
  kingNumber(colour: Colour, side: KingSide): Result<number, Code>;
}

const needs = (key: string) => fail('ERR_NEEDS_CARD_VALUE', { key });

function readBetList(v: unknown, path: string): Result<Record<number, number>, Code> {
  if (!Array.isArray(v) || v.length === 0) return fail('ERR_BAD_PRINTED_VALUE', { field: path }, path);
  const table: Record<number, number> = {};
  for (const [i, e] of v.entries()) {
    if (!isRecord(e)) return fail('ERR_BAD_PRINTED_VALUE', { field: `${path}.${i}` }, `${path}.${i}`);
    const w = readInt(e.wins, 0, MAX_PRINTED_WINS, `${path}.${i}.wins`);
    if (!w.ok) return w;
    const vp = readInt(e.vp, 0, MAX_PRINTED_VP, `${path}.${i}.vp`);
    if (!vp.ok) return vp;
    if (table[w.value] !== undefined) return fail('ERR_BAD_PRINTED_VALUE', { field: `${path}.${i}` }, `${path}.${i}`);
    table[w.value] = vp.value;
  }
  return ok(table);
}

function readNumbers(v: unknown, path: string, into: Map<string, number>, side: KingSide): Result<true, Code> {
  if (v === undefined) return ok(true);
  if (!isRecord(v)) return fail('ERR_BAD_PRINTED_VALUE', { field: path }, path);
  for (const [k, n] of Object.entries(v)) {
    if (!(RULER_COLOURS as readonly string[]).includes(k)) return fail('ERR_UNKNOWN_COLOUR', { value: k }, `${path}.${k}`);
    const num = readInt(n, 0, MAX_PRINTED_VP, `${path}.${k}`);
    if (!num.ok) return num;
    into.set(kingNumberKey(k as Colour, side), num.value);
  }
  return ok(true);
}

/** Reads `input.printed` and the card-value store into one lookup (input wins over store). */
export function readPrinted(raw: unknown, cardValues: unknown): Result<Printed, Code> {
  const bets = new Map<string, Record<number, number>>();
  const kings = new Map<string, number>();
  if (isRecord(cardValues)) {
    for (const [key, v] of Object.entries(cardValues)) {
      if (!key.startsWith(CARD_VALUE_PREFIX)) continue;
      if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > MAX_PRINTED_VP) {
        return fail('ERR_BAD_CARD_VALUE', { key });
      }
      const bet = UNKNOWN_BET_BACKS.find((c) => key.startsWith(`${betKey(c)}/`));
      if (bet) {
        const wins = Number(key.slice(betKey(bet).length + 1));
        if (!Number.isInteger(wins) || betWinsKey(bet, wins) !== key) return fail('ERR_BAD_CARD_VALUE', { key });
        bets.set(bet, { ...(bets.get(bet) ?? {}), [wins]: v });
      } else kings.set(key, v);
    }
  }
  if (raw !== undefined) {
    if (!isRecord(raw)) return fail('ERR_BAD_PRINTED_VALUE', { field: 'printed' }, 'printed');
    if (raw.bets !== undefined) {
      if (!isRecord(raw.bets)) return fail('ERR_BAD_PRINTED_VALUE', { field: 'printed.bets' }, 'printed.bets');
      for (const [c, list] of Object.entries(raw.bets)) {
        if (!hasUnknownBack(c)) return fail('ERR_PRINTED_NOT_NEEDED', { card: c }, `printed.bets.${c}`);
        const t = readBetList(list, `printed.bets.${c}`);
        if (!t.ok) return t;
        bets.set(c, t.value);
      }
    }
    const f = readNumbers(raw.kingNumbers, 'printed.kingNumbers', kings, 'front');
    if (!f.ok) return f;
    const b = readNumbers(raw.kingBackNumbers, 'printed.kingBackNumbers', kings, 'back');
    if (!b.ok) return b;
  }
  return ok({
    source: 'user',
    betBack: (c) => {
      const t = bets.get(c);
      return t ? ok(t) : needs(betKey(c));
    },
    kingNumber: (colour, side) => {
      const key = kingNumberKey(colour, side);
      const n = kings.get(key);
      return n === undefined ? needs(key) : ok(n);
    },
  });
}

/**
 * Stolik's digital values (data/stolik-values.ts), never the box's: a game played with them
 * records `valueSet: 'stolik'` and is scored with them alone (the store and `printed` unused).
 */
export function stolikPrinted(): Printed {
  const { bets, kingNumbers } = stolikValues();
  return {
    source: 'stolik',
    betBack: (c) => ok(Object.fromEntries(bets[c].map((l) => [l.wins, l.vp]))),
    kingNumber: (colour, side) => ok(kingNumbers[side][colour]),
  };
}
