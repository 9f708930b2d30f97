// The bots' bets (rulebook «Ставка»: a face-down character bets on an exact number of wins;
// «Получение ПО»: its back pays only for that number). A hand that will take many tricks must
// not bet on none, a hand that will take none must not bet on three; deterministic for a seed.
import { describe, expect, it } from 'vitest';
import { bots } from '../../../../../src/games/royal-stake/bots';
import { engine } from '../../../../../src/games/royal-stake/engine';
import type { RsMove, RsView } from '../../../../../src/games/royal-stake/engine/types';
import { stdStepMove } from '../../../../../src/games/royal-stake/bots/stdPhases';
import { tickClock } from './helpers';
import { STRONG, WEAK, giveSeat, reach } from './standard-positions';

// Test values (standard/helpers.ts): hermit's back pays 40 for 0 wins, samurai's 60 for 3,
// healer's 50 for 2; the cardsharp's printed back 30 for 0 or 60 for 2. No optional rules.
const SQUAD = ['hermit-1', 'samurai-1', 'healer-1'];

const betOf = (m: RsMove): string[] => (m.t === 'bet' ? m.cards : ['not a bet']);

describe('royal-stake bots: bets in the standard game', () => {
  const seeds = ['b1', 'b2', 'b3'];

  it('a hand of the strongest cards never bets on no wins (hermit) when the samurai pays for three', { timeout: 60_000 }, () => {
    for (const seed of seeds) {
      const { state, seat } = giveSeat(
        reach(seed, (s) => s.phase === 'bet'),
        STRONG,
        SQUAD,
      );
      for (const level of ['normal', 'hard'] as const) {
        const move = bots.chooseMove(state, seat, level, seed, tickClock(200));
        expect(betOf(move), `${level} ${seed}`).not.toContain('hermit-1');
      }
    }
  });

  it('the quick bet sense (the playout policy): flags and ones never bet on three wins (samurai)', () => {
    // The played-out check may still prefer keeping the collector and healer up: their faces pay
    // for cards won whatever the count. The quick sense only reads the hand against the backs.
    for (const seed of seeds) {
      const { state, seat } = giveSeat(
        reach(seed, (s) => s.phase === 'bet'),
        WEAK,
        ['collector-1', 'samurai-1', 'healer-1'],
      );
      const view = engine.view(state, seat) as RsView;
      const move = stdStepMove({ table: view, seat, hand: view.hand, moves: engine.legalMoves(state), laid: 0 })!;
      expect(betOf(move), seed).not.toContain('samurai-1');
    }
  });

  it('round 3: one or two cards, the jack allowed, always a bet the engine accepts', { timeout: 60_000 }, () => {
    const s = reach('b3-r3', (x) => x.round === 3 && x.phase === 'bet');
    const { state, seat } = giveSeat(s, STRONG, SQUAD);
    for (const level of ['easy', 'normal', 'hard'] as const) {
      const move = bots.chooseMove(state, seat, level, 'r3', tickClock(100));
      expect(move.t).toBe('bet');
      expect(engine.apply(state, move).ok).toBe(true);
      expect(betOf(move), level).not.toContain('hermit-1');
    }
  });

  it('the same seed and clock give the same bet at every level', () => {
    const { state, seat } = giveSeat(
      reach('b-det', (s) => s.phase === 'bet'),
      STRONG,
      SQUAD,
    );
    for (const level of ['easy', 'normal', 'hard'] as const) {
      expect(bots.chooseMove(state, seat, level, 'same', tickClock(60))).toEqual(bots.chooseMove(state, seat, level, 'same', tickClock(60)));
    }
  });
});
