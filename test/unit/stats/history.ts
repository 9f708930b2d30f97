/** Small hand-made histories for the statistics tests. */
import { playerKey } from '../../../src/storage/playerIds';
import type { PlayerRecord, SessionSummary, SummarySeat } from '../../../src/storage/types';

/** A seat: a saved player ('@id'), a bot ('bot:hard') or a one-off name. */
export function seat(who: string, i: number): SummarySeat {
  if (who.startsWith('bot:')) return { id: `s${i}`, name: `Bot ${i + 1}`, color: '#000', bot: who.slice(4) as SummarySeat['bot'] };
  if (who.startsWith('@')) {
    const [id, name] = who.slice(1).split('=') as [string, string?];
    return { id: `s${i}`, name: name ?? id, color: '#000', playerId: id };
  }
  return { id: `s${i}`, name: who, color: '#000' };
}

/**
 * A finished session: `table` lists seats best first; seats in one inner array share a place;
 * `totals` by position in the flattened table (undefined = not entered).
 */
export function played(
  id: string,
  day: number,
  table: string[][],
  opts: Partial<Pick<SessionSummary, 'game' | 'title' | 'mode' | 'finished' | 'competitive' | 'counters'>> & { totals?: Array<number | undefined> } = {},
): SessionSummary {
  const seats = table.flat().map(seat);
  const ranking: string[][] = [];
  let i = 0;
  for (const group of table) ranking.push(group.map(() => `s${i++}`));
  const totals: Record<string, number> = {};
  opts.totals?.forEach((t, j) => t !== undefined && (totals[`s${j}`] = t));
  return {
    id,
    game: opts.game ?? 'jackal',
    kind: 'score',
    mode: opts.mode,
    title: opts.title ?? '',
    createdAt: Date.UTC(2026, 0, 1) + day * 86400000,
    updatedAt: Date.UTC(2026, 0, 1) + day * 86400000 + 1000,
    finished: opts.finished ?? true,
    seats,
    totals,
    ranking,
    competitive: opts.competitive ?? true,
    counters: opts.counters,
  };
}

/** Saved players; `merged` maps a merged id to the id it was merged into. */
export function players(names: Record<string, string>, merged: Record<string, string> = {}): PlayerRecord[] {
  return Object.entries(names).map(([id, name]) => ({ id, name, color: '#000', createdAt: 0, mergedInto: merged[id] }));
}

/** The app's own seat key over these players. */
export const keyWith = (list: PlayerRecord[]) => (s: Parameters<typeof playerKey>[0]) => playerKey(s, list);
