/**
 * After first paint: IndexedDB settings are the source of truth (they travel in backups); the
 * localStorage mirror only avoids a flash at boot. Apply what differs.
 */
import { currentLang, setLanguage } from '../i18n';
import { getSetting } from '../storage/settings';
import { applyTheme } from '../device/theme';
import { setWakeLock } from '../device/wakeLock';

/** Reads language, theme and wake lock from IndexedDB and applies them. */
export async function applySavedSettings(): Promise<void> {
  try {
    const [lang, theme, wake] = await Promise.all([getSetting('lang'), getSetting('theme'), getSetting('wakeLock')]);
    if (lang && lang !== currentLang()) await setLanguage(lang);
    if (theme) applyTheme(theme);
    if (wake) await setWakeLock(true);
  } catch {
    // Storage unavailable: the banner explains it; defaults stay in force.
  }
}
