/**
 * Defensive readers for stored records (issue 21): a record a bad import, a hand edit or an older
 * build left damaged is read into the shape screens expect, and flagged `damaged` where something
 * had to be set aside, so a screen shows it as damaged instead of the crash panel. Pure; never
 * throws. Unknown fields (from a newer build) pass through untouched.
 */
import { readFacts } from '../lib/facts';
import { isRecord } from '../lib/read';
import type { PlayerRecord, SeatRecord, SessionRecord, SessionSummary, SummarySeat } from './types';

/** Grey for a seat or player whose colour cannot be read. */
export const DAMAGED_COLOR = '#888888';
const LEVELS = ['easy', 'normal', 'hard'] as const;

const isTime = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);
const isColor = (x: unknown): x is string => typeof x === 'string' && /^#[0-9a-f]{3,8}$/i.test(x);

/** A reader that notes whether anything had to be set aside. */
function reader() {
  let damaged = false;
  const hurt = <T>(v: T): T => ((damaged = true), v);
  return {
    str: (v: unknown, dflt = ''): string => (typeof v === 'string' ? v : hurt(dflt)),
    time: (v: unknown): number => (isTime(v) ? v : hurt(0)),
    bool: (v: unknown): boolean => (typeof v === 'boolean' ? v : hurt(false)),
    color: (v: unknown): string => (isColor(v) ? v : hurt(DAMAGED_COLOR)),
    list: (v: unknown): unknown[] => (Array.isArray(v) ? v : hurt([])),
    hurt,
    get damaged() {
      return damaged;
    },
  };
}

/** A stored summary as History, Home and Statistics read it. */
export function readSummary(raw: unknown): SessionSummary {
  const s = isRecord(raw) ? raw : {};
  const r = reader();
  if (!isRecord(raw)) r.hurt(0);
  const seats: SummarySeat[] = [];
  for (const x of r.list(s.seats)) {
    if (!isRecord(x) || typeof x.id !== 'string') {
      r.hurt(0);
      continue;
    }
    // A summary's colour is only drawn (summarize writes '' when a seat had none): any text will do.
    const seat: SummarySeat = { id: x.id, name: r.str(x.name), color: r.str(x.color) };
    if (typeof x.playerId === 'string' && x.playerId) seat.playerId = x.playerId;
    const bot = LEVELS.find((l) => l === x.bot);
    if (bot) seat.bot = bot;
    seats.push(seat);
  }
  const ids = new Set(seats.map((x) => x.id));
  const out: SessionSummary = {
    ...(s as Partial<SessionSummary>),
    id: r.str(s.id),
    game: r.str(s.game),
    kind: s.kind === 'play' ? 'play' : 'score',
    title: r.str(s.title),
    createdAt: r.time(s.createdAt),
    updatedAt: r.time(s.updatedAt),
    finished: r.bool(s.finished),
    seats,
    competitive: typeof s.competitive === 'boolean' ? s.competitive : seats.length >= 2,
  };
  if (s.mode !== undefined && typeof s.mode !== 'string') delete (r.hurt(out) as { mode?: unknown }).mode;
  if (s.totals !== undefined) {
    const totals: Record<string, number> = {};
    for (const [id, v] of Object.entries(isRecord(s.totals) ? s.totals : r.hurt({}))) {
      if (ids.has(id) && typeof v === 'number' && Number.isFinite(v)) totals[id] = v;
      else r.hurt(0);
    }
    out.totals = totals;
  }
  if (s.ranking !== undefined) {
    out.ranking = r
      .list(s.ranking)
      .map((place) => (Array.isArray(place) ? place.filter((id): id is string => typeof id === 'string' && ids.has(id)) : r.hurt([])));
  }
  if (s.counters !== undefined) {
    // Named counts a game wrote (lib/facts.ts): only sane ones are read; anything else marks the record.
    const counters = readFacts({ counters: s.counters })?.counters;
    if (counters && Object.keys(counters).length === Object.keys(isRecord(s.counters) ? s.counters : {}).length) out.counters = counters;
    else if (counters) r.hurt(out).counters = counters;
    else delete r.hurt(out).counters;
  }
  if (s.progress !== undefined) {
    const progress = readFacts({ progress: s.progress })?.progress;
    if (progress) out.progress = progress;
    else delete r.hurt(out).progress;
  }
  if (r.damaged) out.damaged = true;
  return out;
}

/** A stored player as Players, the picker and Statistics read it (a name that cannot be read is empty and flagged). */
export function readPlayer(raw: unknown): PlayerRecord | undefined {
  if (!isRecord(raw) || typeof raw.id !== 'string') return undefined; // no key: cannot even be deleted by id
  const r = reader();
  const out: PlayerRecord = {
    ...(raw as Partial<PlayerRecord>),
    id: raw.id,
    name: r.str(raw.name),
    color: r.color(raw.color),
    createdAt: r.time(raw.createdAt),
  };
  if (raw.updatedAt !== undefined && !isTime(raw.updatedAt)) delete r.hurt(out).updatedAt;
  if (raw.mergedInto !== undefined && typeof raw.mergedInto !== 'string') delete r.hurt(out).mergedInto;
  if (!out.name.trim()) r.hurt(0);
  if (r.damaged) out.damaged = true;
  return out;
}

/**
 * A stored session as screens open it: seats that are not seats (null, a number) are set aside,
 * a seat's name or colour that cannot be read is empty or grey, a time that is not one is 0.
 * The game's own data is read by the game's reader (src/lib/read.ts), not here.
 */
export function readSession(raw: SessionRecord | undefined): SessionRecord | undefined {
  if (!isRecord(raw) || typeof raw.id !== 'string') return undefined;
  const r = reader();
  const players: SeatRecord[] = [];
  for (const p of r.list(raw.players)) {
    if (!isRecord(p) || typeof p.id !== 'string') {
      r.hurt(0);
      continue;
    }
    const seat: SeatRecord = { ...(p as Partial<SeatRecord>), id: p.id, name: r.str(p.name), color: r.color(p.color) };
    if (p.playerId !== undefined && typeof p.playerId !== 'string') delete r.hurt(seat).playerId;
    players.push(seat);
  }
  const kind = raw.kind === 'play' ? 'play' : 'score';
  const rev = typeof raw.rev === 'number' && Number.isInteger(raw.rev) && raw.rev >= 0 ? raw.rev : r.hurt(0);
  if (!r.damaged && isTime(raw.createdAt) && isTime(raw.updatedAt) && typeof raw.title === 'string' && typeof raw.game === 'string' && raw.kind === kind)
    return raw;
  return {
    ...raw,
    game: r.str(raw.game),
    kind,
    title: r.str(raw.title),
    players,
    createdAt: r.time(raw.createdAt),
    updatedAt: r.time(raw.updatedAt),
    finished: raw.finished === true,
    rev,
  };
}
