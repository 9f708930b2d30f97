/** The result code's content for a finished session, from what its sheet shows (pure). */
import type { ScoreResult } from '../../games/types';
import { readFacts } from '../../lib/facts';
import { summarize } from '../../storage/summary';
import type { SessionRecord } from '../../storage/types';
import type { CodedResult } from './types';

/**
 * What another phone keeps of `session`: totals and places from `result` (the sheet's own),
 * mode, teams and counters from its facts, bot levels from its seats. Player ids stay behind
 * (they name saved players on this phone only).
 */
export function codedResult(session: SessionRecord, result: Pick<ScoreResult, 'totals' | 'ranking' | 'facts'>): CodedResult {
  const summary = summarize(session);
  const facts = readFacts(result.facts ?? session.facts);
  const placeOf = new Map<string, number>();
  result.ranking.forEach((group, i) => group.forEach((id) => placeOf.set(id, i + 1)));
  const out: CodedResult = {
    game: session.game,
    kind: session.kind,
    id: session.id,
    createdAt: session.createdAt,
    updatedAt: session.updatedAt,
    seats: summary.seats.map((s) => {
      const total = result.totals[s.id];
      const place = placeOf.get(s.id);
      return {
        name: s.name,
        color: s.color,
        ...(s.bot ? { bot: s.bot } : {}),
        ...(place !== undefined ? { place } : {}),
        ...(typeof total === 'number' && Number.isFinite(total) ? { total } : {}),
      };
    }),
  };
  if (session.title) out.title = session.title;
  if (facts?.mode) out.mode = facts.mode;
  if (facts?.teams) out.teams = true;
  if (facts?.counters) out.counters = facts.counters;
  return out;
}
