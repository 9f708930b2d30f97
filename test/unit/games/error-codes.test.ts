// Issue 22, "Closed error codes per game": a game lists every code its pure code may fail with in
// `src/games/<id>/codes.ts` (CODES, and `fail` closed over them; the structural codes of
// src/lib/read.ts by their platform names), so a misspelt code does not compile (tsc fails if the
// expected error below, or one in each game's test/unit/games/<id>/codes.test.ts, ever goes away).
// Driven from those lists:
// each listed code is translated in both languages (the game's namespace, then play, then common:
// src/play/messages.ts), the game's own `errors` translate nothing that is not listed, and every
// code written in its pure folders is listed.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fail } from '../../../src/games/_skeleton/codes';
import { allGames } from './all-games';
import { localeFile, lookUp } from './conformance-helpers';
import { errorCodesIn } from './errorCodes';

const tables = import.meta.glob<{ CODES: readonly string[] }>('../../../src/games/*/codes.ts', { eager: true });
const tableOf = (id: string) => tables[`../../../src/games/${id}/codes.ts`]?.CODES;
const ids = allGames.map((g) => [g.id] as const);
const LANGS = ['ru', 'en'];

/** The .ts files of a game's pure folders and its codes.ts. */
function pureFiles(id: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.ts')) out.push(path);
    }
  };
  for (const part of ['engine', 'score', 'referee', 'bots', 'data']) {
    const dir = `src/games/${id}/${part}`;
    if (statSync(dir, { throwIfNoEntry: false })?.isDirectory()) walk(dir);
  }
  return out;
}

describe('closed error codes', () => {
  it('the skeleton has a table, and a code outside it does not compile', () => {
    expect(fail('ERR_NO_CARD').error).toBe('ERR_NO_CARD');
    // @ts-expect-error: not one of the skeleton's codes (a typo of ERR_NO_CARD)
    expect(fail('ERR_NO_CRAD').ok).toBe(false);
  });

  it.each(ids)('%s has a table of its codes (codes.ts)', (id) => {
    expect(tableOf(id)?.length ?? 0).toBeGreaterThan(0);
  });

  it.each(ids)('%s: every code of its table is translated in both languages', (id) => {
    const CODES = tableOf(id) ?? [];
    const missing = LANGS.flatMap((lang) =>
      CODES.filter(
        (c) =>
          !(
            lookUp(localeFile(lang, id), `errors.${c}`) ??
            lookUp(localeFile(lang, 'play'), `errors.${c}`) ??
            lookUp(localeFile(lang, 'common'), `errors.${c}`)
          ),
      ).map((c) => `${lang}: ${c}`),
    );
    expect(missing).toEqual([]);
  });

  it.each(ids)('%s: its locales translate no error code its table does not list', (id) => {
    const listed = new Set(tableOf(id) ?? []);
    const stray = LANGS.flatMap((lang) => {
      const errors = localeFile(lang, id).errors;
      const keys = errors && typeof errors === 'object' ? Object.keys(errors) : [];
      return keys.filter((k) => k.startsWith('ERR_') && !listed.has(k)).map((k) => `${lang}: ${k}`);
    });
    expect(stray).toEqual([]);
  });

  it.each(ids)('%s: every code its pure folders write is in its table', (id) => {
    const listed = new Set(tableOf(id) ?? []);
    const unlisted = pureFiles(id).flatMap((f) =>
      errorCodesIn(readFileSync(f, 'utf8'))
        .filter((c) => !listed.has(c))
        .map((c) => `${f}: ${c}`),
    );
    expect(unlisted).toEqual([]);
  });
});
