/**
 * Bets of one round: own bets, the cheerleader's copied bet and, for a face-up cheerleader, the
 * partner's bets. Jester bets are settled last because they pay for the others' failures.
 */
import { ok, type Result } from '../../../../lib/result';
import type { BreakdownRow } from '../../../types';
import type { RuleAnchor } from '../../data/anchors';
import { JACK_BET, JACK_SHIFT } from '../../data/rulers';
import { JESTER_BET_PER_FAILURE, KNOWN_BET_BACKS, hasUnknownBack, type BetCard } from '../../data/characters';
import type { Printed } from '../printed';
import { row } from '../rows';
import type { StdGame } from './model';
import type { Code } from '../../codes';

type Via = 'own' | 'copy' | 'partner';

interface BetEval {
  player: string;
  card: BetCard;
  via: Via;
  from?: string;
  wins: number;
  shift: boolean;
  points: number;
  success: boolean;
  userEntered: boolean;
  /** The back came from Stolik's digital set: the row says so (never "entered by you"). */
  stolik?: boolean;
}

/**
 * What each player's bets paid this round, and whether any of them succeeded (a face-up
 * cardsharp pays once for that; ruling-two-bets-failed).
 */
export interface BetResult {
  rows: BreakdownRow[];
  success: boolean;
}

const PREFIX: Record<Via, string> = { own: 'bet', copy: 'copy', partner: 'partner' };
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function settle(e: BetEval, printed: Printed): Result<true, Code> {
  if (e.card === 'jester') return ok(true);
  let table = e.card === 'jack' ? JACK_BET : KNOWN_BET_BACKS[e.card];
  if (hasUnknownBack(e.card)) {
    const t = printed.betBack(e.card);
    if (!t.ok) return t;
    table = t.value;
    if (printed.source === 'stolik') e.stolik = true;
    else e.userEntered = true;
  }
  // Shifted by the two-player jack, the printed numbers still count too; if both match, the
  // bet pays once, the larger (ruling-two-player-jack).
  const direct = table?.[e.wins];
  const shifted = e.shift ? table?.[e.wins - JACK_SHIFT] : undefined;
  const best = Math.max(direct ?? -1, shifted ?? -1);
  e.success = best >= 0;
  e.points = Math.max(best, 0);
  return ok(true);
}

function collect(game: StdGame, r: number, counts: Record<string, number>): BetEval[] {
  const round = game.rounds[r]!;
  const out: BetEval[] = [];
  const base = { points: 0, success: false, userEntered: false };
  for (const id of game.ids) {
    const p = round.players[id]!;
    const wins = counts[id] ?? 0;
    if (p.partner) {
      for (const card of round.players[p.partner]!.bets) {
        out.push({ ...base, player: id, card, via: 'partner', from: p.partner, wins, shift: false });
      }
      continue;
    }
    for (const b of p.bets) {
      if (b === 'cheerleader' && p.copy) out.push({ ...base, player: id, card: p.copy.card, via: 'copy', from: p.copy.player, wins, shift: p.jackShift });
      else out.push({ ...base, player: id, card: b, via: 'own', wins, shift: p.jackShift });
    }
  }
  return out;
}

/** Settles every bet of round `r` (0-based) with the win count each player scores with. */
export function scoreBets(game: StdGame, r: number, counts: Record<string, number>, printed: Printed): Result<Record<string, BetResult>, Code> {
  const evals = collect(game, r, counts);
  for (const e of evals) {
    const s = settle(e, printed);
    if (!s.ok) return s;
  }
  // A jester counts each other player with at least one bet card that did not pay, once even
  // with two (ruling-two-bets-failed). Whoever holds or shares a jester bet (its owner, its
  // copier, a face-up cheerleader whose partner bet it) is never counted (ruling-jester-failures).
  // A face-up cheerleader is deemed to have made her partner's bets, so she counts when they
  // fail as she scores them (ruling-cheerleader-failed-bet).
  const failed = game.ids.filter((id) => {
    const mine = evals.filter((e) => e.player === id);
    return mine.every((e) => e.card !== 'jester') && mine.some((e) => !e.success);
  });
  const failures = failed.length;
  // Two players, round 3: only what the bet card itself pays is doubled (ruling-two-player-doubling).
  const doubled = game.twoPlayers && r === 2;
  const out: Record<string, BetResult> = {};
  for (const id of game.ids) out[id] = { rows: [], success: false };
  for (const e of evals) {
    if (e.card === 'jester') {
      e.success = failures > 0;
      e.points = failures * JESTER_BET_PER_FAILURE;
    }
    const points = e.points * (doubled ? 2 : 1);
    const rule: RuleAnchor =
      doubled || e.shift ? 'two-players' : e.via !== 'own' ? 'character-cheerleader' : e.card === 'jester' ? 'character-jester' : 'scoring-bets';
    const params: Record<string, string | number> = { wins: e.wins };
    if (e.from) params.from = e.from;
    // The jester's row names whom it counted (ids joined by commas; the sheet shows names).
    if (e.card === 'jester') Object.assign(params, { failures, failed: failed.join(','), rate: JESTER_BET_PER_FAILURE });
    if (doubled) params.doubled = 1;
    if (e.stolik) params.valueSet = 'stolik';
    const res = out[e.player]!;
    res.rows.push(row(`${PREFIX[e.via]}${capital(e.card)}`, points, rule, r + 1, params, e.userEntered));
    res.success ||= e.success;
  }
  return ok(out);
}
