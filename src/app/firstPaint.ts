/**
 * What the page must know before its body paints: the language (saved choice, then the
 * browser's) on <html lang>, the saved theme on <html data-theme> and the bar colour, and whether
 * the address is the home screen. The build runs this as a tiny blocking script in <head>
 * (scripts/prerender-plugin.ts), so the prerendered home screen paints in the right language
 * and colours with no flash; main.tsx runs it again (in dev it is the only run).
 */
import { LANG_KEY, detectLanguage, type Lang } from '../i18n/languages';
import { bootTheme, showTheme } from '../device/theme';

/** The saved language, or null (private mode may refuse localStorage). */
function savedLang(): string | null {
  try {
    return localStorage.getItem(LANG_KEY);
  } catch {
    return null;
  }
}

/** Applies language and theme to <html>; returns the language. Safe to run more than once. */
export function firstPaint(): Lang {
  const html = document.documentElement;
  const lang = detectLanguage(savedLang(), navigator.languages ?? [navigator.language]);
  html.lang = lang;
  showTheme(bootTheme());
  // Only the home screen is prerendered: on any other address it stays hidden (firstPaint.css)
  // rather than show the wrong screen until the app draws the right one. Same test as parseRoute.
  if (!/^#?\/*$/.test(location.hash)) html.dataset.route = 'other';
  return lang;
}
