/** Reads one player's round entry (shapes, ids and ranges only; rules are checked later). */
import { ok, type Result } from '../../../../lib/result';
import { WON_KEYS, type WonCards } from '../../data/colours';
import { isBetCard, isCharacter, type BetCard, type CharacterId } from '../../data/characters';
import { isRecord, readInt, readOptBool, readOptInt, shownValue } from '../../../../lib/read';
import { readColour, readOtherPlayer } from '../read';
import type { ExtraKing, StdPlayerRound } from './model';
import { fail, type Code } from '../../codes';

function readCards<T extends string>(v: unknown, max: number, guard: (x: unknown) => x is T, path: string): Result<T[], Code> {
  if (v === undefined) return ok([]);
  if (!Array.isArray(v)) return fail('ERR_NOT_ARRAY', { field: path }, path);
  if (v.length > max) return fail('ERR_SQUAD_SIZE', { count: v.length, max }, path);
  for (const [i, c] of v.entries()) if (!guard(c)) return fail('ERR_UNKNOWN_CHARACTER', { value: shownValue(c) }, `${path}.${i}`);
  return ok(v as T[]);
}

function readWon(v: unknown, maxCards: number, path: string): Result<WonCards, Code> {
  const won: WonCards = { red: 0, blue: 0, green: 0, black: 0, rarity: 0, whiteFlag: 0 };
  if (v === undefined) return ok(won);
  if (!isRecord(v)) return fail('ERR_NOT_OBJECT', { field: path }, path);
  for (const [k, n] of Object.entries(v)) {
    if (!(WON_KEYS as readonly string[]).includes(k)) return fail('ERR_UNKNOWN_FIELD', { field: `${path}.${k}` }, `${path}.${k}`);
    const r = readInt(n, 0, maxCards, `${path}.${k}`);
    if (!r.ok) return r;
    won[k as keyof WonCards] = r.value;
  }
  return ok(won);
}

function readExtraKings(v: unknown, path: string): Result<ExtraKing[], Code> {
  if (v === undefined) return ok([]);
  if (!Array.isArray(v)) return fail('ERR_NOT_ARRAY', { field: path }, path);
  const out: ExtraKing[] = [];
  for (const [i, k] of v.entries()) {
    if (!isRecord(k)) return fail('ERR_NOT_OBJECT', { field: `${path}.${i}` }, `${path}.${i}`);
    const colour = readColour(k.colour, `${path}.${i}.colour`);
    if (!colour.ok) return colour;
    const used = readOptBool(k, 'used', `${path}.${i}`);
    if (!used.ok) return used;
    out.push({ colour: colour.value, used: used.value });
  }
  return ok(out);
}

/** Reads `rounds.N.players.ID`; `tricksPerRound` and `maxCards` bound the counts. */
export function readPlayerRound(
  raw: Record<string, unknown>,
  self: string,
  ids: readonly string[],
  tricksPerRound: number,
  path: string,
): Result<StdPlayerRound, Code> {
  const maxCards = tricksPerRound * ids.length;
  const faceUp = readCards<CharacterId>(raw.faceUp, 3, isCharacter, `${path}.faceUp`);
  if (!faceUp.ok) return faceUp;
  const bets = readCards<BetCard>(raw.bets, 2, isBetCard, `${path}.bets`);
  if (!bets.ok) return bets;
  const tricks = readInt(raw.tricks, 0, tricksPerRound, `${path}.tricks`);
  if (!tricks.ok) return tricks;
  const won = readWon(raw.won, maxCards, `${path}.won`);
  if (!won.ok) return won;
  const flags: Record<string, boolean> = {};
  for (const key of ['redQueen', 'kingUsed', 'queenRecharged', 'jackShift']) {
    const b = readOptBool(raw, key, path);
    if (!b.ok) return b;
    flags[key] = b.value;
  }
  const deal = readOptInt(raw, 'dealPenaltyCards', 0, maxCards, path);
  if (!deal.ok) return deal;
  const extraKings = readExtraKings(raw.extraKings, `${path}.extraKings`);
  if (!extraKings.ok) return extraKings;
  const out: StdPlayerRound = {
    faceUp: faceUp.value,
    bets: bets.value,
    tricks: tricks.value,
    won: won.value,
    redQueen: flags.redQueen === true,
    kingUsed: flags.kingUsed === true,
    queenRecharged: flags.queenRecharged === true,
    jackShift: flags.jackShift === true,
    dealPenaltyCards: deal.value,
    extraKings: extraKings.value,
  };
  if (raw.partner !== undefined) {
    const p = readOtherPlayer(raw.partner, self, ids, `${path}.partner`);
    if (!p.ok) return p;
    out.partner = p.value;
  }
  if (raw.copy !== undefined) {
    const c = raw.copy;
    if (!isRecord(c)) return fail('ERR_NOT_OBJECT', { field: `${path}.copy` }, `${path}.copy`);
    const p = readOtherPlayer(c.player, self, ids, `${path}.copy.player`);
    if (!p.ok) return p;
    if (!isBetCard(c.card)) return fail('ERR_UNKNOWN_CHARACTER', { value: shownValue(c.card) }, `${path}.copy.card`);
    out.copy = { player: p.value, card: c.card };
  }
  return ok(out);
}
