// "Emperor": the hidden-card reveal that orders the ruler-set picks.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CARD } from '../../../../../src/games/royal-stake/engine/cards';
import { rules } from '../../../../../src/games/royal-stake/engine/modes/emperor';
import { revealOrder } from '../../../../../src/games/royal-stake/engine/modes/emperor/reveal';
import type { RsState } from '../../../../../src/games/royal-stake/engine/types';
import { freshEmperor } from './core-helpers';

/** Plays the reveal with each seat's first offered card. */
function revealAll(s: RsState): RsState {
  let st = s;
  for (let i = 0; i < 5; i++) {
    const r = rules.applyPhase(st, rules.phaseMoves(st)[0]!);
    if (!r.ok) throw new Error(r.error);
    st = r.value;
  }
  return st;
}

describe('Император: Получение наборов правителей (reveal order)', () => {
  it('highest number picks first; equal numbers go black > red > blue > green', () => {
    expect(revealOrder(['green-7', 'red-7', 'blue-9', 'black-7', 'blue-7'])).toEqual([2, 3, 1, 4, 0]);
    expect(revealOrder(['red-1', 'black-1', 'green-10', 'blue-1', 'green-1'])).toEqual([2, 1, 0, 3, 4]);
  });

  it('deals 8 to each seat and leaves 4 in the stock', () => {
    const s = freshEmperor('deal');
    expect(s.seats.map((x) => x.hand.length)).toEqual([8, 8, 8, 8, 8]);
    expect(s.deck).toHaveLength(4);
    expect(s.phase).toBe('reveal');
  });

  it('seats lay their cards in seat order, numbered cards only', () => {
    let s = freshEmperor('order');
    for (let i = 0; i < 5; i++) {
      expect(rules.phaseToMove(s)).toBe(i);
      const moves = rules.phaseMoves(s);
      expect(moves.length).toBeGreaterThan(0);
      for (const m of moves) expect(m.t === 'reveal' && CARD[m.card]!.kind).toBe('number');
      const r = rules.applyPhase(s, moves[moves.length - 1]!);
      if (!r.ok) throw new Error(r.error);
      s = r.value;
    }
    expect(s.phase).toBe('sets');
  });

  it('refuses a rarity or flag, and a card not in hand', () => {
    const s = freshEmperor('bad');
    const special = s.seats[0]!.hand.find((c) => CARD[c]!.kind !== 'number');
    if (special) expect(rules.applyPhase(s, { t: 'reveal', card: special })).toMatchObject({ ok: false, error: 'ERR_REVEAL_NOT_NUMBER' });
    const other = s.seats[1]!.hand[0]!;
    expect(rules.applyPhase(s, { t: 'reveal', card: other })).toMatchObject({ ok: false, error: 'ERR_CARD_NOT_IN_HAND' });
    expect(rules.applyPhase(s, { t: 'set', colour: 'white' })).toMatchObject({ ok: false, error: 'ERR_WRONG_PHASE' });
  });

  it('pick order follows the revealed cards, for any seed (property)', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const s = revealAll(freshEmperor(seed));
        const chosen = s.reveal!.chosen as string[];
        expect([...s.pickOrder].sort()).toEqual([0, 1, 2, 3, 4]);
        const ranks = s.pickOrder.map((i) => CARD[chosen[i]!]!.rank);
        for (let k = 1; k < ranks.length; k++) expect(ranks[k - 1]!).toBeGreaterThanOrEqual(ranks[k]!);
        // The revealed cards left the hands: 7 each.
        expect(s.seats.map((x) => x.hand.length)).toEqual([7, 7, 7, 7, 7]);
      }),
      { numRuns: 50 },
    );
  });
});
