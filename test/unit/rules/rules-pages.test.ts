import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileRules } from '../../../scripts/rules-plugin';

const pages = ['ru', 'en'].flatMap((lang) =>
  existsSync(`locales/${lang}/rules`)
    ? readdirSync(`locales/${lang}/rules`)
        .filter((f) => f.endsWith('.md'))
        .map((f) => `locales/${lang}/rules/${f}`)
    : [],
);
const books = join(process.cwd(), '..', 'shared', 'rulebooks');

describe('rules pages', () => {
  it.each(pages)('%s compiles, every heading has an anchor, in-page links resolve', (file) => {
    const page = compileRules(readFileSync(file, 'utf8'), file);
    expect(page.title).not.toBe('');
    const ids = new Set(page.sections.map((s) => s.id));
    for (const [, target] of page.html.matchAll(/href="#([^"]+)"/g)) expect(ids, `link to #${target}`).toContain(target);
    expect(page.html).not.toMatch(/<script|<img|onerror=/i);
  });

  // The rulebooks are copyrighted: no sentence of them may appear in the product.
  it.skipIf(!existsSync(books))('no rulebook sentence is copied into locales or src', () => {
    const norm = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();
    const sentences = readdirSync(books)
      .filter((f) => f.endsWith('.txt'))
      .flatMap((f) => norm(readFileSync(join(books, f), 'utf8')).split(/(?<=[.!?»])\s+/))
      .filter((s) => s.length >= 70);
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
    const files = [...walk('locales'), ...walk('src')];
    const hits = files.flatMap((f) => {
      const text = norm(readFileSync(f, 'utf8'));
      return sentences.filter((s) => text.includes(s)).map((s) => `${f}: "${s.slice(0, 60)}…"`);
    });
    expect(hits).toEqual([]);
  });
});
