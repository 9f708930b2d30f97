/**
 * What each setting may hold. Checked when a backup is read AND when a setting is read from the
 * database, so a hand-edited or damaged value ("yesterday", 9e15) reads as "not set" instead of
 * crashing the screen that shows it.
 */
import * as v from 'valibot';

/** Latest date a record may carry: every screen formats dates, and far-future ones break that. */
export const MAX_TIME = Date.UTC(2100, 0, 1);

/** A moment as stored: whole milliseconds between 1970 and 2100. */
export const timeSchema = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_TIME));

/** The type of every setting the app knows; unknown keys (from a newer app) are not checked. */
export const SETTING_SCHEMAS: Record<string, v.GenericSchema> = {
  lang: v.picklist(['ru', 'en']),
  theme: v.picklist(['light', 'dark', 'system']),
  wakeLock: v.boolean(),
  persisted: v.boolean(),
  persistAsked: v.boolean(),
  offlineReadyShown: v.boolean(),
  lastBackupAt: timeSchema,
  playConfirm: v.boolean(),
  trickPauseMs: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(60_000)),
  haptics: v.boolean(),
};

/** True when `value` is acceptable for setting `key` (any value for keys this build does not know). */
export function isValidSetting(key: string, value: unknown): boolean {
  const schema = SETTING_SCHEMAS[key];
  return !schema || v.is(schema, value);
}
