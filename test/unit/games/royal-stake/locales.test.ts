// Every category the scorer emits and every error code the pure code returns has a translation
// in both languages, and the two locale files have the same keys.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scorer } from '../../../../src/games/royal-stake/score';
import { randomGame } from './generate';
import { errorCodesIn } from '../errorCodes';

const root = process.cwd();
const load = (lang: string) => JSON.parse(readFileSync(join(root, `locales/${lang}/royal-stake.json`), 'utf8')) as Record<string, Record<string, string>>;
const ru = load('ru');
const en = load('en');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

describe('royal-stake locales', () => {
  // RU/EN key parity (plural suffixes aside) is checked for every namespace in test/unit/i18n.
  it('every error code in the pure code is explained', () => {
    const codes = new Set(sourceFiles(join(root, 'src/games/royal-stake')).flatMap((f) => errorCodesIn(readFileSync(f, 'utf8'))));
    expect(codes.size).toBeGreaterThan(40);
    for (const c of codes) expect(en.errors, c).toHaveProperty(c);
  });
  it('every category the scorer emits (vectors and random games) is translated', () => {
    const seen = new Set<string>();
    const dir = join(root, 'test/vectors/royal-stake');
    const inputs: unknown[] = readdirSync(dir).map((f) => (JSON.parse(readFileSync(join(dir, f), 'utf8')) as { input: unknown }).input);
    for (let s = 0; s < 400; s++) inputs.push(randomGame(s * 104729, 3 + (s % 3), 3), randomGame(s, 2, 3, true));
    for (const input of inputs) {
      const r = scorer.score(input);
      if (r.ok) for (const rows of Object.values(r.value.breakdown)) for (const row of rows) seen.add(row.category);
    }
    expect(seen.size).toBeGreaterThan(40);
    for (const c of seen) expect(ru.categories, c).toHaveProperty(c);
  }, 30_000); // 800 random games: allow for a busy machine
});
