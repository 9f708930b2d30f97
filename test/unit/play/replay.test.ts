import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Replayer, replay } from '../../../src/play/replay';
import { hiddenNim } from '../../fixtures/toy-games/hiddenNim';
import { countingNim, legalGame } from './helpers';

const config = { players: 3, pile: 20 };

describe('replay: { config, seed, moves } rebuilds the position', () => {
  it('the same seed and moves give the same state; another seed deals differently', () => {
    const moves = legalGame([0, 4, 1, 2, 5, 0, 3]);
    const a = replay(hiddenNim, { config, seed: 's1', moves });
    const b = replay(hiddenNim, { config, seed: 's1', moves });
    expect(a.ok && b.ok).toBe(true);
    expect(a.ok && a.value.state).toEqual(b.ok && b.value.state);
    const seeds = ['s1', 's2', 's3', 's4'].map((seed) => replay(hiddenNim, { config, seed, moves: [] }));
    const hands = seeds.map((r) => JSON.stringify(r.ok && r.value.state.hands));
    expect(new Set(hands).size).toBeGreaterThan(1);
  });

  it('records who made each move, whether it was a checkpoint, and its log line', () => {
    const start = hiddenNim.setup(config, 's1');
    const card = start.ok ? start.value.hands[1]![0]! : 0;
    const r = replay(hiddenNim, { config, seed: 's1', moves: [{ t: 'take', n: 2 }, { t: 'play', card }, { t: 'roll' }] });
    expect(r.ok && r.value.steps).toEqual([
      { seat: 0, checkpoint: false, log: { key: 'take', params: { count: 2 } } },
      { seat: 1, checkpoint: true, log: { key: 'play', params: { card } } },
      { seat: 2, checkpoint: true, log: { key: 'roll' } },
    ]);
  });

  it('refuses a stored move the engine rejects, naming the move and the reason', () => {
    const r = replay(hiddenNim, {
      config,
      seed: 's1',
      moves: [
        { t: 'take', n: 1 },
        { t: 'take', n: 9 },
      ],
    });
    expect(r).toEqual({ ok: false, error: 'ERR_REPLAY_MOVE', params: { index: 1, move: 2, reason: 'ERR_BAD_MOVE' } });
  });

  it('refuses moves after the end of the game', () => {
    const moves = legalGame(Array(200).fill(0), { players: 2, pile: 3 });
    const r = replay(hiddenNim, { config: { players: 2, pile: 3 }, seed: 's1', moves: [...moves, { t: 'take', n: 1 }] });
    expect(!r.ok && r.params).toMatchObject({ index: moves.length, reason: 'ERR_GAME_OVER' });
  });

  it('passes the engine setup refusal through', () => {
    expect(replay(hiddenNim, { config: { players: 9 }, seed: 's', moves: [] })).toMatchObject({ ok: false, error: 'ERR_PLAYER_COUNT' });
  });
});

describe('replay with snapshots', () => {
  it('appending one move applies one move, not the whole game', () => {
    const engine = countingNim();
    const moves = legalGame(
      Array.from({ length: 30 }, (_, i) => i * 7),
      { players: 3, pile: 40 },
    );
    const r = new Replayer(engine, { players: 3, pile: 40 }, 's1', 8);
    r.run(moves.slice(0, 20));
    engine.applied = 0;
    r.run(moves.slice(0, 21));
    expect(engine.applied).toBe(1);
  });

  it('an undo replays from the nearest snapshot (every 8 moves)', () => {
    const engine = countingNim();
    const moves = legalGame(
      Array.from({ length: 30 }, (_, i) => i * 5),
      { players: 3, pile: 40 },
    );
    expect(moves.length).toBeGreaterThanOrEqual(20);
    const r = new Replayer(engine, { players: 3, pile: 40 }, 's1', 8);
    r.run(moves.slice(0, 20));
    engine.applied = 0;
    r.run(moves.slice(0, 19)); // snapshot at 16: three moves to reapply
    expect(engine.applied).toBe(3);
  });

  it('property: any sequence of runs (grow, undo, branch) equals a full replay', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(20), { minLength: 1, maxLength: 60 }),
        fc.array(fc.tuple(fc.nat(60), fc.array(fc.nat(20), { maxLength: 10 })), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1, max: 6 }),
        (picks, runs, every) => {
          const cfg = { players: 3, pile: 30 };
          const r = new Replayer(hiddenNim, cfg, 'prop', every);
          for (const [cut, tail] of runs) {
            const base = legalGame(picks, cfg, 'prop');
            // Keep a prefix, then branch with other legal moves: a different history.
            const moves = legalGame([...picks.slice(0, Math.min(cut, base.length)), ...tail], cfg, 'prop');
            const fast = r.run(moves);
            const full = replay(hiddenNim, { config: cfg, seed: 'prop', moves });
            expect(fast).toEqual(full);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
