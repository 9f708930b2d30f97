// The view carries the public results of earlier rounds (`rounds`, the scorer's round records),
// so the round summary can show the scorer's rows in every round (#mode-i-am-king, #mode-team,
// #mode-emperor). Only public facts: every seat sees the same records, each equal to the
// engine's own, and in "Emperor" every court card named was laid face up in a trick of that
// round; the hidden cards (hands, auction, discards, stock) never reach them.
import { describe, expect, it } from 'vitest';
import { engine } from '../../../../../src/games/royal-stake/engine';
import type { RsConfig, RsState, RsView } from '../../../../../src/games/royal-stake/engine/types';
import { EMPEROR_KN, randomGame } from './core-helpers';

const CONFIGS: RsConfig[] = [
  { mode: 'i-am-king', players: 3 },
  { mode: 'team', players: 4, kingNumbers: EMPEROR_KN },
  { mode: 'emperor', players: 5, kingNumbers: EMPEROR_KN },
];

/** Cards laid face up in tricks, by round (1-based), from the moves of a game. */
function playedByRound(states: RsState[], moves: ReturnType<typeof randomGame>['moves']): Map<number, Set<string>> {
  const out = new Map<number, Set<string>>();
  moves.forEach((m, i) => {
    if (m.t !== 'play') return;
    const round = states[i]!.round;
    if (!out.has(round)) out.set(round, new Set());
    out.get(round)!.add(m.card);
  });
  return out;
}

describe.each(CONFIGS)('$mode: the view carries the earlier rounds, and only what everyone saw', (config) => {
  it("every seat sees the engine's round records, the same for all, naming only cards laid in tricks", () => {
    let checked = 0;
    for (const seed of ['rounds-1', 'rounds-2']) {
      const { states, moves } = randomGame(config, seed);
      const played = playedByRound(states, moves);
      for (const s of states) {
        const views = Array.from({ length: config.players }, (_, seat) => engine.view(s, seat) as RsView);
        for (const v of views) expect(v.rounds).toEqual(s.rounds);
        // A fresh copy: changing the view never reaches the state.
        if (s.rounds.length > 0) expect(views[0]!.rounds).not.toBe(s.rounds);
        checked += s.rounds.length;
      }
      const last = states[states.length - 1]!;
      expect(last.rounds.length).toBeGreaterThanOrEqual(2);
      last.rounds.forEach((r, i) => {
        const players = Object.values((r as { players: Record<string, { courtCards?: string[] }> }).players);
        for (const p of players) for (const c of p.courtCards ?? []) expect(played.get(i + 1)?.has(c), `${c} in round ${i + 1}`).toBe(true);
        // Nothing but the scorer's public fields.
        const keys = new Set(players.flatMap((p) => Object.keys(p)));
        const allowed =
          config.mode === 'i-am-king'
            ? ['rulers', 'tricks', 'redQueen', 'flagWins']
            : config.mode === 'team'
              ? ['tricks', 'kingUsed', 'redQueen']
              : ['tricks', 'kingUsed', 'won', 'courtCards'];
        expect([...keys].filter((k) => !allowed.includes(k))).toEqual([]);
      });
    }
    expect(checked).toBeGreaterThan(0);
  }, 30_000);
});
