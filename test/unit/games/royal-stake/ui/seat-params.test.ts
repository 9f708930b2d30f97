/**
 * Issue 20 (points 4 and 15): the digital game's rows speak of seats by index ("failed bets:
 * 1,3", "failed bets: 0" where 0 is Anya) and of colours by code ("(white)" in Russian). The round
 * summary and the result put them into names and the reader's words.
 */
import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { categoryKey, seatParams } from '../../../../../src/games/royal-stake/ui/score/names';

const rs = (lang: string) => JSON.parse(readFileSync(`locales/${lang}/royal-stake.json`, 'utf8'));
const i18n = i18next.createInstance();
await i18n.init({ lng: 'ru', resources: { en: { 'royal-stake': rs('en') }, ru: { 'royal-stake': rs('ru') } }, defaultNS: 'royal-stake' });
const players = ['Аня', 'Борис', 'Вера', 'Глеб'].map((name, i) => ({ id: `uuid-${i}`, name, color: '#000' }));

describe('seatParams: rows of the digital game in names and words', () => {
  it('failed bets by seat index read as the players’ names, seat 0 included (ru, en)', () => {
    for (const lang of ['ru', 'en'] as const) {
      const t = i18n.getFixedT(lang, 'royal-stake');
      const params = seatParams({ failed: '1,3', failures: 2, rate: 30, wins: 0 }, players, t);
      expect(params.failed).toBe('Борис, Глеб');
      expect(seatParams({ failed: '0' }, players, t).failed).toBe('Аня');
      const line = t(`categories.betJester`, params);
      expect(line).toContain('Борис, Глеб');
      expect(line).not.toMatch(/\b1,3\b/);
    }
  });

  it('a colour reads in the reader’s language, and the white king’s row says what it counts', () => {
    const t = i18n.getFixedT('ru', 'royal-stake');
    const row = { category: 'usedKing', params: { colour: 'blue', cards: 3, rate: 10 } };
    const text = t(`categories.${categoryKey(row)}`, seatParams(row.params, players, t));
    expect(text).not.toMatch(/blue|white/);
    expect(text).toContain(t('colours.blue'));
    expect(categoryKey({ category: 'usedKing', params: { colour: 'white', cards: 2 } })).toBe('usedKingWhite');
  });
});
