/**
 * The small History/Statistics record of a session (pure). Sessions may come from a backup or an
 * older version, so every field is read defensively: anything odd is left out, never thrown.
 */
import { readFacts } from '../lib/facts';
import { isRecord } from '../lib/read';
import { seatKeysOf } from './playerIds';
import type { SessionRecord, SessionSummary, SummarySeat } from './types';

const LEVELS = ['easy', 'normal', 'hard'] as const;

const isObj = isRecord;
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const time = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** Summarizes one session for History, Home and Statistics. */
export function summarize(session: SessionRecord): SessionSummary {
  const s = session as unknown as Record<string, unknown>;
  const kind = s.kind === 'play' ? 'play' : 'score';
  const data = isObj(s.data) ? s.data : {};
  const seats = readSeats(s.players, kind === 'play' ? data.seats : undefined);
  // The game wrote these (its scorer or engine); storage copies them without knowing the game.
  const facts = readFacts(s.facts);
  const out: SessionSummary = {
    id: session.id,
    game: str(s.game),
    kind,
    title: str(s.title),
    createdAt: time(s.createdAt),
    updatedAt: time(s.updatedAt),
    finished: s.finished === true,
    seats,
    competitive: seats.length >= 2 && facts?.teams !== true,
  };
  if (facts?.mode) out.mode = facts.mode;
  if (facts?.counters) out.counters = facts.counters;
  // An unfinished digital game's round (or turn); its totals so far came in `result` like a sheet's.
  if (facts?.progress && !out.finished) out.progress = facts.progress;
  if (!out.finished) out.openAt = out.updatedAt;
  if (seats.length > 0) out.seatKeys = seatKeysOf(seats, out.updatedAt);
  const ids = new Set(seats.map((x) => x.id));
  // Kept by a guest phone of a table across phones: which seat was this phone's.
  if (kind === 'play' && isObj(data.acrossPhones) && typeof data.acrossPhones.own === 'string' && ids.has(data.acrossPhones.own))
    out.acrossPhones = { own: data.acrossPhones.own };
  // A result received from another phone as a code (share/resultCode): only the result is here.
  if (isObj(data.received)) out.received = true;
  readResult(s.result, ids, out);
  return out;
}

function readSeats(players: unknown, specs: unknown): SummarySeat[] {
  if (!Array.isArray(players)) return [];
  const seen = new Set<string>();
  const seats: SummarySeat[] = [];
  for (const [i, p] of players.entries()) {
    if (!isObj(p) || typeof p.id !== 'string' || seen.has(p.id)) continue;
    seen.add(p.id);
    const seat: SummarySeat = { id: p.id, name: str(p.name), color: str(p.color) };
    const spec: unknown = Array.isArray(specs) ? specs[i] : undefined;
    const level = isObj(spec) && spec.kind === 'bot' ? LEVELS.find((l) => l === spec.level) : undefined;
    // A bot is never a saved player, even if its seat once was one.
    if (level) seat.bot = level;
    else if (typeof p.playerId === 'string' && p.playerId) seat.playerId = p.playerId;
    seats.push(seat);
  }
  return seats;
}

function readResult(result: unknown, ids: ReadonlySet<string>, out: SessionSummary): void {
  if (!isObj(result)) return;
  if (isObj(result.totals)) {
    const totals: Record<string, number> = {};
    for (const [id, v] of Object.entries(result.totals)) if (ids.has(id) && typeof v === 'number' && Number.isFinite(v)) totals[id] = v;
    if (Object.keys(totals).length > 0) out.totals = totals;
  }
  if (Array.isArray(result.ranking)) {
    const placed = new Set<string>();
    const ranking: string[][] = [];
    for (const place of result.ranking) {
      if (!Array.isArray(place)) continue;
      const here: string[] = [];
      for (const id of place) {
        if (typeof id !== 'string' || !ids.has(id) || placed.has(id)) continue;
        placed.add(id);
        here.push(id);
      }
      if (here.length > 0) ranking.push(here);
    }
    if (ranking.length > 0) out.ranking = ranking;
  }
}
