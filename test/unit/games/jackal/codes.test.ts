// Issue 22, "Closed error codes per game": the scorer's, the referee's and the engine's codes are
// one closed table (codes.ts; the engine refuses with its part, ENGINE_ERRORS), so a misspelt code
// does not compile: tsc (npm run typecheck) fails if the @ts-expect-error lines below ever stop
// being errors. error-codes.test.ts checks the table against the locales and the source.
import { describe, expect, it } from 'vitest';
import { fail, type Code } from '../../../../src/games/jackal/codes';
import type { EngineError } from '../../../../src/games/jackal/engine/errors';
import type { Failure, Result } from '../../../../src/lib/result';

describe('Jackal error codes', () => {
  it('a code outside the table does not compile', () => {
    expect(fail('ERR_TOO_MANY_ISLANDS').error).toBe('ERR_TOO_MANY_ISLANDS');
    // @ts-expect-error: a typo of ERR_TOO_MANY_ISLANDS
    expect(fail('ERR_TOO_MANY_ISLAND').ok).toBe(false);
    // @ts-expect-error: a failure written by hand with a code outside the table
    const byHand: Result<number, Code> = { ok: false, error: 'ERR_MISING_CELL' };
    expect(byHand.ok).toBe(false);
    // @ts-expect-error: a referee code is not one of the engine's refusals
    const engine: Failure<EngineError> = fail('ERR_MISSING_CELL');
    expect(engine.ok).toBe(false);
  });
});
