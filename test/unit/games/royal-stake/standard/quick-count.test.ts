// The engine's quick count of round points equals the scorer's (issue 14 «Tests and numbers»: «a
// property test holds the engine's quick count equal to it»; rulebook «Получение ПО», the
// character pages, «Болельщица», «Карта сделки с шутом», «Игра вдвоём»). Two sources of rounds:
// random legal engine games (3-5 players, and 2 once the engine accepts them; every option, both
// value sets), and random valid score-sheet games (test/unit/games/royal-stake/generate.ts),
// which reach what random play rarely does (two-player jack shift, shared cheerleader counts).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { engine } from '../../../../../src/games/royal-stake/engine';
import type { StdConfig } from '../../../../../src/games/royal-stake/engine/modes/standard/config';
import { quickRunning, type QuickGame, type QuickPlayer, type QuickRound } from '../../../../../src/games/royal-stake/engine/modes/standard/quick-count';
import { stdScorerInput } from '../../../../../src/games/royal-stake/engine/modes/standard/score';
import type { RsState } from '../../../../../src/games/royal-stake/engine/types';
import { stolikValues } from '../../../../../src/games/royal-stake/data/stolik-values';
import type { Colour } from '../../../../../src/games/royal-stake/data/colours';
import { scoreRounds } from '../../../../../src/games/royal-stake/score';
import { randomGame } from '../generate';
import { randomRun, stdConfig, stdStarted } from './helpers';

/** The quick count's game facts for an engine state, as the engine builds them (score.ts). */
function engineGame(s: RsState): QuickGame {
  return {
    ids: s.seats.map((_, i) => String(i)),
    rulers: s.seats.map((x) => x.set as Colour),
    cheerleaderAdvanced: s.config.options!.advancedCheerleader,
    twoPlayers: s.config.players === 2,
    backs: s.config.valueSet === 'stolik' ? stolikValues().bets : s.config.values!.bets,
  };
}

/** The scorer's running totals after each round, in seat order. */
function scorerRunning(input: Record<string, unknown>, ids: readonly string[]): number[][] {
  const r = scoreRounds(input);
  if (!r.ok) throw new Error(`scorer refused: ${r.error} ${JSON.stringify(r.params ?? {})} at ${r.path ?? ''}`);
  return r.value.running.map((run) => ids.map((id) => run[id]!));
}

// Does the engine take two players yet (helper A's slice)? Then they join the property.
const twoReady = engine.setup(stdConfig(2, { jesterDeal: true }), 'probe').ok;

const engineGameArb = fc.integer({ min: twoReady ? 2 : 3, max: 5 }).chain((n) =>
  fc.record({
    n: fc.constant(n),
    jesterDeal: fc.boolean(),
    cheerleader: fc.boolean(),
    advancedCheerleader: fc.boolean(),
    baseSquads4p: fc.boolean(),
    stolik: fc.boolean(),
    seed: fc.string({ maxLength: 8 }),
  }),
);

/** A config with the drawn options the player count allows. */
function configOf(g: {
  n: number;
  jesterDeal: boolean;
  cheerleader: boolean;
  advancedCheerleader: boolean;
  baseSquads4p: boolean;
  stolik: boolean;
}): StdConfig {
  const cheer = g.cheerleader && g.n > 3;
  // Two players always play the jester deal (the king deck), and none of the other options.
  const base = stdConfig(g.n, {
    jesterDeal: g.n === 2 || (g.jesterDeal && g.n < 5),
    cheerleader: cheer,
    advancedCheerleader: g.advancedCheerleader && cheer,
    baseSquads4p: g.baseSquads4p && g.n === 4,
  });
  return g.stolik ? { ...base, valueSet: 'stolik', values: stolikValues() } : base;
}

describe('the engine quick count equals the scorer (property)', () => {
  it('on every round of random legal engine games, every option, both value sets', () => {
    let rounds = 0;
    let two = 0;
    fc.assert(
      fc.property(engineGameArb, (g) => {
        const { states } = randomRun(stdStarted(configOf(g), g.seed), `${g.seed}/quick`);
        const last = states.at(-1)!;
        expect(last.phase).toBe('over');
        const ids = last.seats.map((_, i) => String(i));
        const expected = scorerRunning(stdScorerInput(last), ids);
        let before: number[] = [];
        last.rounds.forEach((round, r) => {
          const quick = quickRunning(engineGame(last), round as QuickRound, r, before);
          expect(quick, `round ${r + 1}`).toEqual(expected[r]);
          before = quick!;
          rounds++;
        });
        if (g.n === 2) two++;
        // The engine's VP are the quick count's.
        expect(last.seats.map((x) => x.score)).toEqual(expected.at(-1));
      }),
      { numRuns: 40 },
    );
    expect(rounds).toBe(120);
    if (twoReady) expect(two).toBeGreaterThan(0);
  }, 120_000);

  it('on every round of random valid score-sheet games, 2-5 players', () => {
    let checked = 0;
    for (let seed = 1; seed <= 400; seed++) {
      const twoPlayers = seed % 4 === 0;
      const n = twoPlayers ? 2 : 3 + (seed % 3);
      const input = randomGame(seed, n, 3, twoPlayers);
      if (!input) continue;
      const players = input.players as { id: string; rulers: Colour }[];
      const ids = players.map((p) => p.id);
      const options = input.options as { cheerleaderAdvanced: boolean };
      const game: QuickGame = {
        ids,
        rulers: players.map((p) => p.rulers),
        cheerleaderAdvanced: options.cheerleaderAdvanced,
        twoPlayers,
        backs: (input.printed as { bets: QuickGame['backs'] }).bets,
      };
      const expected = scorerRunning(input, ids);
      let before: number[] = [];
      (input.rounds as { jesterDealKing?: Colour; players: Record<string, Partial<QuickPlayer>> }[]).forEach((raw, r) => {
        // The sheet leaves false and 0 out; the engine always writes them.
        const round: QuickRound = { players: {} };
        if (raw.jesterDealKing) round.jesterDealKing = raw.jesterDealKing;
        for (const id of ids) {
          const p = raw.players[id]!;
          const won = { red: 0, blue: 0, green: 0, black: 0, rarity: 0, whiteFlag: 0, ...p.won };
          round.players[id] = { redQueen: false, queenRecharged: false, dealPenaltyCards: 0, kingUsed: false, ...p, won } as QuickPlayer;
        }
        const quick = quickRunning(game, round, r, before);
        expect(quick, `seed ${seed} round ${r + 1}`).toEqual(expected[r]);
        before = quick!;
      });
      checked++;
    }
    expect(checked).toBeGreaterThan(300);
  });

  it('gives null where the scorer refuses: a queen recharge the seat cannot pay (rulebook «Свойства дам»: never into minus VP)', () => {
    const { states } = randomRun(stdStarted(stdConfig(3), 'refuse'), 'refuse/moves');
    const last = states.at(-1)!;
    const round = structuredClone(last.rounds[1]) as QuickRound;
    round.players['0']!.queenRecharged = true;
    expect(quickRunning(engineGame(last), round, 1, [0, 0, 0])).toBeNull();
    expect(quickRunning(engineGame(last), round, 1, [500, 0, 0])).not.toBeNull();
  });
});
