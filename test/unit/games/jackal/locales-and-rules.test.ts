// The Jackal locale files and rules pages match each other and everything the code can emit.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULE } from '../../../../src/games/jackal/score/anchors';
import { errorCodesIn } from '../errorCodes';

const root = process.cwd();
const read = (p: string) => readFileSync(join(root, p), 'utf8');
type Locale = Record<string, Record<string, string>>;
const locale = (lang: string) => JSON.parse(read(`locales/${lang}/jackal.json`)) as Locale;
const page = (lang: string) => read(`locales/${lang}/rules/jackal.md`);
const anchors = (md: string) => [...md.matchAll(/^#{2,3} .+ \{#([a-z0-9-]+)\}$/gm)].map((m) => m[1]!);

/** Every source file of the game's pure folders, concatenated. */
const source = ['score', 'referee', 'data']
  .flatMap((dir) => readdirSync(join(root, 'src/games/jackal', dir)).map((f) => read(`src/games/jackal/${dir}/${f}`)))
  .join('\n');

describe('Jackal locales', () => {
  // RU/EN key parity (plural suffixes aside) is checked for every namespace in test/unit/i18n.
  it('every error code the code can return is explained', () => {
    const codes = errorCodesIn(source);
    expect(codes.length).toBeGreaterThan(20);
    for (const lang of ['ru', 'en']) for (const c of codes) expect(locale(lang).errors, `${lang} ${c}`).toHaveProperty(c);
  });
  it('every reason code and row category has a text', () => {
    const reasons = [...new Set(source.match(/'[TV]_[A-Z_]+'/g)!.map((c) => c.slice(1, -1)))];
    for (const lang of ['ru', 'en']) {
      for (const r of reasons) expect(locale(lang).referee, `${lang} ${r}`).toHaveProperty(r);
      expect(Object.keys(locale(lang).categories ?? {}).sort()).toEqual(['island', 'tortuga']);
    }
  });
});

describe('Jackal rules pages', () => {
  it('have a title and the same anchors in the same order', () => {
    expect(page('ru').startsWith('# Шакал')).toBe(true);
    expect(page('en').startsWith('# Jackal')).toBe(true);
    expect(anchors(page('ru'))).toEqual(anchors(page('en')));
  });
  it('carry the required sections, every anchor the code cites and every ruling it names', () => {
    const list = anchors(page('en'));
    const required = ['overview', 'components', 'setup', 'scoring', 'end-of-game', 'glossary', 'rulings'];
    for (const a of required) expect(list).toContain(a);
    for (const a of Object.values(RULE)) expect(list).toContain(a);
    for (const m of source.matchAll(/ruling "([a-z-]+)"/g)) expect(list).toContain(`ruling-${m[1]}`);
    expect(new Set(list).size).toBe(list.length);
  });
  it('link only to anchors they have', () => {
    for (const lang of ['ru', 'en']) {
      const list = anchors(page(lang));
      for (const m of page(lang).matchAll(/\]\(#([a-z0-9-]+)\)/g)) expect(list, `${lang} #${m[1]}`).toContain(m[1]);
    }
  });
  it('share one glossary: the same Russian and English terms in both languages', () => {
    const glossary = (md: string) => {
      const part = md.split('{#glossary}')[1]!.split('\n## ')[0]!;
      return part
        .split('\n')
        .filter((l) => l.startsWith('| ') && !l.startsWith('|---'))
        .slice(1)
        .map((l) =>
          l
            .split('|')
            .slice(1, 3)
            .map((c) => c.trim())
            .join(' / '),
        );
    };
    expect(glossary(page('ru')).length).toBeGreaterThan(10);
    expect(glossary(page('ru'))).toEqual(glossary(page('en')));
  });
});
