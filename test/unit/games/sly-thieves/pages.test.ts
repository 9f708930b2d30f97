// The rules pages and locale files of Sly Thieves agree with each other and with the scorer.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scorer } from '../../../../src/games/sly-thieves/score';
import { endingRow } from '../../../../src/games/sly-thieves/engine/view';
import { ICON_RULE_ANCHOR, LOOT_BY_VALUE } from '../../../../src/games/sly-thieves/data';
import { errorCodesIn } from '../errorCodes';

const root = process.cwd();
const read = (p: string) => readFileSync(join(root, p), 'utf8');
const page = { ru: read('locales/ru/rules/sly-thieves.md'), en: read('locales/en/rules/sly-thieves.md') };
const anchors = (md: string) => [...md.matchAll(/^#{2,3} .+ \{#([a-z0-9-]+)\}$/gm)].map((m) => m[1]!);
const locale = {
  ru: JSON.parse(read('locales/ru/sly-thieves.json')) as Record<string, Record<string, string>>,
  en: JSON.parse(read('locales/en/sly-thieves.json')) as Record<string, Record<string, string>>,
};
// Flattened keys with i18next plural suffixes removed (Russian has more plural forms).
const keySet = (obj: Record<string, Record<string, string>>) =>
  [...new Set(Object.entries(obj).flatMap(([g, m]) => Object.keys(m).map((k) => `${g}.${k.replace(/_(zero|one|two|few|many|other)$/, '')}`)))].sort();

describe('rules pages', () => {
  it('have the same anchors in the same order in Russian and English', () => {
    expect(anchors(page.ru)).toEqual(anchors(page.en));
    expect(new Set(anchors(page.ru)).size).toBe(anchors(page.ru).length);
  });

  it.each(['ru', 'en'] as const)('%s: title line, required sections, icon and movement anchors', (lang) => {
    const md = page[lang];
    expect(md.split('\n')[0]).toBe(lang === 'ru' ? '# Ловкие воришки' : '# Sly Thieves');
    const a = anchors(md);
    const required = [
      'overview',
      'components',
      'setup',
      'placement',
      'movement',
      'movement-straight-lines',
      'taking-the-tile',
      'leaving-the-bank',
      'scoring',
      'scoring-values',
      'end-of-game',
      'tile-distribution',
      'glossary',
      'rulings',
      'ruling-ties',
      'ruling-tile-distribution',
      ...Object.values(ICON_RULE_ANCHOR),
      // Stolik's own rules the engine, its log and its result rows point to.
      'ruling-advanced-end',
      'ruling-stalled-game',
      'ruling-ban-white-thief',
      'ruling-ban-leaves',
      'ruling-tile-before-icon',
      'ruling-star-own-thief',
    ];
    for (const r of required) expect(a, r).toContain(r);
    // Every subsection after {#rulings} is a ruling.
    expect(a.slice(a.indexOf('rulings') + 1).every((x) => x.startsWith('ruling-'))).toBe(true);
  });

  it.each(['ru', 'en'] as const)('%s: in-page links point at existing anchors; no HTML, images or outside links', (lang) => {
    const md = page[lang];
    const a = new Set(anchors(md));
    for (const m of md.matchAll(/\]\(([^)]*)\)/g)) expect(a.has(m[1]!.replace(/^#/, '')) && m[1]!.startsWith('#'), m[1]).toBe(true);
    expect(md).not.toMatch(/<[a-z/][^>]*>|!\[/i);
  });

  it('glossary tables list the same Russian and English terms', () => {
    const terms = (md: string) => {
      const s = md.slice(md.indexOf('{#glossary}'), md.indexOf('{#rulings}'));
      return [...s.matchAll(/^\| ([^|]+) \| ([^|]+) \|/gm)].slice(2).map((m) => `${m[1]}|${m[2]}`);
    };
    expect(terms(page.ru).length).toBeGreaterThan(10);
    expect(terms(page.ru)).toEqual(terms(page.en));
  });

  it('the scorer only cites anchors that exist (Подсчет очков)', () => {
    const r = scorer.score({ players: [{ id: 'A', tiles: { 1: 1, 2: 1, 3: 1 } }] });
    if (!r.ok) throw new Error(r.error);
    for (const row of r.value.breakdown.A!) expect(anchors(page.ru)).toContain(row.rule);
  });

  it('the rows that say which Stolik rule ended a game cite existing rulings and are translated', () => {
    for (const ending of ['noTiles', 'stalled', 'turnCap'] as const) {
      const row = endingRow(ending);
      expect(row.points).toBe(0);
      expect(anchors(page.ru)).toContain(row.rule);
      expect(locale.ru.categories![row.category], row.category).toBeTruthy();
      expect(locale.en.categories![row.category], row.category).toBeTruthy();
    }
  });
});

describe('locale files', () => {
  it('have the same keys in Russian and English (plural suffixes aside)', () => {
    expect(keySet(locale.ru)).toEqual(keySet(locale.en));
  });

  it('translate every breakdown category, with Russian plural forms', () => {
    for (const cat of Object.values(LOOT_BY_VALUE)) {
      for (const s of ['one', 'few', 'many', 'other']) expect(locale.ru.categories![`${cat}_${s}`], `${cat}_${s}`).toBeTruthy();
      for (const s of ['one', 'other']) expect(locale.en.categories![`${cat}_${s}`], `${cat}_${s}`).toBeTruthy();
    }
  });

  it('explain every error code the scorer source can return', () => {
    const dir = join(root, 'src/games/sly-thieves/score');
    const codes = new Set(readdirSync(dir).flatMap((f) => errorCodesIn(read(`src/games/sly-thieves/score/${f}`))));
    expect(codes.size).toBeGreaterThan(10);
    for (const c of codes) {
      expect(locale.ru.errors![c], c).toBeTruthy();
      expect(locale.en.errors![c], c).toBeTruthy();
    }
  });
});
