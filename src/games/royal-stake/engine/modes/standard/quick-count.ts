/**
 * The engine's quick count of a round's points (issue 14: «a property test holds the engine's
 * quick count equal to [the scorer]»).
 *
 * Why two counts: the scorer (score/standard/*) parses and checks the whole game and builds an
 * explained row for every point, which is what the round summary and the result show. Run at
 * every round end it cost most of a random round (the bots' playouts end rounds by the
 * thousand). So the engine sets the seats' VP with this count, arithmetic only, over the same
 * round record it stores for the scorer; the screens still explain every point with the scorer
 * on `state.rounds`, and test/unit/games/royal-stake/standard/quick-count.test.ts holds the two
 * equal over random legal games with every option. Change one, change the other.
 */
import {
  CARDSHARP_FACE,
  COLLECTOR_STEPS,
  FACE_EXACT_WINS,
  HEALER_CAP,
  HEALER_PER_CARD,
  JESTER_EXTRA_WINS,
  JESTER_PENALTY,
  JESTER_PENALTY_WINS,
} from '../../../data/characters';
import type { CharacterId } from '../../../data/characters';
import type { Colour } from '../../../data/colours';
import { CATCH_UP_STEP, JESTER_DEAL_PENALTY, TWO_PLAYER_START } from '../../../data/decks';
import { JACK_FACE, QUEEN_RECHARGE_COST, RED_QUEEN_WINS, UNUSED_KING_BONUS } from '../../../data/rulers';
import { usedKingPoints } from '../../../score/standard/round';
import { quickBets, type QuickBacks, type QuickPlayer } from './quick-bets';

export type { QuickPlayer } from './quick-bets';

/** One round as the engine records it (score.ts `roundRecord`). */
export interface QuickRound {
  jesterDealKing?: Colour;
  players: Record<string, QuickPlayer>;
}

/** What the count needs besides the round: the game's facts that do not change. */
export interface QuickGame {
  /** Player ids in seat order ("0".."n-1"). */
  ids: readonly string[];
  rulers: readonly Colour[];
  cheerleaderAdvanced: boolean;
  twoPlayers: boolean;
  backs: QuickBacks;
}

const copies = (faceUp: readonly string[], c: CharacterId): number => {
  let n = 0;
  for (const x of faceUp) if (x === c) n++;
  return n;
};

/**
 * The round's players in seat order, and each one's partner as a seat index (-1: none). Read once:
 * a lookup under a string key ("0".."n-1") is a slow keyed load, and the count reads each player
 * a dozen times.
 */
interface Seats {
  ps: QuickPlayer[];
  partner: number[];
}

function seatsOf(ids: readonly string[], round: QuickRound): Seats {
  const ps: QuickPlayer[] = [];
  const partner: number[] = [];
  for (const id of ids) ps.push(round.players[id]!);
  for (const p of ps) partner.push(p.partner === undefined ? -1 : ids.indexOf(p.partner));
  return { ps, partner };
}

/**
 * Win counts as the scorer's `winParts` sums them: tricks, 2 per face-up jester, 1 per red
 * queen; a face-up cheerleader and her partner share one count (basic rule), or keep their own
 * queen and jester (advanced rule).
 */
function quickWins(adv: boolean, { ps, partner }: Seats): number[] {
  // Plain loops over the few seats: this runs at every round end of every bot playout.
  const jesters = (i: number) => JESTER_EXTRA_WINS * copies(ps[i]!.faceUp, 'jester');
  const queen = (i: number) => (ps[i]!.redQueen ? RED_QUEEN_WINS : 0);
  const own = (i: number): number => {
    let pts = ps[i]!.tricks + jesters(i) + queen(i);
    if (adv) return pts;
    // The first seat whose partner card names seat `i` (the scorer's cheerOf).
    for (let x = 0; x < ps.length; x++) {
      if (partner[x] !== i) continue;
      pts += queen(x) + jesters(x);
      break;
    }
    return pts;
  };
  const out: number[] = [];
  for (let i = 0; i < ps.length; i++) {
    const to = partner[i]!;
    if (to < 0) out.push(own(i));
    else out.push(adv ? ps[to]!.tricks + jesters(to) + queen(i) + jesters(i) : own(to));
  }
  return out;
}

/** Points of one seat's face-up characters, jack, kings and penalties (bets apart). */
function facePoints(game: QuickGame, round: QuickRound, { ps, partner }: Seats, r: number, i: number, wins: number, betSuccess: boolean): number {
  const p = ps[i]!;
  const colour = game.rulers[i]!;
  const to = partner[i]!;
  const won = to >= 0 ? ps[to]!.won : p.won;
  let pts = 0;
  if (!p.bets.includes('jack') && p.jackShift !== true) pts += JACK_FACE[colour][wins] ?? 0;
  const specials = won.rarity + won.whiteFlag;
  for (const c of p.faceUp) {
    const exact = FACE_EXACT_WINS[c as CharacterId];
    if (exact && exact.wins === wins) pts += exact.vp;
    if (c === 'cardsharp' && betSuccess) pts += CARDSHARP_FACE;
    else if (c === 'healer') pts += Math.min(HEALER_CAP, HEALER_PER_CARD * (won.blue + won.green));
    else if (c === 'collector') pts += COLLECTOR_STEPS[Math.min(specials, COLLECTOR_STEPS.length - 1)]!;
  }
  if (p.kingUsed) pts += usedKingPoints(colour, won);
  for (const k of p.extraKings ?? []) if (k.used) pts += usedKingPoints(k.colour as Colour, won);
  if (copies(p.faceUp, 'jester') > 0 && wins === JESTER_PENALTY_WINS) pts += JESTER_PENALTY;
  const dealCards = to >= 0 ? ps[to]!.dealPenaltyCards : p.dealPenaltyCards;
  if (round.jesterDealKing && dealCards > 0) pts += (r === 2 ? JESTER_DEAL_PENALTY.last : JESTER_DEAL_PENALTY.early) * dealCards;
  return pts;
}

/**
 * Running totals after round `r` (0-based) from those before it (`before`, seat order; ignored
 * for r = 0, which starts from 0 or the two-player 50): the round's points, the queen recharge
 * paid, round 3's unused-king bonuses, floored at 0 (ruling-score-floor). Null where the scorer
 * would refuse the game (a recharge the seat cannot pay; too many catch-up kings): the caller
 * then keeps the VP as they were, as it did when it asked the scorer.
 */
export function quickRunning(game: QuickGame, round: QuickRound, r: number, before: readonly number[]): number[] | null {
  const { ids } = game;
  const seats = seatsOf(ids, round);
  const wins = quickWins(game.cheerleaderAdvanced, seats);
  const bets = quickBets(seats.ps, seats.partner, wins, game.backs, game.twoPlayers && r === 2);
  const start = ids.map((_, i) => (r === 0 ? (game.twoPlayers ? TWO_PLAYER_START : 0) : before[i]!));
  const out: number[] = [];
  for (let i = 0; i < ids.length; i++) {
    const p = seats.ps[i]!;
    const colour = game.rulers[i]!;
    let pts = bets[i]!.points + facePoints(game, round, seats, r, i, wins[i]!, bets[i]!.success);
    if (p.queenRecharged) {
      if (start[i]! < QUEEN_RECHARGE_COST[colour]) return null;
      pts -= QUEEN_RECHARGE_COST[colour];
    }
    if (r === 2) {
      const extra = p.extraKings ?? [];
      if (game.twoPlayers && extra.length > 0 && extra.length > Math.min(2, Math.max(0, Math.floor((start[1 - i]! - start[i]!) / CATCH_UP_STEP)))) return null;
      if (!p.kingUsed) pts += UNUSED_KING_BONUS[colour];
      for (const k of extra) if (!k.used) pts += UNUSED_KING_BONUS[k.colour as Colour];
    }
    out.push(Math.max(0, start[i]! + pts));
  }
  return out;
}
