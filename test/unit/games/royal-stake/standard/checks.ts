// Checks the standard-game property tests (3-5 players and the 2-player game) share. Not a test
// file itself.
import { expect } from 'vitest';
import { engine } from '../../../../../src/games/royal-stake/engine';
import type { StdConfig } from '../../../../../src/games/royal-stake/engine/modes/standard/config';
import type { RsMove, RsState } from '../../../../../src/games/royal-stake/engine/types';
import { randomRun, stdStarted } from './helpers';
import { moveKey } from './moves';

/** Every offered move of `s` applies (the first 30), and each of `candidates` applies exactly when offered; a refusal has an ERR_ code. */
export function checkOffered(s: RsState, legal: readonly RsMove[], candidates: readonly RsMove[]): void {
  const keys = new Set(legal.map(moveKey));
  for (const m of legal.slice(0, 30)) expect(engine.apply(s, m).ok, `offered ${JSON.stringify(m)}`).toBe(true);
  for (const m of candidates) {
    const r = engine.apply(s, m);
    if (keys.has(moveKey(m))) expect(r.ok, `legal ${JSON.stringify(m)}`).toBe(true);
    else {
      expect(r.ok, `not offered yet applied: ${JSON.stringify(m)} in ${s.phase}`).toBe(false);
      if (!r.ok) expect(r.error).toMatch(/^ERR_[A-Z_]+$/);
    }
  }
}

/** A random game of `config` from `seed` replays to the same states from its seed and moves, and every state and move survives a JSON round trip. */
export function checkReplay(config: StdConfig, seed: string): void {
  const { states, moves } = randomRun(stdStarted(config, seed), `${seed}/replay`);
  let s = stdStarted(config, seed);
  moves.forEach((m, i) => {
    const copy = JSON.parse(JSON.stringify(states[i])) as RsState;
    expect(copy).toStrictEqual(states[i]);
    const r = engine.apply(copy, JSON.parse(JSON.stringify(m)) as RsMove);
    expect(r.ok && r.value).toStrictEqual(states[i + 1]);
    const again = engine.apply(s, m);
    if (!again.ok) throw new Error(again.error);
    s = again.value;
  });
  expect(s).toStrictEqual(states.at(-1));
}
