// Issue 22, "Closed error codes per game": a game lists every code its pure code may fail with in
// `src/games/<id>/codes.ts` (CODES, and `fail` closed over them), so a misspelt code does not
// compile (the @ts-expect-error below fails tsc if it ever does), and each listed code is
// translated in both languages (the game's namespace, then play, then common: src/play/messages.ts).
import { describe, expect, it } from 'vitest';
import { fail } from '../../../src/games/_skeleton/codes';
import { allGames } from './all-games';
import { localeFile, lookUp } from './conformance-helpers';

const tables = import.meta.glob<{ CODES: readonly string[] }>('../../../src/games/*/codes.ts', { eager: true });
const withTable = allGames.filter((g) => tables[`../../../src/games/${g.id}/codes.ts`]);

describe('closed error codes', () => {
  it('the skeleton has a table, and a code outside it does not compile', () => {
    expect(withTable.map((g) => g.id)).toContain('_skeleton');
    expect(fail('ERR_NO_CARD').error).toBe('ERR_NO_CARD');
    // @ts-expect-error: not one of the skeleton's codes (a typo of ERR_NO_CARD)
    expect(fail('ERR_NO_CRAD').ok).toBe(false);
  });

  it.each(withTable.map((g) => [g.id] as const))('%s: every code of its table is translated in both languages', (id) => {
    const { CODES } = tables[`../../../src/games/${id}/codes.ts`]!;
    expect(CODES.length).toBeGreaterThan(0);
    const missing = ['ru', 'en'].flatMap((lang) =>
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
});
