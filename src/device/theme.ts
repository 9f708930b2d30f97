/** Light, dark or the system's choice; mirrored in localStorage so boot paints the right one. */
export type Theme = 'light' | 'dark' | 'system';
export const THEME_KEY = 'stolik.theme';

/**
 * Points the browser's bar colour (the two `theme-color` metas of index.html, one per scheme)
 * at the theme: 'system' lets each meta's media query decide, a pinned theme wins everywhere.
 */
function applyThemeColor(theme: Theme): void {
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"][data-scheme]')) {
    const scheme = meta.dataset.scheme;
    meta.setAttribute('media', theme === 'system' ? `(prefers-color-scheme: ${scheme})` : scheme === theme ? 'all' : 'not all');
  }
}

/** Shows a theme: <html data-theme> and the bar colour (the first-paint script does this before the body paints). */
export function showTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  applyThemeColor(theme);
}

/** Applies a theme to <html data-theme> and the bar colour, and remembers it for the next boot. */
export function applyTheme(theme: Theme): void {
  showTheme(theme);
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    // Private mode: the theme is still saved in IndexedDB settings.
  }
}

/** The theme saved on this device, 'system' when none. */
export function bootTheme(): Theme {
  try {
    const t = localStorage.getItem(THEME_KEY);
    if (t === 'light' || t === 'dark') return t;
  } catch {
    // ignore: fall back to the system's choice
  }
  return 'system';
}
