/**
 * Sheets written elsewhere (a vector, an older backup) may leave out the fields the scorer treats
 * as optional; the editors read the list and yes/no fields, so those are filled in before drawing
 * or editing. Tricks, won-card counts and deal penalty cards are never filled in: an absent
 * count means "not entered", and only a person may turn it into a number (0 included).
 */
import type { Mode } from '../../data/decks';
import type { RsInput } from './input';
import { isRecord } from '../../../../lib/read';

type Loose = Record<string, unknown>;
const arr = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);
/** A count as stored, or absent (not entered). */
const count = (raw: Loose, key: string): Loose => (typeof raw[key] === 'number' ? { [key]: raw[key] } : {});
const without = (raw: Loose, ...keys: string[]): Loose => {
  const out = { ...raw };
  for (const k of keys) delete out[k];
  return out;
};

/** One entry with every field the editors read (optional fields the scorer allows filled in). */
function fullEntry(mode: Mode, raw: Loose): Loose {
  const rawWon = isRecord(raw.won) ? raw.won : {};
  const won = Object.fromEntries(Object.entries(rawWon).filter(([, v]) => typeof v === 'number'));
  const base = { ...without(raw, 'tricks'), ...count(raw, 'tricks') };
  switch (mode) {
    case 'i-am-king':
      return { ...base, redQueen: raw.redQueen === true, flagWins: arr<number>(raw.flagWins) };
    case 'team':
      return { ...base, redQueen: raw.redQueen === true, kingUsed: raw.kingUsed === true };
    case 'emperor':
      return { ...base, kingUsed: raw.kingUsed === true, won, courtCards: arr<string>(raw.courtCards) };
    default:
      return {
        ...without(base, 'dealPenaltyCards'),
        ...count(raw, 'dealPenaltyCards'),
        faceUp: arr(raw.faceUp),
        bets: arr(raw.bets),
        won,
        redQueen: raw.redQueen === true,
        kingUsed: raw.kingUsed === true,
        queenRecharged: raw.queenRecharged === true,
      };
  }
}

/**
 * A sheet with the optional fields filled in (inputs written elsewhere, such as a vector or an
 * older backup, may leave them out); what the scorer reads does not change.
 */
export function normalize(input: RsInput): RsInput {
  const rounds = input.rounds.map((round) => ({
    ...round,
    players: Object.fromEntries(Object.entries(round.players).map(([id, e]) => [id, fullEntry(input.mode, e as unknown as Loose)])),
  }));
  const out = { ...input, rounds } as Loose;
  if (input.mode === 'standard' || input.mode === 'two-players') {
    const raw = (input as unknown as Loose).options;
    const o = isRecord(raw) ? raw : {};
    const b = (k: string) => (o as Loose)[k] === true;
    out.options = { jesterDeal: b('jesterDeal'), cheerleaderAdvanced: b('cheerleaderAdvanced'), baseSquads: b('baseSquads') };
  }
  if (input.mode === 'team') out.teams = arr(out.teams);
  return out as unknown as RsInput;
}
