/**
 * What a decoded result code means, checked as untrusted input (valibot, as backups are): a known
 * game, a seat count that game allows, names a person could have typed, places 1…k with no gap,
 * sane totals and dates. A refusal names the field (and the seat) so the screen can say it in words.
 */
import * as v from 'valibot';
import { readFacts } from '../../lib/facts';
import { normaliseName } from '../../lib/names';
import { findGame, SCORE_PAD } from '../../games/registry';
import { MAX_PAD_PLAYERS } from '../../scorepad/score';
import { MAX_TIME } from '../../storage/settingValues';
import type { SessionRecord } from '../../storage/types';
import { PLAYER_COLORS } from '../../ui/colors';
import { decodeResult, type CodeError } from './codec';
import type { CodedResult } from './types';

/** The field a refused value was in ('name' of seat 2, 'players', …), for the message. */
export type CodeField = 'game' | 'id' | 'date' | 'title' | 'mode' | 'counters' | 'players' | 'name' | 'place' | 'total' | 'color';
export type ReadCodeError = { code: CodeError } | { code: 'ERR_CODE_GAME'; game: string } | { code: 'ERR_CODE_VALUE'; field: CodeField; seat?: number };

/** The longest name or title kept (the same bound as a backup's). */
const MAX_NAME = 200;
const MAX_TOTAL = 1e9;
const time = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_TIME));
const name = v.pipe(
  v.string(),
  v.maxLength(MAX_NAME),
  v.check((s) => normaliseName(s) !== ''),
);
const seat = v.object({
  name,
  color: v.pipe(v.string(), v.regex(/^#[0-9a-f]{6}$/i)),
  bot: v.optional(v.picklist(['easy', 'normal', 'hard'])),
  place: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_PAD_PLAYERS))),
  total: v.optional(v.pipe(v.number(), v.finite(), v.minValue(-MAX_TOTAL), v.maxValue(MAX_TOTAL))),
});
const schema = v.object({
  game: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,60}$/)),
  kind: v.picklist(['score', 'play']),
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(200), v.regex(/^[\x21-\x7e]+$/)),
  createdAt: time,
  updatedAt: time,
  title: v.optional(name),
  mode: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{0,39}$/))),
  teams: v.optional(v.boolean()),
  counters: v.optional(
    v.pipe(
      v.record(v.pipe(v.string(), v.regex(/^[a-zA-Z][a-zA-Z0-9]{0,39}$/)), v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000))),
      v.check((c) => Object.keys(c).length <= 20),
    ),
  ),
  seats: v.pipe(v.array(seat), v.minLength(1), v.maxLength(MAX_PAD_PLAYERS)),
});

/** A text code read and checked, or why not (never throws, whatever the text). */
export function readResultCode(text: string): { ok: true; value: CodedResult } | { ok: false; error: ReadCodeError } {
  const decoded = decodeResult(text, PLAYER_COLORS);
  if (!decoded.ok) return { ok: false, error: { code: decoded.error } };
  const r = decoded.value;
  const parsed = v.safeParse(schema, r);
  if (!parsed.success) return { ok: false, error: refusal(parsed.issues[0]?.path?.map((p) => p.key) ?? []) };
  const game = r.game === SCORE_PAD ? { players: { min: 1, max: MAX_PAD_PLAYERS } } : findGame(r.game);
  if (!game) return { ok: false, error: { code: 'ERR_CODE_GAME', game: r.game } };
  if (r.seats.length < game.players.min || r.seats.length > game.players.max) return { ok: false, error: { code: 'ERR_CODE_VALUE', field: 'players' } };
  const gap = placesGap(r);
  if (gap !== null) return { ok: false, error: { code: 'ERR_CODE_VALUE', field: 'place', seat: gap } };
  return { ok: true, value: r };
}

/** The field (and seat, counted from 1) of the first refused value. */
function refusal(path: unknown[]): ReadCodeError {
  const [top, index, field] = path;
  if (top === 'seats' && typeof index === 'number' && typeof field === 'string') return { code: 'ERR_CODE_VALUE', field: field as CodeField, seat: index + 1 };
  const fields: Record<string, CodeField> = { createdAt: 'date', updatedAt: 'date', seats: 'players', kind: 'game' };
  return { code: 'ERR_CODE_VALUE', field: fields[String(top)] ?? (String(top) as CodeField) };
}

/** The first seat (from 1) whose place leaves a gap (places must run 1…k, shared places allowed), else null. */
function placesGap(r: CodedResult): number | null {
  const used = new Set(r.seats.map((s) => s.place).filter((p) => p !== undefined));
  for (const [i, s] of r.seats.entries()) if (s.place !== undefined && (s.place > r.seats.length || !used.has(s.place - 1 || 1))) return i + 1;
  return null;
}

/**
 * The session this phone keeps: the sender's id (so it is never kept twice), seats numbered as a
 * guest's are, read-only (`data.received`: no sheet or moves to open). Names are normalised at the
 * door as any typed name is.
 */
export function receivedSession(r: CodedResult, now: number): SessionRecord {
  const players = r.seats.map((s, i) => ({ id: String(i), name: normaliseName(s.name), color: s.color }));
  const totals: Record<string, number> = {};
  r.seats.forEach((s, i) => s.total !== undefined && (totals[String(i)] = s.total));
  const places = Math.max(0, ...r.seats.map((s) => s.place ?? 0));
  const ranking = Array.from({ length: places }, (_, k) => players.filter((_, i) => r.seats[i]!.place === k + 1).map((p) => p.id));
  const facts = readFacts({ mode: r.mode, teams: r.teams, counters: r.counters });
  const data =
    r.kind === 'play'
      ? { received: { at: now }, seats: r.seats.map((s) => (s.bot ? { kind: 'bot', level: s.bot } : { kind: 'human' })) }
      : { received: { at: now } };
  return {
    id: r.id,
    game: r.game,
    kind: r.kind,
    title: r.title ?? '',
    players,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    finished: true,
    data,
    result: { totals, ranking },
    ...(facts ? { facts } : {}),
    rev: 1,
  };
}
