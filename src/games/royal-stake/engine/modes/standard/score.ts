/**
 * Round end (rulebook «Получение ПО»): the round as the scorer's round record (faces, bets,
 * tricks, won cards, red queen, king, recharge, jester-deal cards, partner and copy), every
 * seat's VP taken from the scorer's running totals, then the next round or the end.
 */
import type { WonCards } from '../../../data/colours';
import { scoreRounds } from '../../../score';
import { valueFields } from '../../../score/value-set';
import { CARD } from '../../cards';
import { cloneSeat, cloneState } from '../../copy';
import type { RsState } from '../../types';
import { faceUpOf } from './faces';
import { startStdRound } from './round';
import { characterOf, type BetPick } from './types';

/** Rounds in a standard game. */
export const STD_ROUNDS = 3;

const betCard = (b: BetPick): string => (b === 'jack' ? 'jack' : characterOf(b));

/** Minor cards won, by colour (the berserker tens count as black: they are black 10s). */
function wonCards(cards: readonly string[]): WonCards {
  const won: WonCards = { red: 0, blue: 0, green: 0, black: 0, rarity: 0, whiteFlag: 0 };
  for (const id of cards) {
    const c = CARD[id]!;
    if (c.kind === 'rarity' || c.kind === 'whiteFlag') won[c.kind]++;
    else if (c.suit) won[c.suit]++;
  }
  return won;
}

/** The colour a card has for the jester deal: printed colour; rarities and flags are white (ruling-jester-deal). */
const dealColour = (card: string): string | null => {
  const c = CARD[card]!;
  return c.suit ?? (c.kind === 'rarity' || c.kind === 'whiteFlag' ? 'white' : null);
};

/**
 * Jester deal (rulebook «Карта сделки с шутом», ruling-jester-deal): for each trick `seat` won with
 * a card of the deal king's colour (the card under a king or queen; a samurai's red stays red),
 * the cards of that colour in the trick.
 */
function dealCards(state: RsState, seat: number): number {
  const king = state.std?.dealKing;
  if (!king) return 0;
  let n = 0;
  for (const t of state.history) {
    if (t.winner !== seat) continue;
    const win = t.plays.find((p) => p.seat === seat)!;
    if (dealColour(win.card) !== king) continue;
    for (const p of t.plays) if (dealColour(p.card) === king) n++;
  }
  return n;
}

/** This round as the scorer's round record (players "0".."n-1"). */
export function roundRecord(state: RsState): Record<string, unknown> {
  const std = state.std!;
  const players: Record<string, unknown> = {};
  state.seats.forEach((seat, i) => {
    const own = std.seats[i]!;
    const p: Record<string, unknown> = {
      faceUp: faceUpOf(std, i),
      bets: (own.bets ?? []).map(betCard),
      tricks: seat.tricks,
      won: wonCards(seat.won),
      redQueen: state.history.some((t) => t.plays.some((x) => x.seat === i && x.redQueen)),
      kingUsed: seat.king === 'used',
      queenRecharged: own.recharged,
      dealPenaltyCards: dealCards(state, i),
    };
    if (std.partner?.cheer === i && std.partner.partner !== null) p.partner = String(std.partner.partner);
    if (std.copy?.cheer === i && std.copy.seat !== null) {
      const target = std.seats[std.copy.seat]!.bets ?? [];
      p.copy = { player: String(std.copy.seat), card: betCard(target[std.copy.index]!) };
    }
    players[String(i)] = p;
  });
  return std.dealKing ? { jesterDealKing: std.dealKing, players } : { players };
}

/**
 * The whole game so far as the scorer's input. The value set goes in as the scorer reads it
 * (score/value-set.ts): Stolik's set by name, printed values inline as `printed`.
 */
export function stdScorerInput(state: RsState): Record<string, unknown> {
  const c = state.config;
  return {
    mode: 'standard',
    players: state.seats.map((s, i) => ({ id: String(i), rulers: s.set })),
    options: { jesterDeal: c.options!.jesterDeal, cheerleaderAdvanced: c.options!.advancedCheerleader, baseSquads: c.options!.baseSquads4p },
    ...valueFields(c.valueSet ?? 'printed', c.values!),
    rounds: state.rounds,
  };
}

/** Records the round, sets every seat's VP to the scorer's running total, then deals on or ends. */
export function endStdRound(state: RsState): RsState {
  const next = cloneState(state);
  next.rounds = state.rounds.concat([roundRecord(state)]);
  const totals = scoreRounds(stdScorerInput(next));
  // The scorer refusing an engine-made round is a bug the property tests catch; the VP then stay as they were.
  const running = totals.ok ? totals.value.running.at(-1) : undefined;
  next.seats = state.seats.map((s, i) => {
    const c = cloneSeat(s);
    if (running) c.score = running[String(i)] ?? s.score;
    return c;
  });
  if (state.round >= STD_ROUNDS) {
    next.phase = 'over';
    next.trick = null;
    return next;
  }
  next.round = state.round + 1;
  return startStdRound(next);
}
