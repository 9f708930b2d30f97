import { readFileSync } from 'node:fs';
import { i18next, i18nOptions } from '../../../src/i18n';

/** Starts the app's i18next instance with the real strings and the app's interpolation (no lazy loading in tests). */
export async function initTestI18n(lang: 'en' | 'ru' = 'en'): Promise<void> {
  const common = JSON.parse(readFileSync(`locales/${lang}/common.json`, 'utf8'));
  await i18next.init({ lng: lang, defaultNS: 'common', resources: { [lang]: { common } }, interpolation: i18nOptions(lang).interpolation });
}
