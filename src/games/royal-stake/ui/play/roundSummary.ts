/**
 * What a finished round gave each seat, for the summary between rounds: tricks (and the red
 * queen's extra win), VP this round and in all, team totals, and the scorer's own explained rows
 * for the round. The rows come from running the scorer on the public records of this round and
 * the ones before it (the view's `rounds`); they are shown only when they add up to exactly what
 * the engine gave (else only the VP are shown, never a row that might be wrong).
 */
import type { BreakdownRow } from '../../../types';
import type { RsView } from '../../engine/types';
import { QUEEN_RECHARGE_COST } from '../../data/rulers';
import { scorer } from '../../score';
import { valueFields } from '../../score/value-set';
import { afterTrick, type TrickMoment } from './trickMoment';

/** A team's seats and its VP (team whist: the team's points; "Emperor": the sum of its players'). */
export interface TeamTotal {
  seats: number[];
  total: number;
}

/** Partners sit opposite in team whist. */
export const TEAM_WHIST: readonly number[][] = [
  [0, 2],
  [1, 3],
];

/** Team totals of the view (null in "I am King", or before the "Emperor" teams are known). */
export function teamTotals(
  view: { config: RsView['config']; seats: readonly { score: number }[]; teams: RsView['teams'] },
  teams = view.teams,
): TeamTotal[] | null {
  const score = (seat: number) => view.seats[seat]?.score ?? 0;
  if (view.config.mode === 'team') return TEAM_WHIST.map((seats) => ({ seats: [...seats], total: score(seats[0]!) }));
  if (view.config.mode === 'emperor' && teams) return teams.map((seats) => ({ seats: [...seats], total: seats.reduce((s, i) => s + score(i), 0) }));
  return null;
}

/** One seat's round. */
export interface SummarySeat {
  seat: number;
  tricks: number;
  /** The red queen's extra win counted for this seat. */
  extraWin: boolean;
  /** VP this round and after it. */
  gained: number;
  total: number;
  /** The scorer's rows for this round (null when they could not be checked against the VP). */
  rows: BreakdownRow[] | null;
  /** Rows from before round 1 (the game for two's starting VP), shown apart from the round's gain. */
  start?: BreakdownRow[];
  /** Game for two: the face-up jack was tucked under the bet, its numbers +3 (the round record says so). */
  jackShift?: boolean;
}

/** The summary of the round `moment` closed. */
export interface RoundSummary {
  round: number;
  gameOver: boolean;
  seats: SummarySeat[];
  teams: TeamTotal[] | null;
}

/** The scorer's input for the game's first `upTo` rounds, from the public round records of `view`. */
export function roundsInput(view: Pick<RsView, 'config' | 'seats' | 'rounds'>, upTo: number): Record<string, unknown> {
  const id = (i: number) => String(i);
  const { mode } = view.config;
  const rounds = view.rounds.slice(0, upTo);
  if (mode === 'i-am-king') return { mode, players: view.seats.map((_, i) => ({ id: id(i) })), rounds };
  const c = view.config;
  if (mode === 'standard' && c.options && c.values) {
    // The standard game's input as the engine gives it to the scorer (engine/modes/standard/score.ts).
    const options = { jesterDeal: c.options.jesterDeal, cheerleaderAdvanced: c.options.advancedCheerleader, baseSquads: c.options.baseSquads4p };
    const players = view.seats.map((s, i) => ({ id: id(i), rulers: s.set }));
    // Two seats play the game for two, which the scorer knows as its own mode.
    return { mode: c.players === 2 ? 'two-players' : mode, players, options, ...valueFields(c.valueSet ?? 'printed', c.values), rounds };
  }
  const kn = view.config.kingNumbers;
  const printed = kn ? { kingNumbers: { ...kn.front }, kingBackNumbers: { ...kn.back } } : {};
  const players = view.seats.map((s, i) => ({ id: id(i), rulers: s.set }));
  const teams = mode === 'team' ? { teams: TEAM_WHIST.map((t) => t.map(id)) } : {};
  return { mode, players, ...teams, printed, rounds };
}

/**
 * The scorer's rows of round `round` for every seat, scored with all rounds before it (a king
 * laid earlier, "Emperor"'s last-round bonus, the score floor all depend on them); null when
 * `next` does not hold that round's record or the scorer refuses it.
 */
function roundRows(next: RsView, round: number): BreakdownRow[][] | null {
  if (!Array.isArray(next.rounds) || next.rounds.length < round) return null;
  const scored = scorer.score(roundsInput(next, round));
  if (!scored.ok) return null;
  // Round 1 also takes the rows before any round (the game for two's starting VP).
  const wanted = (r: BreakdownRow) => r.params?.round === round || (round === 1 && r.params?.round === 0);
  return next.seats.map((_, i) => (scored.value.breakdown[String(i)] ?? []).filter(wanted));
}

/** Whether seat `seat`'s round record `round` (1-based) says the jack moved its bet numbers up. */
function jackShifted(view: RsView, round: number, seat: number): boolean {
  const rec = view.rounds[round - 1] as { players?: Record<string, { jackShift?: unknown }> } | undefined;
  return rec?.players?.[String(seat)]?.jackShift === true;
}

/** The summary of the round closed by `m`, from the view before its last trick (`prev`) and one after it (`next`). */
export function roundSummary(prev: RsView, m: TrickMoment, next: RsView): RoundSummary {
  const { seats } = afterTrick(prev, m);
  const flags = (tricks: RsView['history'], seat: number) => tricks.reduce((s, t) => s + (t.winner === seat ? t.flagBonus : 0), 0);
  // When `next` is already some tricks into the next round, its flag VP came after this round's total.
  const later = next.round !== m.round ? next.history : [];
  const scored = roundRows(next, m.round);
  const out: SummarySeat[] = seats.map((s, i) => {
    const total = (next.seats[i]?.score ?? s.score) - flags(later, i);
    // Standard game: a queen recharged in the preparation was paid from the VP already; it is part of this round (as in the log).
    const set = prev.seats[i]!.set;
    const paid = prev.std?.seats[i]?.recharged && set ? QUEEN_RECHARGE_COST[set] : 0;
    const gained = total - (prev.seats[i]!.score + paid - flags(prev.history, i));
    const raw = scored?.[i] ?? null;
    const own = raw?.filter((r) => r.params?.round !== 0) ?? null;
    const adds = (list: BreakdownRow[] | null) => list !== null && list.reduce((sum, r) => sum + r.points, 0) === gained;
    // The starting VP belong to round 1's gain only when the seats began the game at 0.
    const rows = adds(raw) ? raw : adds(own) ? own : null;
    // The game for two began at 50 VP: round 1's summary shows that row too, outside the round's gain.
    const start = rows === own && raw ? raw.filter((r) => r.params?.round === 0) : [];
    const shift = jackShifted(next, m.round, i);
    return {
      seat: i,
      tricks: s.tricks,
      extraWin: s.redQueenWin,
      gained,
      total,
      rows,
      ...(start.length ? { start } : {}),
      ...(shift ? { jackShift: true } : {}),
    };
  });
  return { round: m.round, gameOver: next.phase === 'over', seats: out, teams: teamTotals(next, prev.teams) };
}
