// Every rules-page anchor the engine, bots and data cite ("rules page #anchor") exists on both
// rules pages, so a comment never points at a ruling nobody wrote down.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : name.endsWith('.ts') ? [readFileSync(path, 'utf8')] : [];
  });
}

it('the engine cites only anchors both rules pages have, among them every new ruling', () => {
  const text = ['engine', 'bots', 'data'].flatMap((d) => sources(`src/games/jackal/${d}`)).join('\n');
  const cited = [...new Set([...text.replace(/\n \* /g, ' ').matchAll(/rules page #([a-z0-9-]+)/g)].map((m) => m[1]!))];
  expect(cited).toEqual(
    expect.arrayContaining([
      'ruling-no-way',
      'ruling-nothing-to-lay',
      'ruling-open-order',
      'ruling-diagonal-line',
      'ruling-reshuffle',
      'ruling-first-by-lot',
      'ruling-tortuga-short',
    ]),
  );
  for (const lang of ['ru', 'en']) {
    const page = readFileSync(`locales/${lang}/rules/jackal.md`, 'utf8');
    for (const anchor of cited) expect(page, `${lang} #${anchor}`).toContain(`{#${anchor}}`);
  }
});
