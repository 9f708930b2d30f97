/**
 * Every error code Jackal's pure code (the treasure scorer, the arrival referee and the engine)
 * may fail with: the closed table (chessops' way). The engine's own refusals are its named table,
 * `ENGINE_ERRORS` (engine/errors.ts). `fail` below only takes these, so a misspelt code does not
 * compile; each one is translated under `errors.<code>` in `locales/{en,ru}/jackal.json` or
 * `play.json` (test/unit/games/error-codes.test.ts checks both, and that nothing else is).
 */
import { ERR_NOT_INTEGER, ERR_NOT_OBJECT } from '../../lib/read';
import { failOf } from '../../lib/result';
import { ENGINE_ERRORS } from './engine/errors';

export const CODES = [
  ...Object.values(ENGINE_ERRORS),
  // the scorer (score/)
  'ERR_UNKNOWN_PLAYER',
  'ERR_DUPLICATE_PLAYER',
  'ERR_BAD_ISLAND',
  'ERR_PLAYERS_NOT_ARRAY',
  'ERR_NO_PLAYERS',
  'ERR_TOO_MANY_PLAYERS',
  'ERR_BAD_PLAYER_ID',
  'ERR_ISLANDS_NOT_ARRAY',
  'ERR_TOO_MANY_ISLANDS',
  'ERR_ISLAND_COUNT_MISMATCH',
  'ERR_TOO_MANY_COINS_ON_ISLAND',
  'ERR_TORTUGA_TRADE',
  'ERR_NOT_ENOUGH_COINS',
  ERR_NOT_OBJECT,
  ERR_NOT_INTEGER,
  // the arrival referee (referee/)
  'ERR_TORTUGA_AND_ISLAND',
  'ERR_BAD_CELL',
  'ERR_BAD_TREASURE_VALUE',
  'ERR_TOO_MANY_CELLS',
  'ERR_BAD_SEATS',
  'ERR_PIRATES_NOT_ARRAY',
  'ERR_BAD_ISLAND_FLAGS',
  'ERR_TOO_MANY_CARDS',
  'ERR_TREASURE_VALUE_MISMATCH',
  'ERR_CARDS_NOT_ARRAY',
  'ERR_UNKNOWN_CARD',
  'ERR_UNEXPECTED_CELL',
  'ERR_CARD_OUT_OF_ORDER',
  'ERR_ATTACHMENT_WITHOUT_MOVE',
  'ERR_DUPLICATE_ATTACHMENT',
  'ERR_NO_CARDS',
  'ERR_MISSING_CELL',
] as const;
export type Code = (typeof CODES)[number];

/** This game's `fail`: only a code of `CODES`. */
export const fail = failOf<Code>();
