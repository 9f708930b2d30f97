// Issue 20 point 16 (and the note of stop 26): the refusal range read "Use a number from -99999 to
// 99999", a hyphen next to the true minus (U+2212) that totals and steppers show. Every number the
// app puts into a translated string now goes through one formatter (i18nOptions' interpolation),
// so a negative reads with a true minus in both languages, wherever the string comes from.
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { i18nOptions, personNumber } from '../../../src/i18n';
import { commonStrings } from './commonStrings';

async function instance(lang: 'en' | 'ru') {
  const i = i18next.createInstance();
  const common = commonStrings(lang);
  await i.init({ ...i18nOptions(lang), resources: { [lang]: { common } } });
  return i;
}

describe('a negative number in a translated string reads with a true minus', () => {
  it.each([
    ['en', 'Use a number from \u221299999 to 99999.'],
    ['ru', 'Нужно число от \u221299999 до 99999.'],
  ] as const)('%s: the shared range refusal (ERR_OUT_OF_RANGE)', async (lang, text) => {
    const i = await instance(lang);
    const shown = i.t('errors.ERR_OUT_OF_RANGE', { min: -99999, max: 99999 });
    expect(shown).toBe(text);
    expect(shown).not.toContain('-');
  });

  it('positive numbers, zero, text and plurals are untouched', async () => {
    const i = await instance('ru');
    expect(i.t('errors.ERR_OUT_OF_RANGE', { min: 0, max: 5 })).toBe('Нужно число от 0 до 5.');
    expect(personNumber(-0)).toBe(-0);
    expect(personNumber('-5')).toBe('-5');
    expect(personNumber(12)).toBe(12);
    expect(personNumber(-7)).toBe('\u22127');
  });
});
