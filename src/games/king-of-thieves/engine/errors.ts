/**
 * Every refusal of the King of Thieves engine: a closed set of codes, so the screen can translate
 * each one and a typo fails the type-check.
 */
import { fail, type Failure } from '../../../lib/result';

export type KotError =
  | 'ERR_BAD_CONFIG'
  | 'ERR_BAD_SEED'
  | 'ERR_BAD_PLAYERS'
  | 'ERR_BAD_FIRST'
  | 'ERR_BAD_MOVE'
  | 'ERR_GAME_OVER'
  | 'ERR_NOT_YOUR_TURN'
  | 'ERR_WRONG_PHASE'
  | 'ERR_NOTHING_TAKEN'
  | 'ERR_NOT_IN_CENTRE'
  | 'ERR_MUST_TAKE_ALL'
  | 'ERR_NO_SUCH_LOOT'
  | 'ERR_SINGLE_ITEM_LOOT'
  | 'ERR_NOT_IN_LOOT'
  | 'ERR_KEEP_ONE'
  | 'ERR_RETURN_ONE'
  | 'ERR_NO_DIE'
  | 'ERR_NOT_IN_MARKET'
  | 'ERR_NO_PURCHASE_LEFT'
  | 'ERR_WRONG_PAYMENT'
  | 'ERR_NOT_ENOUGH_COINS'
  | 'ERR_NOT_YOUR_CARD'
  | 'ERR_CARD_USED'
  | 'ERR_BAD_FLIP'
  | 'ERR_NO_ABILITY';

/** A refusal with one of the engine's codes. */
export const refuse = (code: KotError, params?: Failure['params']): Failure => fail(code, params);
