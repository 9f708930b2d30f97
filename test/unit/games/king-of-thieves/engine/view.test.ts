// King of Thieves engine: what each seat sees. Notoriety tokens stay hidden from the others
// ("Конец хода"); the decks are face down and the removed cards unseen ("Подготовка"); dice,
// loots, coins, cards and the market are open.
import { describe, expect, it } from 'vitest';
import { engine, type KotView } from '../../../../../src/games/king-of-thieves/engine';
import { adapter } from '../../conformance/king-of-thieves';
import { inSale, start } from './helpers';

describe('king-of-thieves views', () => {
  it("a seat sees its own notoriety and not the others'; deck sizes but not their order; no generator", () => {
    const s = { ...inSale({ coins: [2, 3, 4, 5] }), notoriety: [4, 1, 0, 9] };
    const v = engine.view(s, 2) as KotView;
    expect(v.notoriety).toEqual([null, null, 0, null]);
    expect(v.coins).toEqual([2, 3, 4, 5]);
    expect(v.deckSizes).toEqual({ A: s.decks.A.length, B: 12, C: 11 });
    expect(v.boxedCount).toBe(13);
    expect(JSON.stringify(v)).not.toContain(s.decks.B[0]!);
    expect('rng' in v).toBe(false);
    expect(v.rows).toEqual(s.rows);
  });

  it('changing what a seat may not see leaves its view the same, for every seat', () => {
    const s = { ...start(5), notoriety: [1, 2, 3, 4, 5] };
    for (let seat = 0; seat < 5; seat++) {
      const other = adapter.disguise!(s, seat, `d${seat}`);
      expect(other).not.toStrictEqual(s);
      expect(engine.view(other, seat)).toStrictEqual(engine.view(s, seat));
    }
  });

  it('once the game is over, every notoriety count is shown (scoring reveals them)', () => {
    const s = { ...start(3), phase: 'over' as const, notoriety: [3, 1, 2] };
    expect((engine.view(s, 0) as KotView).notoriety).toEqual([3, 1, 2]);
  });
});
