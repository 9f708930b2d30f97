/**
 * The team result of a finished team whist or "Emperor" game, from the final state: both teams
 * with their VP. Who won, and the tie-break that decided equal totals (#ruling-king-number), are
 * the scorer's own ranking and notes, shown by the result screen; nothing is recomputed here.
 */
import type { ResultTeams } from '../../../../play/PlayResult';
import type { RsState } from '../../engine/types';
import { TEAM_WHIST, teamTotals } from './roundSummary';

/** Teams and totals at the end (null in "I am King" or for anything that is not a finished state). */
export function resultTeams(raw: unknown): ResultTeams | null {
  const state = raw as RsState | null;
  if (!state?.config || !Array.isArray(state.seats) || state.config.mode === 'i-am-king') return null;
  const list = state.config.mode === 'team' ? TEAM_WHIST.map((x) => [...x]) : state.teams;
  const totals = list ? teamTotals({ config: state.config, seats: state.seats, teams: list }) : null;
  return totals && totals.length === 2 ? { teams: totals } : null;
}
