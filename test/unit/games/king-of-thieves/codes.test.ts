// Issue 22, "Closed error codes per game": the scorer's and the engine's codes are one closed table
// (codes.ts; the engine refuses with its part, KotError), so a misspelt code does not compile: tsc
// (npm run typecheck) fails if the @ts-expect-error lines below ever stop being errors.
// error-codes.test.ts checks the table against the locales and the source.
import { describe, expect, it } from 'vitest';
import { fail, type Code } from '../../../../src/games/king-of-thieves/codes';
import { refuse } from '../../../../src/games/king-of-thieves/engine/errors';
import type { Result } from '../../../../src/lib/result';

describe('King of Thieves error codes', () => {
  it('a code outside the table does not compile', () => {
    expect(fail('ERR_DUPLICATE_CARD').error).toBe('ERR_DUPLICATE_CARD');
    // @ts-expect-error: a typo of ERR_DUPLICATE_CARD
    expect(fail('ERR_DUPLICTE_CARD').ok).toBe(false);
    // @ts-expect-error: a typo of ERR_NOT_IN_MARKET
    expect(refuse('ERR_NOT_IN_MARKT').ok).toBe(false);
    // @ts-expect-error: a scorer code is not one of the engine's refusals
    expect(refuse('ERR_DUPLICATE_CARD').ok).toBe(false);
    // @ts-expect-error: a failure written by hand with a code outside the table
    const byHand: Result<number, Code> = { ok: false, error: 'ERR_UNKNOWN_CRAD' };
    expect(byHand.ok).toBe(false);
  });
});
