/**
 * The small History/Statistics record of a session (pure). Sessions may come from a backup or an
 * older version, so every field is read defensively: anything odd is left out, never thrown.
 */
import type { SessionRecord, SessionSummary, SummarySeat } from './types';

/** Modes a session may name (Royal Stake's five; pinned to its MODES by a unit test). */
export const KNOWN_MODES: readonly string[] = ['standard', 'two-players', 'i-am-king', 'team', 'emperor'];
/** Modes where places belong to teams, not to seats: not a contest between the seats. */
export const TEAM_MODES: readonly string[] = ['team', 'emperor'];
const LEVELS = ['easy', 'normal', 'hard'] as const;
/** Royal Stake: using the red queen in a won trick counts one extra win (data/rulers RED_QUEEN_WINS). */
const RED_QUEEN_WINS = 1;

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const time = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** Summarizes one session for History, Home and Statistics. */
export function summarize(session: SessionRecord): SessionSummary {
  const s = session as unknown as Record<string, unknown>;
  const kind = s.kind === 'play' ? 'play' : 'score';
  const data = isObj(s.data) ? s.data : {};
  const seats = readSeats(s.players, kind === 'play' ? data.seats : undefined);
  const rawMode = kind === 'play' ? (isObj(data.config) ? data.config.mode : undefined) : data.mode;
  const mode = typeof rawMode === 'string' && KNOWN_MODES.includes(rawMode) ? rawMode : undefined;
  const out: SessionSummary = {
    id: session.id,
    game: str(s.game),
    kind,
    title: str(s.title),
    createdAt: time(s.createdAt),
    updatedAt: time(s.updatedAt),
    finished: s.finished === true,
    seats,
    competitive: seats.length >= 2 && !(mode && TEAM_MODES.includes(mode)),
  };
  if (mode) out.mode = mode;
  if (!out.finished) out.openAt = out.updatedAt;
  const ids = new Set(seats.map((x) => x.id));
  readResult(s.result, ids, out);
  if (mode === 'i-am-king' && kind === 'score') {
    const king = kingRounds(data.rounds, ids);
    if (king) out.kingRounds = king;
  }
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

/**
 * "I am King" rounds fully entered on a score sheet: the King wins a round when their wins
 * (tricks, plus one for a red queen used in a won trick) beat every other player's (ruling-i-am-king).
 */
export function kingRounds(rounds: unknown, ids: ReadonlySet<string>): { played: number; won: number } | undefined {
  if (!Array.isArray(rounds)) return undefined;
  let played = 0;
  let won = 0;
  for (const r of rounds) {
    if (!isObj(r) || typeof r.king !== 'string' || !ids.has(r.king) || !isObj(r.players)) continue;
    const entries = r.players;
    const wins = new Map<string, number>();
    for (const id of ids) {
      const e = entries[id];
      if (!isObj(e) || typeof e.tricks !== 'number' || !Number.isInteger(e.tricks)) break;
      wins.set(id, e.tricks + (e.redQueen === true ? RED_QUEEN_WINS : 0));
    }
    if (wins.size !== ids.size) continue; // a round not fully entered says nothing yet
    played++;
    const kw = wins.get(r.king)!;
    if ([...wins].every(([id, w]) => id === r.king || kw > w)) won++;
  }
  return played > 0 ? { played, won } : undefined;
}
