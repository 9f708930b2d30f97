/**
 * The standard and two-player games from start to end: starting VP (two players), each round's
 * queen recharges and rows, the catch-up kings before round 3 (two players), the unused-king
 * bonuses once round 3 is in, and the final places.
 */
import { ok, type Result } from '../../../../lib/result';
import { QUEEN_RECHARGE_COST, UNUSED_KING_BONUS } from '../../data/rulers';
import { CATCH_UP_STEP, TWO_PLAYER_START } from '../../data/decks';
import type { Printed } from '../printed';
import { row, settleRound, type RoundRows } from '../rows';
import { rankByKingExplained, type KingShowing } from '../ranking';
import type { GameScore } from '../types';
import type { StdGame } from './model';
import { parseStdGame } from './parse';
import { scoreStdRound } from './round';
import { fail, type Code } from '../../codes';

/**
 * Two players, round 3: the trailing player may take one deal king of rounds 1-2 per 100 VP
 * behind, measured after round 2's scoring and before round 3's queen recharges; a taken king
 * then pays like one's own (ruling-catch-up-kings).
 */
function checkExtraKings(game: StdGame, running: Record<string, number>): Result<true, Code> {
  const round = game.rounds[2]!;
  const allowed = [game.rounds[0]?.dealKing, game.rounds[1]?.dealKing];
  for (const id of game.ids) {
    const kings = round.players[id]!.extraKings;
    if (kings.length === 0) continue;
    const other = game.ids.find((x) => x !== id)!;
    const behind = (running[other] ?? 0) - (running[id] ?? 0);
    const max = Math.min(2, Math.max(0, Math.floor(behind / CATCH_UP_STEP)));
    const path = `rounds.2.players.${id}.extraKings`;
    if (kings.length > max) return fail('ERR_TOO_MANY_EXTRA_KINGS', { player: id, count: kings.length, max }, path);
    const colours = kings.map((k) => k.colour);
    for (const c of colours) {
      if (!allowed.includes(c) || colours.indexOf(c) !== colours.lastIndexOf(c)) return fail('ERR_EXTRA_KING_INVALID', { colour: c }, path);
    }
  }
  return ok(true);
}

function rechargeRows(game: StdGame, r: number, running: Record<string, number>, rows: RoundRows): Result<true, Code> {
  for (const id of game.ids) {
    if (!game.rounds[r]!.players[id]!.queenRecharged) continue;
    const cost = QUEEN_RECHARGE_COST[game.rulers[id]!];
    const have = running[id] ?? 0;
    if (have < cost) return fail('ERR_QUEEN_RECHARGE_BELOW_ZERO', { player: id, cost, have }, `rounds.${r}.players.${id}.queenRecharged`);
    rows[id]!.unshift(row('queenRecharge', -cost, 'scoring-queens', r + 1, { colour: game.rulers[id]! }));
  }
  return ok(true);
}

function endRows(game: StdGame, rows: RoundRows): void {
  for (const id of game.ids) {
    const p = game.rounds[2]!.players[id]!;
    const colour = game.rulers[id]!;
    if (!p.kingUsed) rows[id]!.push(row('unusedKing', UNUSED_KING_BONUS[colour], 'end-of-game', 3, { colour }));
    for (const k of p.extraKings) {
      if (!k.used) rows[id]!.push(row('unusedKing', UNUSED_KING_BONUS[k.colour], 'two-players', 3, { colour: k.colour }));
    }
  }
}

/** Scores a standard (`twoPlayers` false) or two-player game. */
export function scoreStdGame(input: Record<string, unknown>, printed: Printed, twoPlayers: boolean): Result<GameScore, Code> {
  const parsed = parseStdGame(input, twoPlayers);
  if (!parsed.ok) return parsed;
  const game = parsed.value;
  const running: Record<string, number> = {};
  const start: RoundRows = {};
  for (const id of game.ids) {
    start[id] = twoPlayers ? [row('startingPoints', TWO_PLAYER_START, 'two-players', 0)] : [];
    running[id] = twoPlayers ? TWO_PLAYER_START : 0;
  }
  const rounds: RoundRows[] = [];
  for (let r = 0; r < game.rounds.length; r++) {
    if (twoPlayers && r === 2) {
      const x = checkExtraKings(game, running);
      if (!x.ok) return x;
    }
    const scored = scoreStdRound(game, r, printed);
    if (!scored.ok) return scored;
    const rows = scored.value;
    const paid = rechargeRows(game, r, running, rows);
    if (!paid.ok) return paid;
    if (r === 2) endRows(game, rows);
    settleRound(running, rows, r + 1);
    rounds.push(rows);
  }
  const last = game.rounds[game.rounds.length - 1];
  const kings: Record<string, KingShowing> = {};
  for (const id of game.ids) kings[id] = { colour: game.rulers[id]!, side: last?.players[id]!.kingUsed ? 'back' : 'front' };
  const ranked = rankByKingExplained(running, kings, printed, game.rounds.length === 3);
  if (!ranked.ok) return ranked;
  return ok({ ids: game.ids, start, rounds, ranking: ranked.value.ranking, tieBreaks: ranked.value.tieBreaks });
}
