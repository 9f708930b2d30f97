/**
 * Reading a stored play session safely (it is untrusted JSON: a backup, an older version) and
 * turning an engine's outcome into the history summary keyed by the session's player ids.
 */
import type { BotLevel, Engine, Outcome, ScoreResult } from '../games/types';
import type { GameProgress } from '../lib/facts';
import { fail, ok, type Result } from '../lib/result';
import type { SeatRecord } from '../storage/types';
import type { PlayData, SeatSpec } from './types';

const LEVELS: readonly BotLevel[] = ['easy', 'normal', 'hard'];

/** Checks a session's `data` against the play shape; ERR_PLAY_DATA names the broken field. */
export function parsePlayData(data: unknown, playerCount: number): Result<PlayData> {
  if (typeof data !== 'object' || data === null) return fail('ERR_PLAY_DATA', { field: 'data' });
  const d = data as Record<string, unknown>;
  if (typeof d.seed !== 'string' || d.seed.length === 0 || d.seed.length > 200) return fail('ERR_PLAY_DATA', { field: 'seed' });
  if (!Array.isArray(d.moves)) return fail('ERR_PLAY_DATA', { field: 'moves' });
  if (!('config' in d)) return fail('ERR_PLAY_DATA', { field: 'config' });
  if (!Array.isArray(d.seats) || d.seats.length !== playerCount) return fail('ERR_PLAY_DATA', { field: 'seats' });
  const seats: SeatSpec[] = [];
  for (const s of d.seats as unknown[]) {
    const spec = parseSeat(s);
    if (!spec) return fail('ERR_PLAY_DATA', { field: `seats.${seats.length}` });
    seats.push(spec);
  }
  const hints =
    Array.isArray(d.hints) && d.hints.length === playerCount && d.hints.every((n) => Number.isInteger(n) && (n as number) >= 0)
      ? (d.hints as number[]).slice()
      : undefined;
  return ok({ config: d.config, seed: d.seed, moves: d.moves as unknown[], seats, ...(hints ? { hints } : {}) });
}

function parseSeat(s: unknown): SeatSpec | null {
  if (typeof s !== 'object' || s === null) return null;
  const { kind, level } = s as Record<string, unknown>;
  if (kind === 'human') return (s as Record<string, unknown>).phone === true ? { kind, phone: true } : { kind };
  if (kind === 'bot' && LEVELS.includes(level as BotLevel)) return { kind, level: level as BotLevel };
  return null;
}

/**
 * Renames an outcome's player keys to session player ids (tie-break notes included). Engines
 * key results by seat index ("0", "1", …) or by the ids they were given; both map to `players[i].id`.
 */
export function outcomeForSeats(outcome: Outcome, players: readonly SeatRecord[]): Outcome {
  const ids = new Set(players.map((p) => p.id));
  const rename = (key: string): string => {
    if (ids.has(key)) return key;
    const seat = /^\d+$/.test(key) ? players[Number(key)] : undefined;
    return seat ? seat.id : key;
  };
  const r = outcome.result;
  const result: ScoreResult = {
    totals: Object.fromEntries(Object.entries(r.totals).map(([k, v]) => [rename(k), v])),
    ranking: r.ranking.map((place) => place.map(rename)),
    breakdown: Object.fromEntries(Object.entries(r.breakdown).map(([k, v]) => [rename(k), v])),
  };
  // Facts speak of the game, not of seats (a mode, named counters): nothing to rename.
  if (r.facts) result.facts = r.facts;
  // The scorer's own tie-break notes, so the result says which rule decided (never recomputed).
  if (r.tieBreaks && r.tieBreaks.length > 0) {
    result.tieBreaks = r.tieBreaks.map((n) =>
      n.kind === 'shared' ? { ...n, ids: n.ids.map(rename) } : { ...n, ahead: n.ahead.map(rename), behind: n.behind.map(rename) },
    );
  }
  return { finished: true, result };
}

/**
 * An unfinished game's standing for the session: its progress (into the facts) and the totals so
 * far keyed by player id, with no places (nobody has a place before the end). Null when the engine
 * tells none, or what it tells cannot be read.
 */
export function standingForSeats(
  engine: Pick<Engine<unknown, unknown, unknown>, 'standing'>,
  state: unknown,
  players: readonly SeatRecord[],
): { progress: GameProgress; result: { totals: Record<string, number>; ranking: string[][] } } | null {
  const st = engine.standing?.(state);
  if (!st) return null;
  const { totals, ...progress } = st;
  const renamed = outcomeForSeats({ finished: true, result: { totals, ranking: [], breakdown: {} } }, players).result.totals;
  const ids = new Set(players.map((p) => p.id));
  const clean = Object.fromEntries(Object.entries(renamed).filter(([id, v]) => ids.has(id) && Number.isFinite(v)));
  return { progress, result: { totals: clean, ranking: [] } };
}

/** A fresh seed for a new game (page side only: the engine itself never draws randomness). */
export function newSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The bot's own seed for one position, so a replayed game gets the same bot moves. */
export const botSeedFor = (seed: string, moveCount: number): string => `${seed}/bot/${moveCount}`;
