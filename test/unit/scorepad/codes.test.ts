// Issue 22, "Closed error codes per game": the score pad's codes are one closed table (PAD_CODES in
// src/scorepad/score.ts), so a misspelt code does not compile: tsc (npm run typecheck) fails if
// the @ts-expect-error line below ever stops being an error. Each is translated in both languages.
import { describe, expect, it } from 'vitest';
import { PAD_CODES, type PadCode } from '../../../src/scorepad/score';
import type { Result } from '../../../src/lib/result';
import { localeFile, lookUp } from '../games/conformance-helpers';

describe('score pad error codes', () => {
  it('a code outside the table does not compile', () => {
    const listed: Result<number, PadCode> = { ok: false, error: 'ERR_PLAYER_COUNT' };
    expect(listed.ok).toBe(false);
    // @ts-expect-error: a typo of ERR_PLAYER_COUNT
    const typo: Result<number, PadCode> = { ok: false, error: 'ERR_PLAYERS_COUNT' };
    expect(typo.ok).toBe(false);
  });

  it('every code of the table is translated in both languages (screens.json)', () => {
    const missing = ['ru', 'en'].flatMap((lang) => PAD_CODES.filter((c) => !lookUp(localeFile(lang, 'screens'), `errors.${c}`)).map((c) => `${lang}: ${c}`));
    expect(missing).toEqual([]);
  });
});
