/**
 * Every error code the Knights vs Steambots scorer may fail with: the closed table (chessops'
 * way). `fail` below only takes these, so a misspelt code does not compile; each one is
 * translated under `errors.<code>` in `locales/{en,ru}/knights-vs-steambots.json`
 * (test/unit/games/error-codes.test.ts checks both, and that the locales translate nothing else).
 */
import { ERR_NOT_BOOLEAN, ERR_NOT_INTEGER, ERR_NOT_OBJECT, ERR_OUT_OF_RANGE } from '../../lib/read';
import { failOf } from '../../lib/result';

export const CODES = [
  ERR_NOT_OBJECT,
  'ERR_NOT_LIST',
  'ERR_UNKNOWN_FIELD',
  'ERR_UNKNOWN_VARIANT',
  'ERR_BAD_PLAYER_ID',
  'ERR_DUPLICATE_PLAYER',
  ERR_NOT_BOOLEAN,
  ERR_NOT_INTEGER,
  'ERR_NEGATIVE_COUNT',
  ERR_OUT_OF_RANGE,
  'ERR_PLAYER_COUNT',
  'ERR_TOO_MANY_KNIGHTS',
  'ERR_GHOST_WITH_TEAM',
  'ERR_NO_TEAM_NOT_GHOST',
  'ERR_INVENTORY_FULL',
  'ERR_TOO_MANY_SETTINGS',
  'ERR_NOT_IN_VARIANT',
] as const;
export type Code = (typeof CODES)[number];

/** This game's `fail`: only a code of `CODES`. */
export const fail = failOf<Code>();
