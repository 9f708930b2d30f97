/**
 * The referee: reads an untrusted move, says why it is refused (a KotError code) or plays it on a
 * copy of the state. `legalMoves` lists exactly the moves `applyMove` accepts (the property tests
 * check both ways).
 */
import { isRecord } from '../../../lib/read';
import { ok, type Failure, type Result } from '../../../lib/result';
import { isFace, readCounts } from './counts';
import { refuse } from './errors';
import { checkReroll, luckyMoves, performReroll } from './lucky';
import { startSale } from './flow';
import { checkBuy, checkFlip, checkTrade, performBuy, performDone, performFlip, performTrade, saleMoves } from './sale';
import { checkSteal, checkTake, performSteal, performTake, splitMoves } from './split';
import { MOVE_TYPES, type KotMove, type KotState, type Phase } from './types';
import type { KotError } from '../codes';

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const isCard = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 60;

/** A move from untrusted JSON, or null when its shape is wrong. */
export function parseMove(raw: unknown): KotMove | null {
  if (!isRecord(raw) || !MOVE_TYPES.includes(raw.type as KotMove['type']) || !isInt(raw.seat)) return null;
  const seat = raw.seat;
  switch (raw.type as KotMove['type']) {
    case 'take': {
      const dice = readCounts(raw.dice);
      return dice && typeof raw.token === 'boolean' ? { type: 'take', seat, dice, token: raw.token } : null;
    }
    case 'steal': {
      const keep = readCounts(raw.keep);
      return keep && isInt(raw.from) && typeof raw.token === 'boolean' ? { type: 'steal', seat, from: raw.from, keep, token: raw.token } : null;
    }
    case 'reroll':
      return isFace(raw.face) ? { type: 'reroll', seat, face: raw.face } : null;
    case 'buy': {
      const dice = readCounts(raw.dice);
      return dice && isCard(raw.card) && isInt(raw.coins) && raw.coins >= 0 ? { type: 'buy', seat, card: raw.card, dice, coins: raw.coins } : null;
    }
    case 'flip':
      return isCard(raw.card) && isFace(raw.from) && isFace(raw.to) ? { type: 'flip', seat, card: raw.card, from: raw.from, to: raw.to } : null;
    case 'trade':
      return isCard(raw.card) ? { type: 'trade', seat, card: raw.card } : null;
    case 'skip':
    case 'done':
      return { type: raw.type as 'skip' | 'done', seat };
  }
}

/** The phase each move belongs to. */
const PHASE_OF: Record<KotMove['type'], Phase> = {
  take: 'split',
  steal: 'split',
  reroll: 'lucky',
  skip: 'lucky',
  buy: 'sale',
  flip: 'sale',
  trade: 'sale',
  done: 'sale',
};

/** Why `m` cannot be played now, or null when it is legal. */
export function checkMove(s: KotState, m: KotMove): Failure<KotError> | null {
  if (s.phase === 'over') return refuse('ERR_GAME_OVER');
  if (m.seat !== s.seat) return refuse('ERR_NOT_YOUR_TURN', { toMoveSeat: s.seat });
  if (PHASE_OF[m.type] !== s.phase) return refuse('ERR_WRONG_PHASE');
  switch (m.type) {
    case 'take':
      return checkTake(s, m);
    case 'steal':
      return checkSteal(s, m);
    case 'reroll':
      return checkReroll(s, m);
    case 'buy':
      return checkBuy(s, m);
    case 'flip':
      return checkFlip(s, m);
    case 'trade':
      return checkTrade(s, m);
    case 'skip':
    case 'done':
      return null;
  }
}

/** A copy whose top-level arrays the perform functions may write to; nested values are replaced. */
const draftOf = (s: KotState): KotState => ({
  ...s,
  loot: s.loot.slice(),
  cards: s.cards.slice(),
  coins: s.coins.slice(),
  notoriety: s.notoriety.slice(),
});

/** Plays a checked move on a draft. */
function perform(d: KotState, m: KotMove): void {
  switch (m.type) {
    case 'take':
      return performTake(d, m);
    case 'steal':
      return performSteal(d, m);
    case 'reroll':
      return performReroll(d, m);
    case 'skip':
      return startSale(d);
    case 'buy':
      return performBuy(d, m);
    case 'flip':
      return performFlip(d, m);
    case 'trade':
      return performTrade(d, m);
    case 'done':
      return performDone(d);
  }
}

/** The next state, or the code why `raw` is refused (the state is never written to). */
export function applyMove(s: KotState, raw: unknown): Result<KotState, KotError> {
  const m = parseMove(raw);
  if (!m) return refuse(s.phase === 'over' ? 'ERR_GAME_OVER' : 'ERR_BAD_MOVE');
  const why = checkMove(s, m);
  if (why) return why;
  const d = draftOf(s);
  perform(d, m);
  return ok(d);
}

/** Every move the seat to move may make; none once the game is over. */
export function legalMoves(s: KotState): KotMove[] {
  switch (s.phase) {
    case 'split':
      return splitMoves(s);
    case 'lucky':
      return luckyMoves(s);
    case 'sale':
      return saleMoves(s);
    case 'over':
      return [];
  }
}
