// The engine object itself (src/games/README.md "Engines"; rules page #card-strength for the
// judge): setup refusals, never throwing, move log keys, undo checkpoints, the view, and the
// trick judge's explanation of every finished trick in all three modes.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { engine, explainTrick } from '../../../../../src/games/royal-stake/engine';
import type { KingNumbers, RsConfig, RsMove, RsState, RsView } from '../../../../../src/games/royal-stake/engine/types';
import { randomGame, rec, run, started, trickState } from './core-helpers';

const IAK: RsConfig = { mode: 'i-am-king', players: 3 };
// Test-only numbers (the printed ones are unknown to the text).
const NUMBERS: KingNumbers = {
  front: { white: 5, red: 3, blue: 4, green: 1, black: 2 },
  back: { white: 9, red: 7, blue: 6, green: 10, black: 8 },
};
const start = (seed = 'core'): RsState => started(IAK, seed);

describe('setup', () => {
  it('refuses malformed configs and seeds with stable codes', () => {
    const code = (config: unknown, seed: unknown = 's') => {
      const r = engine.setup(config as RsConfig, seed as string);
      return r.ok ? 'ok' : r.error;
    };
    expect(code(null)).toBe('ERR_BAD_CONFIG');
    expect(code({ mode: 'two-players', players: 2 })).toBe('ERR_UNKNOWN_MODE');
    // The standard game is a mode since issue 14; without its options and values it is refused.
    expect(code({ mode: 'standard', players: 3 })).toBe('ERR_BAD_CONFIG');
    expect(code({ mode: 'i-am-king', players: '3' })).toBe('ERR_BAD_PLAYER_COUNT');
    expect(code({ mode: 'i-am-king', players: 3, kingNumbers: { front: {} } })).toBe('ERR_BAD_KING_NUMBERS');
    expect(code(IAK, 12)).toBe('ERR_BAD_SEED');
    expect(code(IAK)).toBe('ok');
    expect(code({ mode: 'team', players: 4, kingNumbers: NUMBERS })).toBe('ok');
  });

  it('keeps only known config fields', () => {
    const r = engine.setup({ ...IAK, extra: 1 } as RsConfig, 's');
    expect(r.ok && r.value.config).toEqual(IAK);
  });

  it('is hidden-information and seeded: different seeds deal differently', () => {
    expect(engine.hiddenInformation).toBe(true);
    expect(start('a').seats[0]!.hand).not.toEqual(start('b').seats[0]!.hand);
    expect(start('a')).toEqual(start('a'));
  });
});

describe('never throws', () => {
  it('a broken state gives ERR_BAD_STATE, [] moves, null seat', () => {
    const broken = { ...start(), seats: null } as unknown as RsState;
    const r = engine.apply(broken, { t: 'pass' });
    expect(!r.ok && r.error).toBe('ERR_BAD_STATE');
    expect(engine.legalMoves(broken)).toEqual([]);
    const t = trickState({ seats: [{ hand: ['red-1'] }, { hand: ['red-2'] }, { hand: ['red-3'] }] });
    const bad = { ...t, trick: { ...t.trick!, plays: [rec(0, 'no-such-card')] } } as RsState;
    expect(() => engine.apply(bad, { t: 'play', card: 'red-2' })).not.toThrow();
    expect(() => engine.describeMove(broken, { t: 'pass' })).not.toThrow();
    // Fails closed: a checkpoint check that throws stops undo rather than take back a reveal.
    expect(engine.isCheckpoint(broken, { t: 'pass' }, broken)).toBe(true);
  });

  it('junk moves are refused with ERR_BAD_MOVE (property)', () => {
    const s = start();
    fc.assert(
      fc.property(fc.anything(), (m) => {
        const isMove =
          typeof m === 'object' &&
          m !== null &&
          ['bid', 'pass', 'set', 'special', 'reveal', 'discard', 'play', 'green'].includes((m as { t?: string }).t ?? '');
        fc.pre(!isMove);
        const r = engine.apply(s, m as never);
        expect(!r.ok && r.error).toBe('ERR_BAD_MOVE');
      }),
    );
  });
});

describe('move log (describeMove)', () => {
  const s = start();
  const o = s.auction!.opener;

  it('names the seat and only public facts', () => {
    expect(engine.describeMove(s, { t: 'bid', n: 2 })).toEqual({ key: 'bid', params: { seat: (o + 1) % 3, n: 2, total: 2 } });
    expect(engine.describeMove(s, { t: 'pass' })).toEqual({ key: 'pass', params: { seat: (o + 1) % 3 } });
    const d = run(s, { t: 'pass' }, { t: 'pass' });
    const cards = d.seats[o]!.hand.slice(0, 3);
    const k = run(d, { t: 'discard', cards });
    expect(engine.describeMove(k, { t: 'set', colour: 'white' })).toEqual({ key: 'kingSet', params: { seat: o, colour: 'white' } });
    const opp = run(k, { t: 'set', colour: 'white' });
    expect(engine.describeMove(opp, { t: 'set', colour: 'red' }).key).toBe('set');
    const entry = engine.describeMove(d, { t: 'discard', cards });
    expect(entry).toEqual({ key: 'discard', params: { seat: o, count: 3 } });
    expect(JSON.stringify(entry)).not.toContain(cards[0]!);
    expect(engine.describeMove(s, { t: 'nope' } as never)).toEqual({ key: 'unknown' });
  });

  it('plays say the card and the rulers laid with it', () => {
    const t = trickState({
      seats: [{ hand: ['red-2', 'red-3'], set: 'red', king: 'ready', queenUses: 1 }, { hand: ['red-4'] }, { hand: ['red-5'] }],
      trump: 'red',
    });
    expect(engine.describeMove(t, { t: 'play', card: 'red-2' })).toEqual({ key: 'play', params: { seat: 0, card: 'red-2' } });
    expect(engine.describeMove(t, { t: 'play', card: 'red-2', king: true })).toEqual({ key: 'playKing', params: { seat: 0, card: 'red-2', king: 'red' } });
    expect(engine.describeMove(t, { t: 'play', card: 'red-2', queen: 'red' })).toEqual({ key: 'playQueen', params: { seat: 0, card: 'red-2', queen: 'red' } });
    expect(engine.describeMove(t, { t: 'play', card: 'red-2', king: true, queen: 'red' }).key).toBe('playKingQueen');
    expect(engine.describeMove(t, { t: 'green' })).toEqual({ key: 'green', params: { seat: 0 } });
  });
});

describe('undo checkpoints (isCheckpoint)', () => {
  /** Applies `m` once and asks whether it was a checkpoint, as the replay does. */
  const checkpoint = (before: RsState, m: RsMove) => engine.isCheckpoint(before, m, run(before, m));
  const s = start();
  const k = run(s, { t: 'pass' }, { t: 'pass' });
  const o = s.auction!.opener;

  it('bids, passes before the last, set picks and discards are not checkpoints', () => {
    expect(checkpoint(s, { t: 'bid', n: 1 })).toBe(false);
    expect(checkpoint(s, { t: 'pass' })).toBe(false);
    expect(checkpoint(k, { t: 'discard', cards: k.seats[o]!.hand.slice(0, 3) })).toBe(false);
    const kd = run(k, { t: 'discard', cards: k.seats[o]!.hand.slice(0, 3) });
    expect(checkpoint(kd, { t: 'set', colour: 'red' })).toBe(false);
    const opp = run(kd, { t: 'set', colour: 'red' }, { t: 'set', colour: 'blue' });
    expect(checkpoint(opp, { t: 'set', colour: 'green' })).toBe(false);
  });

  it('the pass that ends the auction is one: it puts the auction cards into hands (royal-stake.ru.txt lines 792-794)', () => {
    const one = run(s, { t: 'pass' });
    expect(checkpoint(one, { t: 'pass' })).toBe(true);
  });

  it('every card played (and the green queen) is one', () => {
    const t = trickState({ seats: [{ hand: ['red-2', 'red-3'], set: 'green', queenUses: 1 }, { hand: ['red-4'] }, { hand: ['red-5'] }] });
    expect(checkpoint(t, { t: 'play', card: 'red-2' })).toBe(true);
    expect(checkpoint(t, { t: 'green' })).toBe(true);
  });
});

describe('view', () => {
  it('shows the seat to move its blocked cards and the lead colour', () => {
    const t = trickState({ seats: [{ hand: ['green-1'] }, { hand: ['red-2', 'blue-9'] }, { hand: ['black-1'] }], plays: [rec(0, 'red-5')] });
    const v = engine.view(t, 1) as RsView;
    expect(v.toMove).toBe(1);
    expect(v.leadSuit).toBe('red');
    expect(v.blocked).toEqual([{ card: 'blue-9', reason: 'ERR_MUST_FOLLOW', params: { lead: 'red' } }]);
    expect(v.hand).toEqual(['red-2', 'blue-9']);
    expect(v.handSizes).toEqual([1, 2, 1]);
    expect((engine.view(t, 2) as RsView).blocked).toEqual([]);
  });

  it('a view is a copy: changing it leaves the state alone', () => {
    const s = start();
    const before = JSON.stringify(s);
    const v = engine.view(s, 0) as RsView;
    v.hand.push('x');
    v.auction!.top = 99;
    expect(JSON.stringify(s)).toBe(before);
  });
});

describe('trick judge explanation of every finished trick (all modes, property)', () => {
  const configs: RsConfig[] = [IAK, { mode: 'team', players: 4, kingNumbers: NUMBERS }, { mode: 'emperor', players: 5, kingNumbers: NUMBERS }];
  for (const config of configs) {
    it(`${config.mode}: resolveTrick names the same winner as the engine`, () => {
      fc.assert(
        fc.property(fc.string(), (seed) => {
          const { states } = randomGame(config, seed, 1);
          let checked = 0;
          for (const s of states) {
            const i = s.history.length - 1;
            if (i < 0) continue;
            const v = explainTrick(s, i);
            expect(v.ok).toBe(true);
            if (!v.ok) continue;
            expect(s.history[i]!.plays[v.value.winner]!.seat).toBe(s.history[i]!.winner);
            expect(v.value.violations).toEqual([]);
            checked++;
          }
          expect(checked).toBeGreaterThan(0);
          const last = states[states.length - 1]!;
          const e = explainTrick(last, 99);
          expect(!e.ok && e.error).toBe('ERR_NO_SUCH_TRICK');
        }),
        { numRuns: 15 },
      );
    });
  }
});
