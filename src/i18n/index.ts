/**
 * i18next set up with lazily loaded JSON: only the current language's `common` namespace loads
 * at boot, and only what the home screen and the shell show (common.json); the common strings of
 * every other screen (screens.json) join it when the first of them opens (ensureScreenStrings);
 * games load their namespace when their screen opens; the other language loads when the user
 * switches. Switching re-renders in place (no reload, nothing on screen is lost).
 */
import i18next, { type TFunction } from 'i18next';
import { FALLBACK, LANG_KEY, type Lang } from './languages';
import { shownNumber } from '../lib/shownNumber';
import { TEMPLATES } from '../games/templates';

const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json');
type Strings = { default: Record<string, unknown> };
// A game may keep its strings in its own folder (namespace = folder name); templates ("_") load
// only in a build made to test them (games/templates.ts), and in every other build fold away.
const templateFiles = TEMPLATES ? import.meta.glob<Strings>('../games/_*/locales/*.json') : {};
const ownFiles = import.meta.glob<Strings>(['../games/*/locales/*.json', '!../games/_*/**']);
const gameFiles = TEMPLATES ? { ...ownFiles, ...templateFiles } : ownFiles;

const loaded = new Set<string>();

/**
 * Files whose strings belong to another namespace: screens.json holds the `common` strings the
 * home screen never shows, kept off the first load (their keys stay `common` keys, e.g. `pad.title`).
 */
const PART_OF: Record<string, string> = { screens: 'common' };

/** Loads one namespace (one file) of one language into i18next (no-op when already there). */
export async function loadNamespace(lang: Lang, ns: string): Promise<void> {
  const key = `${lang}/${ns}`;
  if (loaded.has(key)) return;
  const load = files[`../../locales/${lang}/${ns}.json`] ?? gameFiles[`../games/${ns}/locales/${lang}.json`];
  if (!load) throw new Error(`missing locale file ${key}.json`);
  i18next.addResourceBundle(lang, PART_OF[ns] ?? ns, (await load()).default, true, true);
  if (TEMPLATES && ns === 'common') await addTemplateNames(lang);
  loaded.add(key);
}

/**
 * A template's name and tagline, as home needs them (`common:games.<id>`), from its own folder
 * (`name`, `tagline` in `locales/<lang>.json`): a template touches no file outside its folder.
 */
async function addTemplateNames(lang: Lang): Promise<void> {
  for (const [path, load] of Object.entries(templateFiles)) {
    const [, id, of] = /\/games\/([^/]+)\/locales\/([a-z]+)\.json$/.exec(path) ?? [];
    if (!id || of !== lang) continue;
    const { name, tagline } = (await load()).default;
    i18next.addResourceBundle(lang, 'common', { games: { [id]: { name, tagline } } }, true, true);
  }
}

/** Namespaces the app has asked for so far; a language switch loads all of them first. */
const wanted = new Set<string>(['common']);

/** Ensures a namespace (e.g. a game id) is available in the current language. */
export async function ensureNamespace(ns: string): Promise<void> {
  wanted.add(ns);
  await loadNamespace(currentLang(), ns);
}

/** Adds the `common` strings of the screens other than home (screens.json): every lazy screen and panel loads them with its code. */
export const ensureScreenStrings = (): Promise<void> => ensureNamespace('screens');

/**
 * A value placed into a translated string as a person reads it: a negative number with a true
 * minus (U+2212), as totals and steppers show it, never the hyphen a plain String() gives.
 */
export function personNumber(value: unknown): string {
  return typeof value === 'number' && value < 0 ? shownNumber(value) : (value as string);
}

/** i18next's options for `lang`: the app and the build-time prerender (src/prerender.tsx) share them. */
export const i18nOptions = (lang: Lang) => ({
  lng: lang,
  fallbackLng: FALLBACK,
  defaultNS: 'common',
  ns: ['common'],
  resources: {},
  // Preact escapes text; we never inject HTML strings. Every number put into a string goes
  // through `personNumber`, so a negative one reads with a true minus ("from −99999 to 99999").
  interpolation: { escapeValue: false, alwaysFormat: true, format: personNumber },
  returnNull: false,
  showSupportNotice: false, // i18next 25 otherwise advertises a product in every console
});

/** Starts i18next in `lang` with the common strings; call once before the first render. */
export async function initI18n(lang: Lang): Promise<void> {
  await i18next.init(i18nOptions(lang));
  await loadNamespace(lang, 'common');
  document.documentElement.lang = lang;
  // No eager load of the other language: a test keeps both key sets identical, so the
  // fallback is never needed at run time; it only loads when the user switches.
}

/** Switches language without a reload: loads what is needed, then re-renders everything. */
export async function setLanguage(lang: Lang): Promise<void> {
  await Promise.all([...wanted].map((ns) => loadNamespace(lang, ns)));
  await i18next.changeLanguage(lang);
  document.documentElement.lang = lang;
  try {
    localStorage.setItem(LANG_KEY, lang);
  } catch {
    // Private mode may refuse localStorage; the choice is also saved in IndexedDB settings.
  }
}

export const currentLang = (): Lang => (i18next.language === 'ru' ? 'ru' : 'en');
export const t: TFunction = ((...args: Parameters<TFunction>) => i18next.t(...args)) as TFunction;
export { i18next };
