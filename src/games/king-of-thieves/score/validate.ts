import { ok, type Result } from '../../../lib/result';
import { isIntIn } from '../../../lib/integer';
import { ERR_BAD_INPUT, ERR_NOT_INTEGER, ERR_OUT_OF_RANGE, isRecord, shownValue } from '../../../lib/read';
import { CARD_BY_ID, DECK_IDS } from '../data/cards';
import { CARDS_KEPT, PLAYER_COUNT } from '../data/setup';
import { MAX_TOKEN_COUNT } from '../data/scoring';
import type { MarketCard } from '../data/types';
import { fail, type Code } from '../codes';

/** One player's end-of-game holdings after validation. */
export interface PlayerHoldings {
  id: string;
  cards: MarketCard[];
  coins: number;
  /** Notoriety points on the player's tokens (a "5" token counts five). */
  notoriety: number;
}

/** Card that goes back to the box as soon as it is bought, so nobody can own it at the end. */
const NEVER_KEPT = 'unlabeled-potion';
const MAX_ID_LENGTH = 40;

/** Checks a coin or notoriety count: a whole number from 0 to the typo guard. */
function checkCount(v: unknown, path: string): Result<number, Code> {
  if (typeof v !== 'number' || !Number.isInteger(v)) return fail(ERR_NOT_INTEGER, undefined, path);
  if (v < 0) return fail('ERR_NEGATIVE', undefined, path);
  if (!isIntIn(v, 0, MAX_TOKEN_COUNT)) return fail(ERR_OUT_OF_RANGE, { min: 0, max: MAX_TOKEN_COUNT }, path);
  return ok(v);
}

/** Resolves card ids; `owned` is shared by all players because every card exists once. */
function checkCards(v: unknown, path: string, owned: Set<string>): Result<MarketCard[], Code> {
  if (!Array.isArray(v)) return fail(ERR_BAD_INPUT, undefined, path);
  const cards: MarketCard[] = [];
  for (const [i, id] of v.entries()) {
    const card = typeof id === 'string' ? CARD_BY_ID.get(id) : undefined;
    if (!card) return fail('ERR_UNKNOWN_CARD', { card: shownValue(id) }, `${path}.${i}`);
    if (card.id === NEVER_KEPT) return fail('ERR_CARD_NOT_KEPT', { card: card.id }, `${path}.${i}`);
    if (owned.has(card.id)) return fail('ERR_DUPLICATE_CARD', { card: card.id }, `${path}.${i}`);
    owned.add(card.id);
    cards.push(card);
  }
  return ok(cards);
}

/** Only 13 / 12 / 11 cards of decks A / B / C take part in a game, so no table owns more. */
function checkDeckLimits(players: PlayerHoldings[]): Result<true, Code> {
  for (const deck of DECK_IDS) {
    const count = players.reduce((n, p) => n + p.cards.filter((c) => c.deck === deck).length, 0);
    if (count > CARDS_KEPT[deck]) {
      return fail('ERR_TOO_MANY_CARDS_FROM_DECK', { deck, count, max: CARDS_KEPT[deck] }, 'players');
    }
  }
  return ok(true);
}

/** Validates untrusted score input `{ players: [{ id, cards, coins, notoriety }] }`. */
export function parseHoldings(input: unknown): Result<PlayerHoldings[], Code> {
  if (!isRecord(input) || !Array.isArray(input.players)) return fail(ERR_BAD_INPUT, undefined, 'players');
  const raw: unknown[] = input.players;
  if (raw.length < PLAYER_COUNT.min || raw.length > PLAYER_COUNT.max) {
    return fail('ERR_PLAYER_COUNT', { min: PLAYER_COUNT.min, max: PLAYER_COUNT.max, count: raw.length }, 'players');
  }
  const players: PlayerHoldings[] = [];
  const ids = new Set<string>();
  const owned = new Set<string>();
  for (const [i, p] of raw.entries()) {
    const at = `players.${i}`;
    if (!isRecord(p)) return fail(ERR_BAD_INPUT, undefined, at);
    const id = p.id;
    if (typeof id !== 'string' || id.trim() === '' || id.length > MAX_ID_LENGTH) {
      return fail('ERR_BAD_PLAYER_ID', { max: MAX_ID_LENGTH }, `${at}.id`);
    }
    if (ids.has(id)) return fail('ERR_DUPLICATE_PLAYER', { id }, `${at}.id`);
    ids.add(id);
    const cards = checkCards(p.cards, `${at}.cards`, owned);
    if (!cards.ok) return cards;
    const coins = checkCount(p.coins, `${at}.coins`);
    if (!coins.ok) return coins;
    const notoriety = checkCount(p.notoriety, `${at}.notoriety`);
    if (!notoriety.ok) return notoriety;
    players.push({ id, cards: cards.value, coins: coins.value, notoriety: notoriety.value });
  }
  const limits = checkDeckLimits(players);
  return limits.ok ? ok(players) : limits;
}
