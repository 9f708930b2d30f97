import { i18next, i18nOptions } from '../../../src/i18n';
import { commonStrings } from '../i18n/commonStrings';

/** Starts the app's i18next instance with the real strings and the app's interpolation (no lazy loading in tests). */
export async function initTestI18n(lang: 'en' | 'ru' = 'en'): Promise<void> {
  const common = commonStrings(lang);
  await i18next.init({ lng: lang, defaultNS: 'common', resources: { [lang]: { common } }, interpolation: i18nOptions(lang).interpolation });
}
