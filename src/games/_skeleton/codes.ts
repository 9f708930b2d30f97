/**
 * Every error code this game's pure code may fail with: the closed table (chessops' way). `fail`
 * below only takes these, so a misspelt code does not compile; each one is translated under
 * `errors.<code>` in `locales/{en,ru}.json` (test/unit/games/error-codes.test.ts checks both).
 */
import { failOf } from '../../lib/result';

export const CODES = [
  'ERR_PLAYER_COUNT',
  'ERR_BAD_CONFIG',
  'ERR_GAME_OVER',
  'ERR_BAD_MOVE',
  'ERR_NOT_ENOUGH',
  'ERR_DECK_EMPTY',
  'ERR_HAND_FULL',
  'ERR_NO_CARD',
] as const;
export type Code = (typeof CODES)[number];

/** This game's `fail`: only a code of `CODES`. */
export const fail = failOf<Code>();
