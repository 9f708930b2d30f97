/**
 * Readers for untrusted score input: each returns a Result with a stable error code and the
 * path of the offending field, so the UI can point at it. The generic readers live in
 * src/lib/read.ts; these know Royal Stake's players, rounds and colours.
 */
import { ok, type Result } from '../../../lib/result';
import { ERR_NOT_ARRAY, ERR_NOT_OBJECT, isRecord, readArray, readRecord, shownValue } from '../../../lib/read';
import { isColour, type Colour } from '../data/colours';
import { MODE_PLAYERS, type Mode } from '../data/decks';
import { fail, type Code } from '../codes';

/** Reads a ruler colour. */
export function readColour(v: unknown, path: string): Result<Colour, Code> {
  return isColour(v) ? ok(v) : fail('ERR_UNKNOWN_COLOUR', { value: shownValue(v) }, path);
}

/** A player as declared at the top of the input. */
export interface PlayerDef {
  id: string;
  /** Ruler colour (absent in "I am King", where rulers change every round). */
  rulers?: Colour;
}

/** Reads `input.players`: ids unique, count allowed by the mode, rulers distinct when asked. */
export function readPlayers(input: Record<string, unknown>, mode: Mode, withRulers: boolean): Result<PlayerDef[], Code> {
  const raw = input.players;
  if (!Array.isArray(raw)) return fail(ERR_NOT_ARRAY, { field: 'players' }, 'players');
  const { min, max } = MODE_PLAYERS[mode];
  if (raw.length < min || raw.length > max) return fail('ERR_PLAYER_COUNT', { count: raw.length, min, max }, 'players');
  const out: PlayerDef[] = [];
  for (const [i, p] of raw.entries()) {
    const path = `players.${i}`;
    if (!isRecord(p)) return fail(ERR_NOT_OBJECT, { field: path }, path);
    if (typeof p.id !== 'string' || p.id.length < 1 || p.id.length > 40) return fail('ERR_BAD_PLAYER_ID', {}, `${path}.id`);
    if (out.some((q) => q.id === p.id)) return fail('ERR_DUPLICATE_PLAYER', { player: p.id }, `${path}.id`);
    const def: PlayerDef = { id: p.id };
    if (withRulers) {
      const c = readColour(p.rulers, `${path}.rulers`);
      if (!c.ok) return c;
      if (out.some((q) => q.rulers === c.value)) return fail('ERR_DUPLICATE_RULERS', { colour: c.value }, `${path}.rulers`);
      def.rulers = c.value;
    }
    out.push(def);
  }
  return ok(out);
}

/** Reads `input.rounds`: an array of at most `maxRounds` objects. */
export function readRounds(input: Record<string, unknown>, maxRounds: number): Result<Record<string, unknown>[], Code> {
  const list = readArray(input.rounds, maxRounds, 'rounds', 'ERR_ROUND_COUNT');
  if (!list.ok) return list;
  for (const [i, r] of list.value.entries()) if (!isRecord(r)) return fail(ERR_NOT_OBJECT, { field: `rounds.${i}` }, `rounds.${i}`);
  return ok(list.value as Record<string, unknown>[]);
}

/** Reads `round.players`: one object per declared player, no unknown ids. */
export function readRoundPlayers(round: Record<string, unknown>, ids: readonly string[], path: string): Result<Record<string, Record<string, unknown>>, Code> {
  const read = readRecord(round.players, `${path}.players`);
  if (!read.ok) return read;
  const raw = read.value;
  for (const key of Object.keys(raw)) {
    if (!ids.includes(key)) return fail('ERR_UNKNOWN_PLAYER', { player: key }, `${path}.players.${key}`);
  }
  for (const id of ids) {
    if (!isRecord(raw[id])) return fail('ERR_MISSING_PLAYER', { player: id }, `${path}.players.${id}`);
  }
  return ok(raw as Record<string, Record<string, unknown>>);
}

/** Reads a player id reference that must name another declared player. */
export function readOtherPlayer(v: unknown, self: string, ids: readonly string[], path: string): Result<string, Code> {
  if (typeof v !== 'string' || !ids.includes(v)) return fail('ERR_UNKNOWN_PLAYER', { player: shownValue(v) }, path);
  if (v === self) return fail('ERR_SELF_REFERENCE', { player: v }, path);
  return ok(v);
}
