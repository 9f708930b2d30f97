/** Rules that tie rounds together: the jester deal kings, kings and queens, the redraft. */
import { ok, type Result } from '../../../../lib/result';
import { characterCopies } from '../../data/decks';
import type { StdGame } from './model';
import { squadCounts } from './check-round';
import { fail, type Code } from '../../codes';

/**
 * Which rounds have a deal king: two players every round (three different kings); with the
 * optional rule, 3-4 players from round 2 (4: the one unchosen king twice; 3: a different one
 * in round 3); 5 players have no unchosen king, so the option cannot apply.
 */
function checkDealKings(game: StdGame): Result<true, Code> {
  const n = game.ids.length;
  const chosen = new Set(Object.values(game.rulers));
  const active = game.twoPlayers || game.options.jesterDeal;
  if (active && n === 5) return fail('ERR_JESTER_DEAL_PLAYER_COUNT', { players: n }, 'options.jesterDeal');
  const seen: string[] = [];
  for (const [r, round] of game.rounds.entries()) {
    const path = `rounds.${r}.jesterDealKing`;
    const wanted = active && (game.twoPlayers || r > 0);
    const king = round.dealKing;
    if (!wanted) {
      if (king) return fail('ERR_JESTER_DEAL_NOT_IN_ROUND', { round: r + 1 }, path);
      const payer = game.ids.find((id) => round.players[id]!.dealPenaltyCards > 0);
      if (payer) return fail('ERR_NO_JESTER_DEAL', { player: payer }, `rounds.${r}.players.${payer}.dealPenaltyCards`);
      continue;
    }
    if (!king) return fail('ERR_JESTER_DEAL_KING_MISSING', { round: r + 1 }, path);
    if (chosen.has(king)) return fail('ERR_JESTER_DEAL_KING_CHOSEN', { colour: king }, path);
    const mustDiffer = game.twoPlayers || n === 3;
    if (mustDiffer && seen.includes(king)) return fail('ERR_JESTER_DEAL_KING_REPEATED', { colour: king }, path);
    seen.push(king);
  }
  return ok(true);
}

/** A used king stays face down; a red queen used last round must be recharged to be used again. */
function checkRulers(game: StdGame): Result<true, Code> {
  for (const id of game.ids) {
    let kingDown = false;
    let redQueenDown = false;
    for (const [r, round] of game.rounds.entries()) {
      const p = round.players[id]!;
      const path = `rounds.${r}.players.${id}`;
      if (kingDown && !p.kingUsed) return fail('ERR_KING_UNUSED_AGAIN', { player: id }, `${path}.kingUsed`);
      kingDown = p.kingUsed;
      if (p.queenRecharged) {
        if (r === 0) return fail('ERR_QUEEN_RECHARGE_ROUND_ONE', { player: id }, `${path}.queenRecharged`);
        if (game.rulers[id] === 'red' && !redQueenDown) return fail('ERR_QUEEN_NOT_USED', { player: id }, `${path}.queenRecharged`);
        redQueenDown = false;
      }
      if (p.redQueen) {
        if (redQueenDown) return fail('ERR_QUEEN_NOT_RECHARGED', { player: id }, `${path}.redQueen`);
        redQueenDown = true;
      }
    }
  }
  return ok(true);
}

/**
 * From round 2 on (3+ players) nobody takes back a card that sat in their own squad last round;
 * other copies of the same character are fine, so a player holds at most the copies they did not have.
 */
function checkRedraft(game: StdGame): Result<true, Code> {
  if (game.twoPlayers) return ok(true);
  const copies = characterCopies(game.ids.length, game.options.baseSquads);
  for (let r = 1; r < game.rounds.length; r++) {
    for (const id of game.ids) {
      const before = squadCounts(game.rounds[r - 1]!.players[id]!);
      for (const [c, k] of squadCounts(game.rounds[r]!.players[id]!)) {
        if (k > copies[c] - (before.get(c) ?? 0)) {
          return fail('ERR_CHARACTER_REPEATED', { player: id, card: c }, `rounds.${r}.players.${id}`);
        }
      }
    }
  }
  return ok(true);
}

/** Cross-round checks of a parsed game. */
export function checkGame(game: StdGame): Result<true, Code> {
  const d = checkDealKings(game);
  if (!d.ok) return d;
  const q = checkRulers(game);
  if (!q.ok) return q;
  return checkRedraft(game);
}
