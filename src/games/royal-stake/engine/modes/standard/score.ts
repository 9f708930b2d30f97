/**
 * Round end (rulebook «Получение ПО»): the round as the scorer's round record (faces, bets,
 * tricks, won cards, red queen, king, recharge, jester-deal cards, partner and copy), every
 * seat's VP taken from the scorer's running totals, then the next round or the end.
 */
import type { Colour, WonCards } from '../../../data/colours';
import { QUEEN_RECHARGE_COST } from '../../../data/rulers';
import { stolikValues } from '../../../data/stolik-values';
import { valueFields } from '../../../score/value-set';
import { CARD } from '../../cards';
import { appended, cloneSeat, cloneState } from '../../copy';
import type { RsState } from '../../types';
import { faceUpOf } from './faces';
import { isTwoPlayer } from './config';
import { withJackShifts } from './jack-shift';
import { jackAsk, openJack, shiftedFor } from './jack-choice';
import { quickRunning, type QuickGame, type QuickPlayer, type QuickRound } from './quick-count';
import { startStdRound } from './round';
import { characterOf, type BetPick } from './types';

/** Rounds in a standard game. */
export const STD_ROUNDS = 3;

const betCard = (b: BetPick): string => (b === 'jack' ? 'jack' : characterOf(b));

/** Minor cards won, by colour (the berserker tens count as black: they are black 10s). */
function wonCards(cards: readonly string[]): WonCards {
  // Counted in locals, the object built once: an increment under a computed key was a slow
  // keyed store at every round end of every bot playout.
  let red = 0;
  let blue = 0;
  let green = 0;
  let black = 0;
  let rarity = 0;
  let whiteFlag = 0;
  for (let i = 0; i < cards.length; i++) {
    const c = CARD[cards[i]!]!;
    if (c.kind === 'rarity') rarity++;
    else if (c.kind === 'whiteFlag') whiteFlag++;
    else if (c.suit === 'red') red++;
    else if (c.suit === 'blue') blue++;
    else if (c.suit === 'green') green++;
    else if (c.suit === 'black') black++;
  }
  return { red, blue, green, black, rarity, whiteFlag };
}

/** The colour a card has for the jester deal: printed colour; rarities and flags are white (ruling-jester-deal). */
const dealColour = (card: string): string | null => {
  const c = CARD[card]!;
  return c.suit ?? (c.kind === 'rarity' || c.kind === 'whiteFlag' ? 'white' : null);
};

/**
 * Jester deal (rulebook «Карта сделки с шутом», ruling-jester-deal): for each trick a seat won with
 * a card of the deal king's colour (the card under a king or queen; a samurai's red stays red),
 * the cards of that colour in the trick. Every seat's count, by seat.
 */
function dealCards(state: RsState): number[] {
  const out: number[] = new Array<number>(state.seats.length).fill(0);
  const king = state.std?.dealKing;
  if (!king) return out;
  for (const t of state.history) {
    let win: string | undefined;
    for (const p of t.plays) if (p.seat === t.winner) win = p.card;
    if (win === undefined || dealColour(win) !== king) continue;
    for (const p of t.plays) if (dealColour(p.card) === king) out[t.winner]!++;
  }
  return out;
}

/** Seats that used the red queen this round (one pass over the tricks). */
function redQueens(state: RsState): boolean[] {
  const out: boolean[] = new Array<boolean>(state.seats.length).fill(false);
  for (const t of state.history) for (const p of t.plays) if (p.redQueen) out[p.seat] = true;
  return out;
}

/** This round as the scorer's round record (players "0".."n-1"); the quick count reads it too. */
export function roundRecord(state: RsState): QuickRound {
  const std = state.std!;
  const players: Record<string, QuickPlayer> = {};
  const deal = dealCards(state);
  const red = redQueens(state);
  // A plain loop (no callback): this runs at every round end of every bot playout.
  for (let i = 0; i < state.seats.length; i++) {
    const seat = state.seats[i]!;
    const own = std.seats[i]!;
    const p: QuickPlayer = {
      faceUp: faceUpOf(std, i),
      bets: (own.bets ?? []).map(betCard),
      tricks: seat.tricks,
      won: wonCards(seat.won),
      redQueen: red[i]!,
      kingUsed: seat.king === 'used',
      queenRecharged: own.recharged,
      dealPenaltyCards: deal[i]!,
    };
    if (std.partner?.cheer === i && std.partner.partner !== null) p.partner = String(std.partner.partner);
    if (std.copy?.cheer === i && std.copy.seat !== null) {
      const target = std.seats[std.copy.seat]!.bets ?? [];
      p.copy = { player: String(std.copy.seat), card: betCard(target[std.copy.index]!) };
    }
    // 2 players, round 3: the catch-up kings taken, laid or not (catch-up.ts).
    if (own.extraKings?.length) p.extraKings = own.extraKings.map((k) => ({ colour: k.colour, used: k.used }));
    // The same key as String(i) ("0".."n-1"), stored without building and parsing the string.
    players[i] = p;
  }
  return std.dealKing ? { jesterDealKing: std.dealKing, players } : { players };
}

/**
 * The whole game so far as the scorer's input. The value set goes in as the scorer reads it
 * (score/value-set.ts): Stolik's set by name, printed values inline as `printed`.
 */
export function stdScorerInput(state: RsState): Record<string, unknown> {
  const c = state.config;
  return {
    mode: isTwoPlayer(c) ? 'two-players' : 'standard',
    players: state.seats.map((s, i) => ({ id: String(i), rulers: s.set })),
    options: { jesterDeal: c.options!.jesterDeal, cheerleaderAdvanced: c.options!.advancedCheerleader, baseSquads: c.options!.baseSquads4p },
    ...valueFields(c.valueSet ?? 'printed', c.values!),
    rounds: state.rounds,
  };
}

/** Stolik's digital bet backs, as the scorer reads them for a game with `valueSet: 'stolik'`. */
const STOLIK_BACKS = stolikValues().bets;

/** Player ids "0".."4", made once: a fresh String(i) is looked up more slowly as a key than a literal. */
const SEAT_IDS: readonly string[] = ['0', '1', '2', '3', '4'];

/** The game's facts the quick count needs, from the state. */
function quickGame(state: RsState): QuickGame {
  const c = state.config;
  return {
    ids: state.seats.length <= SEAT_IDS.length ? SEAT_IDS.slice(0, state.seats.length) : state.seats.map((_, i) => String(i)),
    rulers: state.seats.map((s) => s.set as Colour),
    cheerleaderAdvanced: c.options!.advancedCheerleader,
    twoPlayers: c.players === 2,
    backs: c.valueSet === 'stolik' ? STOLIK_BACKS : c.values!.bets,
  };
}

/** Running VP after a round record, from the VP before the round (null where the count refuses it). */
function roundCount(state: RsState): (r: QuickRound) => readonly number[] | null {
  // The preparation took a recharge off the VP when it was paid (prep.ts); the scorer counts it
  // in the round's rows, so the count starts from the VP before it.
  const before = state.seats.map((s, i) => s.score + (state.std!.seats[i]!.recharged && s.set ? QUEEN_RECHARGE_COST[s.set] : 0));
  return (r: QuickRound) => quickRunning(quickGame(state), r, state.rounds.length, before);
}

/**
 * The round's end. Two players: a new game (`options.jackChoice`) first asks every seat whose jack
 * shift changes its points (jack-choice.ts); an older save takes the shift where it scores more,
 * as it was scored then (jack-shift.ts, ruling-two-jack-shift). Then the round is recorded.
 */
export function endStdRound(state: RsState): RsState {
  const count = roundCount(state);
  if (!isTwoPlayer(state.config)) return recordRound(state, roundRecord(state), count);
  if (state.config.options?.jackChoice !== true) return recordRound(state, withJackShifts(roundRecord(state), count), count);
  const record = roundRecord(state);
  const ask = jackAsk(state, record, count);
  return ask ? openJack(state, ask) : recordRound(state, record, count);
}

/** After the jack decisions: the round scored with the shifts the seats in `shifts` chose. */
export const scoreWithShifts = (state: RsState, shifts: readonly number[]): RsState =>
  recordRound(state, shiftedFor(roundRecord(state), shifts), roundCount(state));

/**
 * Records the round, sets every seat's VP to the running total, then deals on or ends. The VP
 * come from the quick count (quick-count.ts says why), equal to the scorer's by a property test;
 * the round summary and the result explain them with the scorer on `state.rounds`.
 */
function recordRound(state: RsState, record: QuickRound, count: (r: QuickRound) => readonly number[] | null): RsState {
  const next = cloneState(state);
  next.rounds = appended(state.rounds, record);
  const running = count(record);
  // Where the scorer would refuse the game (a bug the property tests catch) the VP stay as they were.
  next.seats = state.seats.map((s, i) => {
    const c = cloneSeat(s);
    if (running) c.score = running[i]!;
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
