/**
 * What a game tells History and Statistics about a session beyond totals and places. The game's
 * scorer (`ScoreResult.facts`) or engine (`Engine.facts`) writes it; the session keeps a copy
 * (`SessionRecord.facts`) and storage and statistics read it without knowing which game it is.
 */
import { isRecord } from './read';

export interface SessionFacts {
  /** The game's mode when it has several (History translates it as `history.mode.<mode>`). */
  mode?: string;
  /** True when places belong to teams, not seats: the session is no contest between the seats. */
  teams?: boolean;
  /** Named whole counts the game's statistics add up (Royal Stake "I am King": kingRounds, kingWins). */
  counters?: Record<string, number>;
  /** How far an unfinished digital game is (its engine's `standing`); absent once it is over. */
  progress?: GameProgress;
}

/**
 * Where a game in progress stands, for Home and History: the round (or, in a game played in
 * turns, the turn) being played, and what the session's in-progress totals count when that is
 * not points (Sly Thieves' loot lies face down: a table may see how many tiles each gang took).
 */
export interface GameProgress {
  round?: number;
  turn?: number;
  counts?: 'tiles';
}

const MODE = /^[a-z0-9][a-z0-9-]{0,39}$/;
const COUNTER = /^[a-zA-Z][a-zA-Z0-9]{0,39}$/;
/** Bounds of what a session may count: more names or larger counts are damage, not play. */
export const MAX_COUNTERS = 20;
export const MAX_COUNT = 1_000_000;

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 && n <= MAX_COUNT;

/** The sane facts in untrusted `v` (a saved session, a backup): anything odd is left out; undefined when none remain. */
export function readFacts(v: unknown): SessionFacts | undefined {
  if (!isRecord(v)) return undefined;
  const out: SessionFacts = {};
  if (typeof v.mode === 'string' && MODE.test(v.mode)) out.mode = v.mode;
  if (v.teams === true) out.teams = true;
  if (isRecord(v.counters)) {
    const counters: Record<string, number> = {};
    for (const [name, n] of Object.entries(v.counters).slice(0, MAX_COUNTERS)) if (COUNTER.test(name) && isCount(n)) counters[name] = n;
    if (Object.keys(counters).length > 0) out.counters = counters;
  }
  const progress = readProgress(v.progress);
  if (progress) out.progress = progress;
  return Object.keys(out).length > 0 ? out : undefined;
}

const isStep = (n: unknown): n is number => isCount(n) && n >= 1;

/** The sane part of an untrusted progress; undefined when nothing is left. */
function readProgress(v: unknown): GameProgress | undefined {
  if (!isRecord(v)) return undefined;
  const out: GameProgress = {};
  if (isStep(v.round)) out.round = v.round;
  if (isStep(v.turn)) out.turn = v.turn;
  if (v.counts === 'tiles') out.counts = 'tiles';
  return Object.keys(out).length > 0 ? out : undefined;
}
