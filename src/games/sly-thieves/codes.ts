/**
 * Every error code Sly Thieves' pure code (the loot scorer and the engine) may fail with: the
 * closed table (chessops' way). `fail` below only takes these, so a misspelt code does not
 * compile; each one is translated under `errors.<code>` in `locales/{en,ru}/sly-thieves.json` or
 * `play.json` (test/unit/games/error-codes.test.ts checks both, and that nothing else is).
 */
import { ERR_NOT_INTEGER } from '../../lib/read';
import { failOf } from '../../lib/result';

export const CODES = [
  // score
  'ERR_TOO_MANY_TILES',
  'ERR_TOO_MANY_TILES_OF_VALUE',
  'ERR_UNKNOWN_TILE_VALUE',
  'ERR_NEGATIVE_COUNT',
  'ERR_BAD_DISTRIBUTION',
  'ERR_PLAYER_NOT_OBJECT',
  'ERR_BAD_PLAYER_ID',
  'ERR_TILES_NOT_OBJECT',
  'ERR_INPUT_NOT_OBJECT',
  'ERR_UNKNOWN_VARIANT',
  'ERR_PLAYERS_NOT_LIST',
  'ERR_NO_PLAYERS',
  'ERR_TOO_MANY_PLAYERS',
  'ERR_DUPLICATE_PLAYER',
  ERR_NOT_INTEGER,
  // engine
  'ERR_BAD_MOVE',
  'ERR_OFF_BOARD',
  'ERR_NOT_A_LINE',
  'ERR_BLOCKED',
  'ERR_MOVE_BACK_BANNED',
  'ERR_NO_TILE',
  'ERR_NOT_CASH_TILE',
  'ERR_ROOM_TAKEN',
  'ERR_NO_THIEF',
  'ERR_NOT_YOUR_THIEF',
  'ERR_CANNOT_SKIP',
  'ERR_WRONG_ICON',
  'ERR_NO_GUARD',
  'ERR_NOT_ADJACENT',
  'ERR_GUARD_BLOCKED',
  'ERR_NOT_A_HATCH',
  'ERR_SAME_THIEF',
  'ERR_OWN_THIEF',
  'ERR_ICON_PENDING',
  'ERR_GAME_OVER',
  'ERR_NOT_YOUR_TURN',
  'ERR_WRONG_PHASE',
  'ERR_MUST_MOVE',
  'ERR_NO_ICON_PENDING',
  'ERR_NOT_ENOUGH_CASH',
  'ERR_BAD_CONFIG',
  'ERR_BAD_PLAYERS',
  'ERR_BAD_VARIANT',
  'ERR_BAD_SEED',
  // the guard's answer to a broken state (src/games/guard.ts)
  'ERR_BAD_STATE',
] as const;
export type Code = (typeof CODES)[number];

/** This game's `fail`: only a code of `CODES`. */
export const fail = failOf<Code>();
