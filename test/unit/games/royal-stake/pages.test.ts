// The Royal Stake rules pages agree with each other and with the pure code: every anchor a row or
// a trick verdict can cite exists in both languages, and every ruling of {#rulings} is pinned by
// a test or a vector whose name or title cites its anchor.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULE_ANCHORS } from '../../../../src/games/royal-stake/data/anchors';

const root = process.cwd();
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const page = { ru: read('locales/ru/rules/royal-stake.md'), en: read('locales/en/rules/royal-stake.md') };
const anchors = (md: string) => [...md.matchAll(/^#{2,3} .+ \{#([a-z0-9-]+)\}$/gm)].map((m) => m[1]!);
const filesUnder = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(`${dir}/${e.name}`) : [`${dir}/${e.name}`]));

const pureSources = [...filesUnder('src/games/royal-stake/score'), ...filesUnder('src/games/royal-stake/referee')].map((f) => read(f)).join('\n');
// Names of tests (it / describe / it.each) and titles of vectors.
const testNames = filesUnder('test/unit/games/royal-stake')
  .filter((f) => f.endsWith('.test.ts'))
  // Single or double quotes: the formatter picks double quotes for names with an apostrophe.
  .flatMap((f) => [...read(f).matchAll(/(?:\b(?:it|describe)|\]\))\(\s*(['"])((?:\\.|(?!\1).)*)\1/g)].map((m) => m[2]!));
const vectorTitles = filesUnder('test/vectors/royal-stake')
  .filter((f) => f.endsWith('.json'))
  .map((f) => (JSON.parse(read(f)) as { title: string }).title);

describe('royal-stake rules pages', () => {
  it('have the same anchors in the same order in Russian and English, each once', () => {
    expect(anchors(page.ru)).toEqual(anchors(page.en));
    expect(new Set(anchors(page.en)).size).toBe(anchors(page.en).length);
  });

  it.each(['ru', 'en'] as const)('%s: title, required sections, rulings last, in-page links resolve', (lang) => {
    const md = page[lang];
    expect(md.split('\n')[0]).toBe(lang === 'ru' ? '# Королевская ставка' : '# Royal Stake');
    const a = anchors(md);
    for (const r of ['overview', 'components', 'setup', 'scoring', 'end-of-game', 'glossary', 'rulings']) expect(a, r).toContain(r);
    expect(a.slice(a.indexOf('rulings') + 1).every((x) => x.startsWith('ruling-'))).toBe(true);
    expect(md).not.toMatch(/<[a-z]|!\[|\]\((?!#)/);
    for (const m of md.matchAll(/\]\(#([a-z0-9-]+)\)/g)) expect(a, m[1]).toContain(m[1]);
  });

  it('carry every anchor the scorer and the trick judge may cite', () => {
    for (const r of RULE_ANCHORS) {
      expect(anchors(page.ru), r).toContain(r);
      expect(anchors(page.en), r).toContain(r);
    }
  });

  it('the anchor list holds only anchors the pure code really cites', () => {
    for (const r of RULE_ANCHORS) expect(pureSources, r).toContain(`'${r}'`);
  });

  it('every ruling the pure code names in a comment is a ruling of the page', () => {
    const named = new Set([...pureSources.matchAll(/\bruling-[a-z0-9-]*[a-z0-9]/g)].map((m) => m[0]));
    expect(named.size).toBeGreaterThanOrEqual(10);
    for (const r of named) expect(anchors(page.en), r).toContain(r);
  });

  it('every ruling is pinned by a test name or a vector title that cites it', () => {
    const rulings = anchors(page.en).filter((x) => x.startsWith('ruling-'));
    expect(rulings.length).toBeGreaterThanOrEqual(14);
    const names = [...testNames, ...vectorTitles];
    for (const r of rulings)
      expect(
        names.some((n) => new RegExp(`(?<![a-z0-9-])${r}(?![a-z0-9-])`).test(n)),
        r,
      ).toBe(true);
  });

  it('the glossary has the same Russian and English columns in both languages', () => {
    const glossary = (md: string) => {
      const part = md.slice(md.indexOf('{#glossary}'), md.indexOf('{#rulings}'));
      return [...part.matchAll(/^\| ([^|]+) \| ([^|]+) \|/gm)].map((m) => `${m[1]}|${m[2]}`).slice(2);
    };
    expect(glossary(page.ru).length).toBeGreaterThan(20);
    expect(glossary(page.ru)).toEqual(glossary(page.en));
  });
});
