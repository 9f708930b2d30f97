// The rules pages and locale files agree with the scorer: same anchors in both languages, every
// anchor a row cites exists, the {#scoring} tables ("Подсчет очков") show data/gold.ts's values,
// every ruling is pinned in rulings.test.ts, and every category and error code is translated.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GOLD, HAND_CARDS, STEAMBOT_TYPES } from '../../../../src/games/knights-vs-steambots/data/gold';
import { CODES } from '../../../../src/games/knights-vs-steambots/codes';
import { CATEGORIES, RULES } from '../../../../src/games/knights-vs-steambots/score/rows';

const root = process.cwd();
const read = (p: string) => readFileSync(join(root, p), 'utf8');
const pages = { ru: read('locales/ru/rules/knights-vs-steambots.md'), en: read('locales/en/rules/knights-vs-steambots.md') };
const locales = {
  ru: JSON.parse(read('locales/ru/knights-vs-steambots.json')) as Record<string, Record<string, string>>,
  en: JSON.parse(read('locales/en/knights-vs-steambots.json')) as Record<string, Record<string, string>>,
};

const anchors = (md: string) => [...md.matchAll(/^#{2,3} .+ \{#([^}]+)\}$/gm)].map((m) => m[1]!);

/** The lines of one `## ... {#id}` section, up to the next `## ` heading. */
function section(md: string, id: string): string {
  const start = md.indexOf(`{#${id}}\n`);
  const end = md.indexOf('\n## ', start);
  return md.slice(start, end === -1 ? undefined : end);
}

/** Table body rows of a section, split into trimmed cells. */
const tableRows = (text: string) =>
  text
    .split('\n')
    .filter((l) => l.startsWith('|') && !l.startsWith('|---'))
    .map((l) =>
      l
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim()),
    );

describe('rules pages', () => {
  it('start with the game title and share one anchor list, in order', () => {
    expect(pages.ru.split('\n')[0]).toBe('# Рыцари против Пароботов');
    expect(pages.en.split('\n')[0]).toBe('# Knights vs Steambots');
    expect(anchors(pages.ru)).toEqual(anchors(pages.en));
    for (const a of anchors(pages.en)) expect(a).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    for (const req of ['overview', 'components', 'setup', 'scoring', 'end-of-game', 'glossary', 'rulings']) {
      expect(anchors(pages.en)).toContain(req);
    }
  });
  it('contain every anchor the scorer cites and every in-page link target', () => {
    for (const md of Object.values(pages)) {
      for (const rule of Object.values(RULES)) expect(anchors(md)).toContain(rule);
      for (const m of md.matchAll(/\]\(#([^)]+)\)/g)) expect(anchors(md)).toContain(m[1]);
    }
  });
  it('show the gold of data/gold.ts in the scoring tables (Подсчет очков)', () => {
    const expected = [
      ...STEAMBOT_TYPES.map((t) => GOLD.victory[t]),
      GOLD.knight,
      GOLD.mage,
      GOLD.ghost,
      GOLD.inventory.rock,
      GOLD.inventory.scissors,
      GOLD.inventory.paper,
      GOLD.paperWithMage,
      GOLD.inventory.trap,
      GOLD.setting,
      ...HAND_CARDS.map((c) => GOLD.hand[c]),
    ];
    for (const md of Object.values(pages)) {
      const gold = tableRows(section(md, 'scoring'))
        .filter((cells) => !/^(Gold|Золото)$/.test(cells.at(-1)!))
        .map((cells) => Number(cells.at(-1)!.replace('−', '-').replace('+', '')));
      expect(gold).toEqual(expected);
    }
  });
  it('pin every ruling with a test in rulings.test.ts', () => {
    const tests = read('test/unit/games/knights-vs-steambots/rulings.test.ts');
    const rulings = anchors(section(pages.en, 'rulings')).filter((a) => a !== 'rulings');
    expect(rulings.length).toBeGreaterThanOrEqual(5);
    for (const r of rulings) {
      expect(r).toMatch(/^ruling-/);
      expect(tests).toContain(`'#${r}:`);
    }
  });
  it('share the same glossary terms in both languages', () => {
    const terms = (md: string) => tableRows(section(md, 'glossary')).map((c) => [c[0], c[1]]);
    expect(terms(pages.ru)).toEqual(terms(pages.en));
  });
});

describe('locale files', () => {
  // RU/EN key parity (plural suffixes aside) is checked for every namespace in test/unit/i18n.
  it('translate every category and every error code, and nothing else', () => {
    for (const l of Object.values(locales)) {
      expect(Object.keys(l.categories!).sort()).toEqual([...CATEGORIES].sort());
      expect(Object.keys(l.errors!).sort()).toEqual([...CODES].sort());
    }
  });
});
