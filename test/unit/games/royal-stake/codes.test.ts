// Issue 22, "Closed error codes per game": the codes of the four modes' scorers, the printed values,
// the trick referee and the engine are one closed table (codes.ts), so a misspelt code does not
// compile: tsc (npm run typecheck) fails if the expected errors below ever go away.
// error-codes.test.ts checks the table against the locales and the source.
import { describe, expect, it } from 'vitest';
import { fail, type Code } from '../../../../src/games/royal-stake/codes';
import type { ModeRules } from '../../../../src/games/royal-stake/engine/mode';
import type { Failure, Result } from '../../../../src/lib/result';

describe('Royal Stake error codes', () => {
  it('a code outside the table does not compile', () => {
    expect(fail('ERR_QUEEN_ONCE_PER_GAME').error).toBe('ERR_QUEEN_ONCE_PER_GAME');
    // @ts-expect-error: a typo of ERR_QUEEN_ONCE_PER_GAME
    expect(fail('ERR_QUEEN_ONCE_PER_GAM').ok).toBe(false);
    // @ts-expect-error: a failure written by hand with a code outside the table
    const byHand: Result<number, Code> = { ok: false, error: 'ERR_MUST_FOLOW' };
    expect(byHand.ok).toBe(false);
    // @ts-expect-error: a refusal of a mode's rules (what ModeRules.apply returns) misspelt
    const refusal: Extract<ReturnType<ModeRules['applyPhase']>, Failure> = { ok: false, error: 'ERR_SET_TAKN' };
    expect(refusal.ok).toBe(false);
  });
});
