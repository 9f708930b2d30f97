// The engine applies a move it has just listed for the very same state without checking it again
// (engine/listed.ts). These tests hold that shortcut to the full check: a listed move gives the
// same next state as an equal copy built elsewhere (which is checked), and nothing outside the
// last listing of that state object is ever trusted. Every mode and every standard-game step.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { engine } from '../../../../../src/games/royal-stake/engine';
import { wasListed } from '../../../../../src/games/royal-stake/engine/listed';
import type { RsConfig, RsMove, RsState } from '../../../../../src/games/royal-stake/engine/types';
import { BENCH_KING_NUMBERS } from '../../../../../scripts/bench/rs-games';
import { randomRun, stdConfig, stdStarted } from '../standard/helpers';
import { candidateMoves } from '../standard/moves';

const copy = (m: RsMove): RsMove => JSON.parse(JSON.stringify(m)) as RsMove;

/** Every offered move of every state of a random game: trusted and checked applies agree. */
function checkGame(start: RsState, seed: string): void {
  const { states } = randomRun(start, `${seed}/moves`);
  for (const s of states) {
    const legal = engine.legalMoves(s);
    for (const m of legal) {
      expect(wasListed(s, m)).toBe(true);
      const trusted = engine.apply(s, m);
      const checked = engine.apply(s, copy(m));
      expect(trusted, JSON.stringify(m)).toEqual(checked);
    }
  }
}

describe('moves listed for a state are applied unchecked, with the same result as checked (listed.ts)', () => {
  it('standard game, 2-5 players, every option (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 5 }), fc.string({ maxLength: 6 }), (n, seed) => {
        const config = stdConfig(n, { jesterDeal: n < 5, cheerleader: n > 3, advancedCheerleader: n === 5 });
        checkGame(stdStarted(config, seed), seed);
      }),
      { numRuns: 6 },
    );
  });

  it('"I am King", team whist and "Emperor" (their trick plays share the core apply)', () => {
    const configs: RsConfig[] = [
      { mode: 'i-am-king', players: 3 },
      { mode: 'team', players: 4, kingNumbers: BENCH_KING_NUMBERS },
      { mode: 'emperor', players: 5, kingNumbers: BENCH_KING_NUMBERS },
    ];
    for (const config of configs) {
      const r = engine.setup(config, `listed-${config.mode}`);
      if (!r.ok) throw new Error(r.error);
      checkGame(r.value, config.mode);
    }
  });

  it('trusts only the last listing of that very state object: stale lists, copies and equal states are checked', () => {
    const { states } = randomRun(stdStarted(stdConfig(4, { jesterDeal: true }), 'trust'), 'trust/moves');
    const trick = states.find((s) => s.phase === 'trick' && s.trick!.plays.length === 1)!;
    const before = states[states.indexOf(trick) - 1]!;
    const stale = engine.legalMoves(before);
    const legal = engine.legalMoves(trick);
    expect(wasListed(trick, legal[0])).toBe(true);
    expect(wasListed(trick, copy(legal[0]!))).toBe(false);
    expect(wasListed(structuredClone(trick), legal[0])).toBe(false);
    expect(wasListed(before, stale[0])).toBe(false); // another state was listed since
    // A move of the previous position, illegal now, is refused with its code, not trusted.
    const illegal = stale.find((m) => !legal.some((l) => JSON.stringify(l) === JSON.stringify(m)))!;
    const r = engine.apply(trick, illegal);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/^ERR_[A-Z_]+$/);
  });

  it('what was never listed is refused as before, even right after a listing of the same state', () => {
    const { states } = randomRun(stdStarted(stdConfig(5, { cheerleader: true }), 'refuse'), 'refuse/moves');
    for (const s of states.filter((_, i) => i % 7 === 0)) {
      const legal = engine.legalMoves(s).map((m) => JSON.stringify(m));
      for (const m of candidateMoves(s)) {
        if (legal.includes(JSON.stringify(m))) continue;
        engine.legalMoves(s); // the listing is of this very state: `m` is still not one of its moves
        const r = engine.apply(s, m);
        // A bet or discard may be legal in another order than listed: only those may pass.
        if (r.ok) expect(['bet', 'discard']).toContain(m.t);
        else expect(r.error).toMatch(/^ERR_[A-Z_]+$/);
      }
    }
  });

  it('the unit tests freeze what is listed, so a caller cannot edit a trusted move', () => {
    const s = stdStarted(stdConfig(3), 'frozen');
    const legal = engine.legalMoves(s);
    expect(Object.isFrozen(legal)).toBe(true);
    expect(legal.every((m) => Object.isFrozen(m))).toBe(true);
    expect(Object.isFrozen(s)).toBe(true);
  });
});
