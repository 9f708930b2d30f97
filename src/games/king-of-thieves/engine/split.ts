/**
 * Part 1, the loot split ("Часть 1. Делёжка добычи"): take items from the centre or steal another
 * seat's whole loot, keeping at least one item and returning at least one (returned dice are
 * rerolled); the initiative passes clockwise to the next seat without loot; the last seat without
 * loot that takes from the centre takes everything. Items are the dice and the token.
 */
import type { Failure } from '../../../lib/result';
import { CARD } from './abilities';
import { minus, none, plus, roll, subPools, total, within } from './counts';
import { refuse } from './errors';
import { owns } from './own';
import { endSplit } from './flow';
import type { Counts, KotMove, KotState } from './types';
import type { KotError } from '../codes';

type Take = Extract<KotMove, { type: 'take' }>;
type Steal = Extract<KotMove, { type: 'steal' }>;

/** Items (dice and the token) in front of `seat`. */
export const itemsOf = (s: KotState, seat: number): number => total(s.loot[seat]!) + (s.token === seat ? 1 : 0);
const centreItems = (s: KotState): number => total(s.centre) + (s.token === -1 ? 1 : 0);
/** Seats with no loot yet. */
export const seatsWithoutLoot = (s: KotState): number[] => s.loot.map((_, seat) => seat).filter((seat) => itemsOf(s, seat) === 0);
/** The last seat without loot must take everything from the centre. */
const mustTakeAll = (s: KotState): boolean => seatsWithoutLoot(s).length === 1;

export function checkTake(s: KotState, m: Take): Failure<KotError> | null {
  if (!within(m.dice, s.centre) || (m.token && s.token !== -1)) return refuse('ERR_NOT_IN_CENTRE');
  if (total(m.dice) + (m.token ? 1 : 0) === 0) return refuse('ERR_NOTHING_TAKEN');
  if (mustTakeAll(s) && (total(m.dice) !== total(s.centre) || m.token !== (s.token === -1))) return refuse('ERR_MUST_TAKE_ALL');
  return null;
}

export function checkSteal(s: KotState, m: Steal): Failure<KotError> | null {
  if (m.from === m.seat || m.from < 0 || m.from >= s.players || itemsOf(s, m.from) === 0) return refuse('ERR_NO_SUCH_LOOT', { fromSeat: m.from });
  const items = itemsOf(s, m.from);
  if (items < 2) return refuse('ERR_SINGLE_ITEM_LOOT', { fromSeat: m.from });
  if (!within(m.keep, s.loot[m.from]!) || (m.token && s.token !== m.from)) return refuse('ERR_NOT_IN_LOOT', { fromSeat: m.from });
  const kept = total(m.keep) + (m.token ? 1 : 0);
  if (kept < 1) return refuse('ERR_KEEP_ONE');
  if (kept >= items) return refuse('ERR_RETURN_ONE');
  return null;
}

/** Passes the initiative clockwise to the next seat without loot, or ends the split. */
function passInitiative(d: KotState, mover: number): void {
  for (let k = 1; k < d.players; k++) {
    const next = (mover + k) % d.players;
    if (itemsOf(d, next) === 0) {
      d.seat = next;
      return;
    }
  }
  endSplit(d);
}

export function performTake(d: KotState, m: Take): void {
  d.centre = minus(d.centre, m.dice);
  d.loot[m.seat] = plus(d.loot[m.seat]!, m.dice);
  if (m.token) d.token = m.seat;
  passInitiative(d, m.seat);
}

/**
 * The thief takes the whole loot and returns what it does not keep. Returned dice are rerolled,
 * unless the robbed seat owns Lucky Animal Appendage; Wicked Clutches pays its owner when robbed.
 */
export function performSteal(d: KotState, m: Steal): void {
  const returned = minus(d.loot[m.from]!, m.keep);
  d.loot[m.from] = none();
  d.loot[m.seat] = m.keep.slice();
  if (d.token === m.from) d.token = m.token ? m.seat : -1;
  if (owns(d, m.from, CARD.paw)) d.centre = plus(d.centre, returned);
  else {
    const rolled = roll(d.rng, total(returned));
    d.rng = rolled.rng;
    d.centre = plus(d.centre, rolled.dice);
  }
  if (owns(d, m.from, CARD.clutches)) d.notoriety[m.from]! += 1;
  passInitiative(d, m.seat);
}

/** Every take and steal open to the seat to move. */
export function splitMoves(s: KotState): KotMove[] {
  const seat = s.seat;
  const out: KotMove[] = [];
  const tokenHere = s.token === -1;
  if (mustTakeAll(s)) {
    if (centreItems(s) > 0) out.push({ type: 'take', seat, dice: s.centre.slice(), token: tokenHere });
  } else {
    for (const dice of subPools(s.centre)) {
      for (const token of tokenHere ? [false, true] : [false]) {
        if (total(dice) + (token ? 1 : 0) > 0) out.push({ type: 'take', seat, dice, token });
      }
    }
  }
  for (let from = 0; from < s.players; from++) {
    const items = itemsOf(s, from);
    if (from === seat || items < 2) continue;
    for (const keep of subPools(s.loot[from]!)) {
      for (const token of s.token === from ? [false, true] : [false]) {
        const kept = total(keep) + (token ? 1 : 0);
        if (kept >= 1 && kept < items) out.push({ type: 'steal', seat, from, keep: keep as Counts, token });
      }
    }
  }
  return out;
}
