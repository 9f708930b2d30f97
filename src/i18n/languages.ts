/** Which languages Stolik speaks and how the first one is chosen (saved, then browser, then EN). */
export const LANGS = ['ru', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const FALLBACK: Lang = 'en';

/** localStorage mirror of the saved choice: read synchronously at boot to avoid a flash. */
export const LANG_KEY = 'stolik.lang';

export const isLang = (v: unknown): v is Lang => typeof v === 'string' && (LANGS as readonly string[]).includes(v);

/** Saved choice first, then the browser's list in order of preference, then English. */
export function detectLanguage(saved: unknown, browser: readonly string[]): Lang {
  if (isLang(saved)) return saved;
  for (const tag of browser) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLang(base)) return base;
  }
  return FALLBACK;
}
