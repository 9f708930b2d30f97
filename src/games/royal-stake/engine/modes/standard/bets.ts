/**
 * Hidden bets (rulebook «Ставка», «Пример ставки в третьем раунде», «Болельщица»): every seat lays
 * one of its three characters face down; in round 3 one or two of its characters and its jack.
 * A seat with the cheerleader either lays her face down as (one of) its bets, or keeps all its
 * characters face up and bets nothing. The table takes the bets one seat at a time from the
 * first player; nobody sees another's bet until the round is scored.
 */
import { fail, ok, type Result } from '../../../../../lib/result';
import { cloneState } from '../../copy';
import type { RsMove, RsState } from '../../types';
import { openCheer } from './cheer';
import { isCheerleader, type BetPick, type StdState } from './types';

const LAST_ROUND = 3;

/** True when the character card is the cheerleader. */
/** Opens the bet step: every seat, clockwise from the first player. */
export function openBets(state: RsState): RsState {
  const n = state.seats.length;
  const next = cloneState(state);
  next.phase = 'bet';
  next.std = { ...state.std!, betOrder: Array.from({ length: n }, (_, i) => (state.first + i) % n) };
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
  const picks: BetPick[] = state.round === LAST_ROUND ? [...chars, 'jack'] : chars.slice();
  const out: RsMove[] = [];
  const fits = (cards: BetPick[]) => cheer === undefined || cards.includes(cheer);
  if (cheer !== undefined) out.push({ t: 'bet', cards: [] });
  for (let i = 0; i < picks.length; i++) {
    if (fits([picks[i]!])) out.push({ t: 'bet', cards: [picks[i]!] });
    if (state.round !== LAST_ROUND) continue;
    for (let j = i + 1; j < picks.length; j++) if (fits([picks[i]!, picks[j]!])) out.push({ t: 'bet', cards: [picks[i]!, picks[j]!] });
  }
  return out;
}

/** Why `cards` is not a bet this seat may lay, or null. */
function refusal(state: RsState, seat: number, cards: unknown): ReturnType<typeof fail> | null {
  if (!Array.isArray(cards) || cards.some((c) => typeof c !== 'string')) return fail('ERR_BAD_MOVE');
  const chars = state.std!.seats[seat]!.chars;
  const cheer = chars.find(isCheerleader);
  const max = state.round === LAST_ROUND ? 2 : 1;
  if (cards.length === 0) return cheer === undefined ? fail('ERR_BET_CARDS', { count: 0, max }) : null;
  if (cards.length > max) return fail('ERR_BET_CARDS', { count: cards.length, max });
  for (const c of cards as string[]) {
    if (c === 'jack') {
      if (state.round !== LAST_ROUND) return fail('ERR_JACK_BET_NOT_YET');
    } else if (!chars.includes(c)) return fail('ERR_BET_NOT_IN_SQUAD', { card: c });
  }
  if (cards.length === 2 && cards[0] === cards[1]) return fail('ERR_DUPLICATE_CARD', { card: String(cards[0]) });
  // A face-up cheerleader forbids bets (rulebook «Если болельщица лежит лицом вверх»).
  if (cheer !== undefined && !cards.includes(cheer)) return fail('ERR_CHEERLEADER_UP_NO_BET');
  return null;
}

/** Applies the bet of the seat to move; after the last bet the cheerleader (if any) acts, then preparation. */
export function applyBet(state: RsState, move: RsMove): Result<RsState> {
  const seat = betToMove(state);
  if (seat === null) return fail('ERR_BAD_STATE');
  if (move.t !== 'bet') return fail('ERR_WRONG_PHASE', { phase: state.phase });
  const refused = refusal(state, seat, move.cards);
  if (refused) return refused;
  const std = state.std!;
  const seats = std.seats.slice();
  seats[seat] = { ...std.seats[seat]!, bets: move.cards.slice() };
  const nextStd: StdState = { ...std, seats, betOrder: std.betOrder.slice(1) };
  const next = cloneState(state);
  next.std = nextStd;
  return ok(nextStd.betOrder.length === 0 ? openCheer(next) : next);
}
