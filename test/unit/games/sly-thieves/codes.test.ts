// Issue 22, "Closed error codes per game": the scorer's and the engine's codes are one closed table
// (codes.ts), so a misspelt code does not compile: tsc (npm run typecheck) fails if the expected
// errors below ever go away. error-codes.test.ts checks the table against the locales and the
// source.
import { describe, expect, it } from 'vitest';
import { fail, type Code } from '../../../../src/games/sly-thieves/codes';
import type { Failure, Result } from '../../../../src/lib/result';

describe('Sly Thieves error codes', () => {
  it('a code outside the table does not compile', () => {
    expect(fail('ERR_MOVE_BACK_BANNED').error).toBe('ERR_MOVE_BACK_BANNED');
    // @ts-expect-error: a typo of ERR_MOVE_BACK_BANNED
    expect(fail('ERR_MOVE_BAK_BANNED').ok).toBe(false);
    // @ts-expect-error: a failure written by hand with a code outside the table
    const byHand: Result<number, Code> = { ok: false, error: 'ERR_TOO_MANY_TILE' };
    expect(byHand.ok).toBe(false);
    // @ts-expect-error: a refusal the engine's checks could return (Failure<Code>), misspelt
    const refusal: Failure<Code> | null = { ok: false, error: 'ERR_NOT_ADJACANT' };
    expect(refusal?.ok).toBe(false);
  });
});
