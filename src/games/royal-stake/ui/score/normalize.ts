/**
 * Sheets written elsewhere (a vector, an older backup) may leave out the fields the scorer treats
 * as optional; the editors read every field, so they are filled in before drawing or editing.
 */
import type { Mode } from '../../data/decks';
import { emptyWon, type RsInput } from './input';

type Loose = Record<string, unknown>;
const arr = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);
const num = (v: unknown): number => (typeof v === 'number' ? v : 0);

/** One entry with every field the editors read (optional fields the scorer allows filled in). */
function fullEntry(mode: Mode, raw: Loose): Loose {
  const won = { ...emptyWon(), ...(typeof raw.won === 'object' && raw.won ? raw.won : {}) };
  switch (mode) {
    case 'i-am-king':
      return { ...raw, tricks: num(raw.tricks), redQueen: raw.redQueen === true, flagWins: arr<number>(raw.flagWins) };
    case 'team':
      return { ...raw, tricks: num(raw.tricks), redQueen: raw.redQueen === true, kingUsed: raw.kingUsed === true };
    case 'emperor':
      return { ...raw, tricks: num(raw.tricks), kingUsed: raw.kingUsed === true, won, courtCards: arr<string>(raw.courtCards) };
    default:
      return {
        ...raw, faceUp: arr(raw.faceUp), bets: arr(raw.bets), tricks: num(raw.tricks), won, redQueen: raw.redQueen === true,
        kingUsed: raw.kingUsed === true, queenRecharged: raw.queenRecharged === true, dealPenaltyCards: num(raw.dealPenaltyCards),
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
    const o = typeof raw === 'object' && raw !== null ? raw : {};
    const b = (k: string) => (o as Loose)[k] === true;
    out.options = { jesterDeal: b('jesterDeal'), cheerleaderAdvanced: b('cheerleaderAdvanced'), baseSquads: b('baseSquads') };
  }
  if (input.mode === 'team') out.teams = arr(out.teams);
  return out as unknown as RsInput;
}
