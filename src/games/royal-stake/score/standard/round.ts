/**
 * One round of the standard / two-player game for every player, in the book's scoring order:
 * bets, win-count faces (jack, hermit, berserker, ninja), the cardsharp, won-card abilities
 * (used king, healer, collector), then the penalties (jester, jester deal).
 */
import { ok, type Result } from '../../../../lib/result';
import type { BreakdownRow } from '../../../types';
import type { Colour, WonCards } from '../../data/colours';
import { JACK_FACE, RED_QUEEN_WINS, USED_KING_PER_CARD, WHITE_KING_BACK, cappedStep } from '../../data/rulers';
import {
  CARDSHARP_FACE,
  COLLECTOR_STEPS,
  FACE_EXACT_WINS,
  HEALER_CAP,
  HEALER_PER_CARD,
  JESTER_EXTRA_WINS,
  JESTER_PENALTY,
  JESTER_PENALTY_WINS,
  type CharacterId,
} from '../../data/characters';
import { JESTER_DEAL_PENALTY } from '../../data/decks';
import type { Printed } from '../printed';
import { row, type RoundRows } from '../rows';
import type { StdGame, StdPlayerRound, StdRound } from './model';
import { scoreBets } from './bets';
import type { Code } from '../../codes';

const copiesOf = (p: StdPlayerRound, c: CharacterId) => p.faceUp.filter((x) => x === c).length;

/**
 * Win count each player scores with. A face-up cheerleader scores with her partner's count
 * (ruling-cheerleader-partner); her own face-up jester goes where the book sends her red queen
 * (ruling-cheerleader-jester).
 */
export function winCounts(game: StdGame, round: StdRound): Record<string, number> {
  const counted = winParts(game, round);
  return Object.fromEntries(game.ids.map((id) => [id, sumParts(counted[id]!)]));
}

/**
 * Where a win count comes from: tricks, the face-up jesters' extra wins, red queens, and (only
 * when there is one) the face-up cheerleader's own jester, named apart so nobody looks for it
 * in their own squad.
 */
export interface WinParts {
  tricks: number;
  jesterWins: number;
  queenWins: number;
  cheerJesterWins?: number;
}

const sumParts = (p: WinParts): number => p.tricks + p.jesterWins + p.queenWins + (p.cheerJesterWins ?? 0);

/** The parts, with the cheerleader's jester only when it adds something. */
function makeParts(tricks: number, jesterWins: number, queenWins: number, cheerJesterWins: number): WinParts {
  return cheerJesterWins > 0 ? { tricks, jesterWins, queenWins, cheerJesterWins } : { tricks, jesterWins, queenWins };
}

/**
 * Each player's win count in its parts (their sum is the count winCounts gives), so the
 * breakdown can say "3 wins = 1 trick + 2 for the jester".
 *
 * Basic rule: a pair (face-up cheerleader and partner) shares one count — the partner's tricks,
 * 2 per face-up jester of either, 1 per red queen of either («Если вы или партнёр используете
 * красную даму, число побед партнёра увеличивается на 1»). Advanced rule: her red queen and her
 * jester add only to her count, the partner's only to theirs.
 */
export function winParts(game: StdGame, round: StdRound): Record<string, WinParts> {
  const adv = game.options.cheerleaderAdvanced;
  const cheerOf = (id: string) => game.ids.find((x) => round.players[x]!.partner === id);
  const jesters = (id: string) => JESTER_EXTRA_WINS * copiesOf(round.players[id]!, 'jester');
  const queen = (id: string) => (round.players[id]!.redQueen ? RED_QUEEN_WINS : 0);
  const own = (id: string): WinParts => {
    const cheer = adv ? undefined : cheerOf(id);
    return makeParts(round.players[id]!.tricks, jesters(id), queen(id) + (cheer ? queen(cheer) : 0), cheer ? jesters(cheer) : 0);
  };
  const out: Record<string, WinParts> = {};
  for (const id of game.ids) {
    const partner = round.players[id]!.partner;
    if (!partner) out[id] = own(id);
    else if (!adv) out[id] = own(partner);
    else out[id] = makeParts(round.players[partner]!.tricks, jesters(partner), queen(id), jesters(id));
  }
  return out;
}

/** What a used king of `colour` pays for these won cards. */
export function usedKingPoints(colour: Colour, won: WonCards): number {
  return colour === 'white' ? cappedStep(WHITE_KING_BACK, won.rarity + won.whiteFlag) : USED_KING_PER_CARD * won[colour];
}

/** A used king's row says what it counted: "3 red cards × 10", or the white king's specials. */
function usedKingParams(colour: Colour, won: WonCards): Record<string, string | number> {
  return colour === 'white' ? { colour, cards: won.rarity + won.whiteFlag } : { colour, cards: won[colour], rate: USED_KING_PER_CARD };
}

function push(rows: BreakdownRow[], r: BreakdownRow): void {
  if (r.points !== 0) rows.push(r);
}

/** Rows of round `r` (0-based) for every player, bets included. */
export function scoreStdRound(game: StdGame, r: number, printed: Printed): Result<RoundRows, Code> {
  const round = game.rounds[r]!;
  const n = r + 1;
  const parts = winParts(game, round);
  const counts = Object.fromEntries(game.ids.map((id) => [id, sumParts(parts[id]!)]));
  const bets = scoreBets(game, r, counts, printed);
  if (!bets.ok) return bets;
  const out: RoundRows = {};
  for (const id of game.ids) {
    const p = round.players[id]!;
    const wins = counts[id]!;
    const colour = game.rulers[id]!;
    const won = p.partner ? round.players[p.partner]!.won : p.won;
    const rows = [...bets.value[id]!.rows];
    if (!p.bets.includes('jack') && !p.jackShift) push(rows, row('jackFace', JACK_FACE[colour][wins] ?? 0, 'scoring-jacks', n, { wins, colour }));
    for (const c of p.faceUp) {
      const exact = FACE_EXACT_WINS[c];
      if (exact && exact.wins === wins) push(rows, row(`${c}Face`, exact.vp, 'scoring-characters', n, { wins }));
    }
    if (bets.value[id]!.success) {
      for (let i = 0; i < copiesOf(p, 'cardsharp'); i++) push(rows, row('cardsharpFace', CARDSHARP_FACE, 'character-cardsharp', n));
    }
    if (p.kingUsed) push(rows, row('usedKing', usedKingPoints(colour, won), 'scoring-kings', n, usedKingParams(colour, won)));
    for (const k of p.extraKings) if (k.used) push(rows, row('usedKing', usedKingPoints(k.colour, won), 'two-players', n, usedKingParams(k.colour, won)));
    const greenBlue = won.blue + won.green;
    for (let i = 0; i < copiesOf(p, 'healer'); i++) {
      push(
        rows,
        row('healerFace', Math.min(HEALER_CAP, HEALER_PER_CARD * greenBlue), 'character-healer', n, {
          cards: greenBlue,
          rate: HEALER_PER_CARD,
          cap: HEALER_CAP,
        }),
      );
    }
    const specials = won.rarity + won.whiteFlag;
    for (let i = 0; i < copiesOf(p, 'collector'); i++) {
      push(rows, row('collectorFace', cappedStep(COLLECTOR_STEPS, specials), 'character-collector', n, { cards: specials }));
    }
    if (copiesOf(p, 'jester') > 0 && wins === JESTER_PENALTY_WINS) push(rows, row('jesterFace', JESTER_PENALTY, 'character-jester', n, { wins }));
    // A face-up cheerleader pays the deal for her partner's tricks, not her own, like every
    // other won-card count (ruling-cheerleader-deal); the partner pays for them too.
    const dealCards = p.partner ? round.players[p.partner]!.dealPenaltyCards : p.dealPenaltyCards;
    if (round.dealKing && dealCards > 0) {
      const per = r === 2 ? JESTER_DEAL_PENALTY.last : JESTER_DEAL_PENALTY.early;
      const params: Record<string, string | number> = { cards: dealCards, colour: round.dealKing, rate: per };
      if (p.partner) params.from = p.partner;
      push(
        rows,
        p.partner
          ? row('partnerJesterDeal', per * dealCards, 'ruling-cheerleader-deal', n, params)
          : row('jesterDeal', per * dealCards, 'jester-deal', n, params),
      );
    }
    // Every row that depends on the win count says what the count is made of.
    for (const x of rows) if (x.params && typeof x.params.wins === 'number') Object.assign(x.params, parts[id]);
    out[id] = rows;
  }
  return ok(out);
}
