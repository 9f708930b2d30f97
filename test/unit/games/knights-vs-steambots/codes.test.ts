// Issue 22, "Closed error codes per game": the scorer's codes are one closed table (codes.ts), so a
// misspelt code does not compile: tsc (npm run typecheck) fails if the @ts-expect-error lines below
// ever stop being errors. error-codes.test.ts checks the table against the locales and the source.
import { describe, expect, it } from 'vitest';
import { fail, type Code } from '../../../../src/games/knights-vs-steambots/codes';
import type { Result } from '../../../../src/lib/result';

describe('Knights vs Steambots error codes', () => {
  it('a code outside the table does not compile', () => {
    expect(fail('ERR_INVENTORY_FULL').error).toBe('ERR_INVENTORY_FULL');
    // @ts-expect-error: a typo of ERR_INVENTORY_FULL
    expect(fail('ERR_INVENTROY_FULL').ok).toBe(false);
    // @ts-expect-error: a failure written by hand with a code outside the table
    const byHand: Result<number, Code> = { ok: false, error: 'ERR_NOT_A_LIST' };
    expect(byHand.ok).toBe(false);
  });
});
