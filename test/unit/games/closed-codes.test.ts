// Issue 22, "Closed error codes per game, checked at compile time": the contract's Engine and
// Scorer carry the game's closed code table through the platform, so a failure's code is that
// table's type, not any string. The `@ts-expect-error` lines are the test: `tsc -p tsconfig.json`
// (npm run typecheck) fails when a comparison with a code outside the table compiles again
// (an unused @ts-expect-error is an error). The runtime checks only keep the lines honest.
import { describe, expect, it } from 'vitest';
import { engine } from '../../../src/games/_skeleton/engine';
import { guardEngine } from '../../../src/games/guard';
import { scorer } from '../../../src/games/royal-stake/score';

describe('a game fails only with its own closed codes, through the contract', () => {
  it("Royal Stake's scorer (Scorer<Code>): a code outside its table does not compile", () => {
    const r = scorer.score(null);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toBe('ERR_NOT_OBJECT');
    // @ts-expect-error 'ERR_NOT_OBJCT' (a typo) is not a Royal Stake code
    expect(r.error === 'ERR_NOT_OBJCT').toBe(false);
  });

  it("the skeleton's engine (Engine<…, Code>): setup and apply fail with its codes; guarded, with the guard's too", () => {
    const bad = engine.setup({ players: 2, pile: 0 }, 's');
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.error).toBe('ERR_BAD_CONFIG');
      // @ts-expect-error not a code of the skeleton's table
      expect(bad.error === 'ERR_BAD_CONFG').toBe(false);
    }
    const guarded = guardEngine(engine);
    const s = guarded.setup({ players: 2, pile: 10 }, 's');
    if (!s.ok) throw new Error(s.error);
    const refused = guarded.apply(s.value, { t: 'take', n: 99 });
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      // The guard adds its own ERR_BAD_STATE to the game's codes.
      expect(['ERR_BAD_MOVE', 'ERR_NOT_ENOUGH', 'ERR_BAD_STATE'] satisfies (typeof refused.error)[]).toContain(refused.error);
      // @ts-expect-error not a code of the table nor of the guard
      expect(refused.error === 'ERR_NO_SUCH_CODE').toBe(false);
    }
  });
});
