/**
 * Sessions saved before schema v5 carry no `facts`: until then History derived a Royal Stake
 * session's mode, team places and King rounds from its input. This is that derivation, frozen as
 * shipped in v4 (never edit it, like a shipped migration), so the v5 migration and a restored old
 * backup give those sessions the very facts they showed before. New sessions get their facts from
 * the game itself; nothing here reads a game's code.
 */
import type { SessionFacts } from '../lib/facts';
import { isRecord } from '../lib/read';
import type { SessionRecord } from './types';

/** The modes v4 knew (Royal Stake's five), and those whose places belonged to teams. */
const V4_MODES: readonly string[] = ['standard', 'two-players', 'i-am-king', 'team', 'emperor'];
const V4_TEAM_MODES: readonly string[] = ['team', 'emperor'];
/** "I am King": a red queen used in a won trick counted as one more win (the printed rule). */
const RED_QUEEN_WINS = 1;

type Count = { played: number; won: number };

/** A v4 score sheet's King rounds: a round fully entered is played; the King won it with more wins than anyone. */
function sheetKingRounds(rounds: unknown, ids: ReadonlySet<string>): Count | undefined {
  if (!Array.isArray(rounds)) return undefined;
  let played = 0;
  let won = 0;
  for (const r of rounds) {
    if (!isRecord(r) || typeof r.king !== 'string' || !ids.has(r.king) || !isRecord(r.players)) continue;
    const entries = r.players;
    const wins = new Map<string, number>();
    for (const id of ids) {
      const e = entries[id];
      if (!isRecord(e) || typeof e.tricks !== 'number' || !Number.isInteger(e.tricks)) break;
      wins.set(id, e.tricks + (e.redQueen === true ? RED_QUEEN_WINS : 0));
    }
    if (wins.size !== ids.size) continue;
    played++;
    const kw = wins.get(r.king)!;
    if ([...wins].every(([id, w]) => id === r.king || kw > w)) won++;
  }
  return played > 0 ? { played, won } : undefined;
}

/** A v4 played game's stored `result.kingRounds`, if it is a sane one. */
function storedKingRounds(v: unknown): Count | undefined {
  if (!isRecord(v)) return undefined;
  const { played, won } = v;
  const count = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 1000;
  return count(played) && count(won) && won <= played && played > 0 ? { played, won } : undefined;
}

/** The facts v4 derived for a session (untrusted: anything odd is left out); undefined when none. */
export function v4Facts(session: unknown): SessionFacts | undefined {
  if (!isRecord(session)) return undefined;
  const play = session.kind === 'play';
  const data = isRecord(session.data) ? session.data : {};
  const mode = play ? (isRecord(data.config) ? data.config.mode : undefined) : data.mode;
  if (typeof mode !== 'string' || !V4_MODES.includes(mode)) return undefined;
  const facts: SessionFacts = { mode };
  if (V4_TEAM_MODES.includes(mode)) facts.teams = true;
  if (mode === 'i-am-king') {
    const ids = new Set(Array.isArray(session.players) ? session.players.flatMap((p) => (isRecord(p) && typeof p.id === 'string' ? [p.id] : [])) : []);
    const result = isRecord(session.result) ? session.result : {};
    const king = play ? storedKingRounds(result.kingRounds) : sheetKingRounds(data.rounds, ids);
    if (king) facts.counters = { kingRounds: king.played, kingWins: king.won };
  }
  return facts;
}

/**
 * A session as v5 stores it: a session without `facts` gets those v4 showed for it, and a played
 * game's `result.kingRounds` moves into them. The same object when nothing changes.
 */
export function withV5Facts(session: SessionRecord): SessionRecord {
  const result = session.result as (SessionRecord['result'] & { kingRounds?: unknown }) | undefined;
  const facts = session.facts === undefined ? v4Facts(session) : undefined;
  if (!facts && !(result && 'kingRounds' in result)) return session;
  const next: SessionRecord = { ...session, ...(facts ? { facts } : {}) };
  if (result && 'kingRounds' in result) {
    const { kingRounds: _moved, ...rest } = result;
    next.result = rest;
  }
  return next;
}
