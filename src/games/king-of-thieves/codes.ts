/**
 * Every error code King of Thieves' pure code (the haul scorer, the printed setup and the engine)
 * may fail with: the closed table (chessops' way). `fail` below only takes these, so a misspelt
 * code does not compile; each one is translated under `errors.<code>` in
 * `locales/{en,ru}/king-of-thieves.json` or `play.json` (test/unit/games/error-codes.test.ts
 * checks both, and that nothing else is).
 */
import { ERR_BAD_INPUT, ERR_NOT_INTEGER, ERR_OUT_OF_RANGE } from '../../lib/read';
import { failOf } from '../../lib/result';

/** Every refusal of the engine (`engine/errors.ts` refuses with these only). */
export const ENGINE_CODES = [
  'ERR_BAD_CONFIG',
  'ERR_BAD_SEED',
  'ERR_BAD_PLAYERS',
  'ERR_BAD_FIRST',
  'ERR_BAD_MOVE',
  'ERR_GAME_OVER',
  'ERR_NOT_YOUR_TURN',
  'ERR_WRONG_PHASE',
  'ERR_NOTHING_TAKEN',
  'ERR_NOT_IN_CENTRE',
  'ERR_MUST_TAKE_ALL',
  'ERR_NO_SUCH_LOOT',
  'ERR_SINGLE_ITEM_LOOT',
  'ERR_NOT_IN_LOOT',
  'ERR_KEEP_ONE',
  'ERR_RETURN_ONE',
  'ERR_NO_DIE',
  'ERR_NOT_IN_MARKET',
  'ERR_NO_PURCHASE_LEFT',
  'ERR_WRONG_PAYMENT',
  'ERR_NOT_ENOUGH_COINS',
  'ERR_NOT_YOUR_CARD',
  'ERR_CARD_USED',
  'ERR_BAD_FLIP',
  'ERR_NO_ABILITY',
] as const;
export type KotError = (typeof ENGINE_CODES)[number];

export const CODES = [
  ...ENGINE_CODES,
  // the scorer and the printed setup (data/setup.ts)
  'ERR_NEEDS_CARD_VALUE',
  'ERR_BAD_CARD_VALUE',
  'ERR_NEGATIVE',
  'ERR_UNKNOWN_CARD',
  'ERR_CARD_NOT_KEPT',
  'ERR_DUPLICATE_CARD',
  'ERR_TOO_MANY_CARDS_FROM_DECK',
  'ERR_PLAYER_COUNT',
  'ERR_BAD_PLAYER_ID',
  'ERR_DUPLICATE_PLAYER',
  ERR_BAD_INPUT,
  ERR_NOT_INTEGER,
  ERR_OUT_OF_RANGE,
] as const;
export type Code = (typeof CODES)[number];

/** This game's `fail`: only a code of `CODES`. */
export const fail = failOf<Code>();
