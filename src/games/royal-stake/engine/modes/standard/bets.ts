/**
 * Hidden bets (rulebook «Ставка», «Пример ставки в третьем раунде», «Болельщица»): every seat lays
 * one of its three characters face down; in round 3 one or two of its characters and its jack.
 * A seat with the cheerleader either lays her face down as (one of) its bets, or keeps all its
 * characters face up and bets nothing. The table takes the bets one seat at a time from the
 * first player; nobody sees another's bet until the round is scored.
 */
import { ok, type Result } from '../../../../../lib/result';
import { cloneState } from '../../copy';
import type { RsMove, RsState } from '../../types';
import { openCheer } from './cheer';
import { isTwoPlayer } from './config';
import { isCheerleader, type BetPick, type StdState } from './types';
import { cloneStd, cloneStdSeat } from './quick-copy';
import { fail, type Code } from '../../../codes';

const LAST_ROUND = 3;

/**
 * Most bet cards and whether the jack may be one: round 3 two with the jack; 2 players always one,
 * the jack from round 1 («Даже в третьем раунде для ставки используется только 1 карта»,
 * «Можно использовать валета для ставки с первого раунда»).
 */
function betLimits(state: RsState): { max: number; jack: boolean } {
  if (isTwoPlayer(state.config)) return { max: 1, jack: true };
  return state.round === LAST_ROUND ? { max: 2, jack: true } : { max: 1, jack: false };
}

/** Opens the bet step: every seat, clockwise from the first player. */
export function openBets(state: RsState): RsState {
  const n = state.seats.length;
  const next = cloneState(state);
  next.phase = 'bet';
  next.std = cloneStd(state.std!);
  const order: number[] = [];
  for (let i = 0; i < n; i++) order.push((state.first + i) % n);
  next.std.betOrder = order;
  return next;
}

/** The seat that bets now. */
export const betToMove = (state: RsState): number | null => state.std?.betOrder[0] ?? null;

/** Every bet the seat may lay: single cards, round-3 pairs (jack included), [] with the cheerleader. */
export function betMoves(state: RsState): RsMove[] {
  const seat = betToMove(state);
  if (seat === null) return [];
  const chars = state.std!.seats[seat]!.chars;
  const cheer = chars.find(isCheerleader);
  const { max, jack } = betLimits(state);
  const picks: BetPick[] = chars.slice();
  if (jack) picks.push('jack');
  const out: RsMove[] = [];
  // A bet of `a` (and `b`) is open unless a cheerleader is held and left out (no list built to ask).
  const fits = (a: BetPick, b?: BetPick) => cheer === undefined || a === cheer || b === cheer;
  if (cheer !== undefined) out.push({ t: 'bet', cards: [] });
  for (let i = 0; i < picks.length; i++) {
    if (fits(picks[i]!)) out.push({ t: 'bet', cards: [picks[i]!] });
    if (max < 2) continue;
    for (let j = i + 1; j < picks.length; j++) if (fits(picks[i]!, picks[j]!)) out.push({ t: 'bet', cards: [picks[i]!, picks[j]!] });
  }
  return out;
}

/** Why `cards` is not a bet this seat may lay, or null. */
function refusal(state: RsState, seat: number, cards: unknown): ReturnType<typeof fail> | null {
  if (!Array.isArray(cards) || cards.some((c) => typeof c !== 'string')) return fail('ERR_BAD_MOVE');
  const chars = state.std!.seats[seat]!.chars;
  const cheer = chars.find(isCheerleader);
  const { max, jack } = betLimits(state);
  if (cards.length === 0) return cheer === undefined ? fail('ERR_BET_CARDS', { count: 0, max }) : null;
  if (cards.length > max) return fail('ERR_BET_CARDS', { count: cards.length, max });
  for (const c of cards as string[]) {
    if (c === 'jack') {
      if (!jack) return fail('ERR_JACK_BET_NOT_YET');
    } else if (!chars.includes(c)) return fail('ERR_BET_NOT_IN_SQUAD', { card: c });
  }
  if (cards.length === 2 && cards[0] === cards[1]) return fail('ERR_DUPLICATE_CARD', { card: String(cards[0]) });
  // A face-up cheerleader forbids bets (rulebook «Если болельщица лежит лицом вверх»).
  if (cheer !== undefined && !cards.includes(cheer)) return fail('ERR_CHEERLEADER_UP_NO_BET');
  return null;
}

/** Applies the bet of the seat to move (a `listed` one unchecked: listed.ts); after the last bet the cheerleader (if any) acts, then preparation. */
export function applyBet(state: RsState, move: RsMove, listed = false): Result<RsState, Code> {
  const seat = betToMove(state);
  if (seat === null) return fail('ERR_BAD_STATE');
  if (move.t !== 'bet') return fail('ERR_WRONG_PHASE', { phase: state.phase });
  const refused = listed ? null : refusal(state, seat, move.cards);
  if (refused) return refused;
  const std = state.std!;
  const seats = std.seats.slice();
  const own = cloneStdSeat(std.seats[seat]!);
  own.bets = move.cards.slice();
  seats[seat] = own;
  const nextStd: StdState = cloneStd(std);
  nextStd.seats = seats;
  nextStd.betOrder = std.betOrder.slice(1);
  const next = cloneState(state);
  next.std = nextStd;
  return ok(nextStd.betOrder.length === 0 ? openCheer(next) : next);
}
