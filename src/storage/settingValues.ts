/**
 * What each setting may hold. Checked when a backup is read AND when a setting is read from the
 * database, so a hand-edited or damaged value ("yesterday", 9e15) reads as "not set" instead of
 * crashing the screen that shows it. Plain predicates, not valibot: settings are read at boot,
 * and the schema library would cost the first load about 5 KB (backupFormat.ts, loaded only on
 * the Backup screen, wraps these in its valibot schema).
 */

/** Latest date a record may carry: every screen formats dates, and far-future ones break that. */
export const MAX_TIME = Date.UTC(2100, 0, 1);

type Check = (value: unknown) => boolean;
const isBoolean: Check = (value) => typeof value === 'boolean';
const oneOf =
  (...options: readonly string[]): Check =>
  (value) =>
    typeof value === 'string' && options.includes(value);
const wholeIn =
  (min: number, max: number): Check =>
  (value) =>
    typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** A moment as stored: whole milliseconds between 1970 and 2100. */
export const isTime: Check = wholeIn(0, MAX_TIME);

/** The type of every setting the app knows; unknown keys (from a newer app) are not checked. */
export const SETTING_CHECKS: Record<string, Check> = {
  lang: oneOf('ru', 'en'),
  theme: oneOf('light', 'dark', 'system'),
  wakeLock: isBoolean,
  persisted: isBoolean,
  persistAsked: isBoolean,
  offlineReadyShown: isBoolean,
  lastBackupAt: isTime,
  playConfirm: isBoolean,
  trickPauseMs: wholeIn(0, 60_000),
  haptics: isBoolean,
};

/** True when `value` is acceptable for setting `key` (any value for keys this build does not know). */
export function isValidSetting(key: string, value: unknown): boolean {
  const check = Object.hasOwn(SETTING_CHECKS, key) ? SETTING_CHECKS[key] : undefined;
  return !check || check(value);
}
