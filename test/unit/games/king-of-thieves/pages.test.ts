// The rules pages and locale files of King of Thieves agree with each other, with the card data
// and with the scorer (every row's rule anchor, category and error code is explained).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MARKET_CARDS } from '../../../../src/games/king-of-thieves/data/cards';
import { scoreOk, p } from './helpers';
import { errorCodesIn } from '../errorCodes';

const root = process.cwd();
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const page = { ru: read('locales/ru/rules/king-of-thieves.md'), en: read('locales/en/rules/king-of-thieves.md') };
const anchors = (md: string) => [...md.matchAll(/^#{2,3} .+ \{#([a-z0-9-]+)\}$/gm)].map((m) => m[1]!);
type Locale = Record<string, Record<string, string>>;
const locale = {
  ru: JSON.parse(read('locales/ru/king-of-thieves.json')) as Locale,
  en: JSON.parse(read('locales/en/king-of-thieves.json')) as Locale,
};
const baseKey = (k: string) => k.replace(/_(zero|one|two|few|many|other)$/, '');
const keySet = (obj: Locale) => [...new Set(Object.entries(obj).flatMap(([g, m]) => Object.keys(m).map((k) => `${g}.${baseKey(k)}`)))].sort();
const scoreSources = readdirSync(join(root, 'src/games/king-of-thieves/score'))
  .map((f) => read(`src/games/king-of-thieves/score/${f}`))
  .join('\n');
const testSources =
  readdirSync(join(root, 'test/unit/games/king-of-thieves'))
    .filter((f) => f.endsWith('.ts'))
    .map((f) => read(`test/unit/games/king-of-thieves/${f}`))
    .join('\n') +
  readdirSync(join(root, 'test/vectors/king-of-thieves'))
    .map((f) => read(`test/vectors/king-of-thieves/${f}`))
    .join('\n');

// A table that produces every row category the scorer has (with Big Haul irrelevant).
const everyRow = scoreOk([
  p('A', ['crown', 'nearby-safehouse', 'collecting-golem', 'glamer', 'loyalty-program', 'treasure-map-1'], 2, 4),
  p('B', ['political-campaign', 'treasure-map-2', 'bondsman'], 1, 6),
  p('C', ['scepter'], 0, 1),
]);
// Both maps in one hand score the unshared way.
const soloMaps = scoreOk([p('A', ['treasure-map-1', 'treasure-map-2']), p('B'), p('C')]);
const rowsUsed = [...Object.values(everyRow.breakdown), ...Object.values(soloMaps.breakdown)].flat();

describe('rules pages', () => {
  it('have the same anchors in the same order in Russian and English', () => {
    expect(anchors(page.ru)).toEqual(anchors(page.en));
    expect(new Set(anchors(page.ru)).size).toBe(anchors(page.ru).length);
  });

  it.each(['ru', 'en'] as const)('%s: title, required sections, rulings last', (lang) => {
    const md = page[lang];
    expect(md.split('\n')[0]).toBe(lang === 'ru' ? '# Король воров' : '# King of Thieves');
    const a = anchors(md);
    for (const r of ['overview', 'components', 'setup', 'splitting-loot', 'buying', 'market', 'card-icons', 'scoring', 'end-of-game', 'glossary', 'rulings'])
      expect(a, r).toContain(r);
    expect(a.slice(a.indexOf('rulings') + 1).every((x) => x.startsWith('ruling-'))).toBe(true);
    expect(md).not.toMatch(/<[a-z]|!\[|\]\((?!#)/);
    // In-page links point at anchors that exist.
    for (const m of md.matchAll(/\]\(#([a-z0-9-]+)\)/g)) expect(a, m[1]).toContain(m[1]);
  });

  it('every rule anchor a breakdown row cites exists in both pages', () => {
    const cited = new Set([...scoreSources.matchAll(/rule: '([a-z0-9-]+)'/g)].map((m) => m[1]!));
    expect(cited.size).toBeGreaterThanOrEqual(9);
    for (const r of cited) {
      expect(anchors(page.ru), r).toContain(r);
      expect(anchors(page.en), r).toContain(r);
    }
  });

  it('the glossary has the same Russian and English columns in both languages', () => {
    const glossary = (md: string) => {
      const part = md.slice(md.indexOf('{#glossary}'), md.indexOf('{#rulings}'));
      return [...part.matchAll(/^\| ([^|]+) \| ([^|]+) \|/gm)].map((m) => `${m[1]}|${m[2]}`).slice(2);
    };
    expect(glossary(page.ru).length).toBeGreaterThan(15);
    expect(glossary(page.ru)).toEqual(glossary(page.en));
  });

  it('every ruling is pinned by a test or a vector that names it', () => {
    for (const r of anchors(page.en).filter((x) => x.startsWith('ruling-'))) expect(testSources, r).toContain(r);
  });
});

describe('locale files', () => {
  it('have the same keys in both languages (plural suffixes aside)', () => {
    expect(keySet(locale.ru)).toEqual(keySet(locale.en));
  });

  it('translate every row category the scorer emits', () => {
    const categories = new Set(rowsUsed.map((r) => r.category));
    expect(categories.size).toBe(10);
    for (const lang of ['ru', 'en'] as const) {
      const keys = Object.keys(locale[lang].categories!).map(baseKey);
      for (const c of categories) expect(keys, `${lang} ${c}`).toContain(c);
    }
  });

  it('explain every error code the scorer can return', () => {
    const codes = new Set(errorCodesIn(scoreSources));
    expect(codes.size).toBeGreaterThanOrEqual(12);
    for (const lang of ['ru', 'en'] as const) for (const c of codes) expect(locale[lang].errors, `${lang} ${c}`).toHaveProperty(c);
  });

  it('name every card as the card data does', () => {
    for (const c of MARKET_CARDS) {
      expect(locale.ru.cards![c.id]).toBe(c.name.ru);
      expect(locale.en.cards![c.id]).toBe(c.name.en);
    }
    expect(Object.keys(locale.en.cards!)).toHaveLength(49);
  });
});
