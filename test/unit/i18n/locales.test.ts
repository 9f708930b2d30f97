import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { detectLanguage } from '../../../src/i18n/languages';
import { commonStrings } from './commonStrings';

const root = join(process.cwd(), 'locales');
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Flattens nested keys ("a.b.c"), folding plural suffixes so RU and EN compare equal. */
function keys(obj: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keys(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k.replace(PLURAL, '')}`],
  );
}
const load = (lang: string, file: string) => JSON.parse(readFileSync(join(root, lang, file), 'utf8')) as Record<string, unknown>;

describe('locale files', () => {
  const files = [...new Set([...readdirSync(join(root, 'ru')), ...readdirSync(join(root, 'en'))])].filter((f) => f.endsWith('.json'));
  it('exist in both languages', () => {
    for (const f of files) {
      expect(readdirSync(join(root, 'ru')), `ru/${f}`).toContain(f);
      expect(readdirSync(join(root, 'en')), `en/${f}`).toContain(f);
    }
  });
  it.each(files)('%s has the same keys in Russian and English', (f) => {
    const ru = new Set(keys(load('ru', f)));
    const en = new Set(keys(load('en', f)));
    expect(
      [...ru].filter((k) => !en.has(k)),
      'only in ru',
    ).toEqual([]);
    expect(
      [...en].filter((k) => !ru.has(k)),
      'only in en',
    ).toEqual([]);
  });
  it.each(files)('%s: every Russian plural has one/few/many forms', (f) => {
    const flat = (o: Record<string, unknown>, p = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? flat(v as Record<string, unknown>, `${p}${k}.`) : [`${p}${k}`]));
    const ru = flat(load('ru', f));
    for (const base of new Set(ru.filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')))) {
      for (const form of ['one', 'few', 'many']) expect(ru, `${f}: ${base}_${form}`).toContain(`${base}_${form}`);
    }
  });
});

describe('Russian plural forms', () => {
  it('1 очко, 2 очка, 5 очков, 21 очко, 11 очков', async () => {
    const i = i18next.createInstance();
    await i.init({ lng: 'ru', resources: { ru: { common: commonStrings('ru') } }, defaultNS: 'common' });
    expect([1, 2, 5, 21, 11, 22, 25].map((count) => i.t('table.points', { count }))).toEqual([
      '1 очко',
      '2 очка',
      '5 очков',
      '21 очко',
      '11 очков',
      '22 очка',
      '25 очков',
    ]);
  });
  it('English: 1 point, 2 points', async () => {
    const i = i18next.createInstance();
    await i.init({ lng: 'en', resources: { en: { common: commonStrings('en') } }, defaultNS: 'common' });
    expect(i.t('table.points', { count: 1 })).toBe('1 point');
    expect(i.t('table.points', { count: 2 })).toBe('2 points');
  });
});

describe('detectLanguage', () => {
  it('prefers the saved choice', () => expect(detectLanguage('ru', ['en-US'])).toBe('ru'));
  it('then the browser list in order', () => expect(detectLanguage(null, ['de-DE', 'ru-RU', 'en'])).toBe('ru'));
  it('then English', () => expect(detectLanguage('xx', ['de', 'fr'])).toBe('en'));
});
