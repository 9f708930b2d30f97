// King of Thieves engine: the loot split ("Часть 1. Делёжка добычи"), its example with Anya and
// Borya, and the cards that act during it (Lucky Animal Appendage, Wicked Clutches, Eyepatch of
// Command: "Карты рынка" and the card reference).
import { describe, expect, it } from 'vitest';
import { engine, type KotMove } from '../../../../../src/games/king-of-thieves/engine';
import { allDice, D, inSplit, play, refusal, start } from './helpers';

const sum = (c: number[]) => c.reduce((a, b) => a + b, 0);

describe('king-of-thieves loot split ("Часть 1. Делёжка добычи")', () => {
  it('the first player takes any items from the centre; dice keep their faces', () => {
    const s = inSplit({ centre: D({ red: 3, blue: 2, bag: 2, mask: 4 }) });
    const after = play(s, { type: 'take', seat: 0, dice: D({ red: 1, mask: 2 }), token: true });
    expect(after.loot[0]).toEqual(D({ red: 1, mask: 2 }));
    expect(after.centre).toEqual(D({ red: 2, blue: 2, bag: 2, mask: 2 }));
    expect(after.token).toBe(0);
    expect(after.seat).toBe(1);
    expect(after.rng).toEqual(s.rng);
  });

  it('taking nothing, more than the centre holds, or a token not in the centre is refused', () => {
    const s = inSplit({ centre: D({ red: 1 }), loot: [D(), D(), D({ blue: 1 }), D()], token: 2 });
    expect(refusal(s, { type: 'take', seat: 0, dice: D(), token: false })).toBe('ERR_NOTHING_TAKEN');
    expect(refusal(s, { type: 'take', seat: 0, dice: D({ red: 2 }), token: false })).toBe('ERR_NOT_IN_CENTRE');
    expect(refusal(s, { type: 'take', seat: 0, dice: D({ red: 1 }), token: true })).toBe('ERR_NOT_IN_CENTRE');
    expect(refusal(s, { type: 'take', seat: 1, dice: D({ red: 1 }), token: false })).toBe('ERR_NOT_YOUR_TURN');
  });

  it('the first player has nobody to steal from', () => {
    const s = start(4);
    expect(refusal(s, { type: 'steal', seat: 0, from: 1, keep: D({ red: 1 }), token: false })).toBe('ERR_NO_SUCH_LOOT');
    expect(engine.legalMoves(s).every((m) => m.type === 'take')).toBe(true);
  });

  it("the book's example: Borya may steal Anya's red, blue and token, keeping any one or two of them", () => {
    const s = inSplit({ seat: 1, centre: D({ green: 4, bag: 4, mask: 1 }), loot: [D({ red: 1, blue: 1 }), D(), D(), D()], token: 0 });
    const steals = engine.legalMoves(s).filter((m): m is Extract<KotMove, { type: 'steal' }> => m.type === 'steal');
    const kept = steals.map((m) => `${m.keep.join('')}${m.token ? 'T' : ''}`).sort();
    // red+blue, red+token, blue+token, then each one alone.
    expect(kept).toEqual(['000000T', '001000', '001000T', '100000', '100000T', '101000']);
    expect(steals).toHaveLength(6);
    const keepBoth = play(s, { type: 'steal', seat: 1, from: 0, keep: D({ red: 1, blue: 1 }), token: false });
    expect(keepBoth.loot[1]).toEqual(D({ red: 1, blue: 1 }));
    expect(keepBoth.loot[0]).toEqual(D());
    expect(keepBoth.token).toBe(-1);
    expect(keepBoth.rng).toEqual(s.rng);
    const keepRed = play(s, { type: 'steal', seat: 1, from: 0, keep: D({ red: 1 }), token: true });
    expect(keepRed.token).toBe(1);
    expect(sum(keepRed.centre)).toBe(sum(s.centre) + 1);
    expect(keepRed.rng).not.toEqual(s.rng);
  });

  it('a thief keeps at least one item and returns at least one; a loot of one item cannot be stolen', () => {
    const s = inSplit({ seat: 1, centre: D({ green: 5 }), loot: [D({ red: 1, blue: 1 }), D(), D({ mask: 1 }), D()], token: -1 });
    expect(refusal(s, { type: 'steal', seat: 1, from: 0, keep: D(), token: false })).toBe('ERR_KEEP_ONE');
    expect(refusal(s, { type: 'steal', seat: 1, from: 0, keep: D({ red: 1, blue: 1 }), token: false })).toBe('ERR_RETURN_ONE');
    expect(refusal(s, { type: 'steal', seat: 1, from: 0, keep: D({ green: 1 }), token: false })).toBe('ERR_NOT_IN_LOOT');
    expect(refusal(s, { type: 'steal', seat: 1, from: 0, keep: D({ red: 1 }), token: true })).toBe('ERR_NOT_IN_LOOT');
    expect(refusal(s, { type: 'steal', seat: 1, from: 2, keep: D({ mask: 1 }), token: false })).toBe('ERR_SINGLE_ITEM_LOOT');
    expect(refusal(s, { type: 'steal', seat: 1, from: 3, keep: D({ mask: 1 }), token: false })).toBe('ERR_NO_SUCH_LOOT');
    expect(refusal(s, { type: 'steal', seat: 1, from: 1, keep: D({ mask: 1 }), token: false })).toBe('ERR_NO_SUCH_LOOT');
  });

  it('returned dice are rerolled into the centre; the dice in play stay the same number', () => {
    const s = inSplit({ seat: 1, centre: D({ green: 3 }), loot: [D({ red: 4, blue: 4 }), D(), D(), D()], token: 0 });
    const after = play(s, { type: 'steal', seat: 1, from: 0, keep: D({ red: 1 }), token: true });
    expect(sum(after.centre)).toBe(3 + 7);
    expect(sum(allDice(after))).toBe(sum(allDice(s)));
  });

  it('the initiative passes clockwise to the next seat without loot: the robbed seat waits its turn', () => {
    // Seat 0 took, seat 1 steals from seat 0: seat 2 is next, seat 0 chooses again after seat 3.
    let s = inSplit({ seat: 1, centre: D({ green: 6 }), loot: [D({ red: 2 }), D(), D(), D()], token: 0 });
    s = play(s, { type: 'steal', seat: 1, from: 0, keep: D({ red: 2 }), token: false });
    expect(s.seat).toBe(2);
    s = play(s, { type: 'take', seat: 2, dice: D({ green: 1 }), token: false });
    expect(s.seat).toBe(3);
    s = play(s, { type: 'take', seat: 3, dice: D({ green: 1 }), token: true });
    expect(s.seat).toBe(0);
  });

  it('the last seat without loot taking from the centre must take everything; then the sale opens with the token holder', () => {
    const s = inSplit({ seat: 3, centre: D({ green: 2, bag: 1 }), loot: [D({ red: 2 }), D({ blue: 1 }), D({ white: 2 }), D()], token: 1 });
    expect(refusal(s, { type: 'take', seat: 3, dice: D({ green: 2 }), token: false })).toBe('ERR_MUST_TAKE_ALL');
    const takes = engine.legalMoves(s).filter((m) => m.type === 'take');
    expect(takes).toEqual([{ type: 'take', seat: 3, dice: D({ green: 2, bag: 1 }), token: false }]);
    const after = play(s, takes[0]!);
    expect(sum(after.centre)).toBe(0);
    expect(after.phase).toBe('sale');
    expect(after.seat).toBe(1);
    expect(after.sale!.order).toEqual([1, 2, 3, 0]);
    expect(after.finalLoot).toEqual(after.loot);
  });

  it('the last seat may still steal instead, and the robbed seat is then the last without loot', () => {
    const s = inSplit({ seat: 3, centre: D({ green: 2 }), loot: [D({ red: 2 }), D({ blue: 1 }), D({ white: 2 }), D()], token: 1 });
    const after = play(s, { type: 'steal', seat: 3, from: 2, keep: D({ white: 1 }), token: false });
    expect(after.seat).toBe(2);
    expect(after.phase).toBe('split');
  });
});

describe('king-of-thieves cards acting in the split (card reference)', () => {
  it("Lucky Animal Appendage: dice returned from its owner's loot are not rerolled", () => {
    const s = inSplit({ seat: 1, centre: D(), loot: [D({ red: 3, mask: 2 }), D(), D(), D()], token: 0, cards: [['lucky-animal-appendage'], [], [], []] });
    const after = play(s, { type: 'steal', seat: 1, from: 0, keep: D({ red: 1 }), token: true });
    expect(after.centre).toEqual(D({ red: 2, mask: 2 }));
    expect(after.rng).toEqual(s.rng);
  });

  it('Lucky Animal Appendage: before the sale its owner may reroll one die of the final loot, or keep them', () => {
    const s = inSplit({
      seat: 3,
      centre: D({ bag: 1 }),
      loot: [D({ red: 1 }), D({ mask: 2 }), D({ white: 1 }), D()],
      token: 0,
      cards: [[], ['lucky-animal-appendage'], [], []],
    });
    const lucky = play(s, { type: 'take', seat: 3, dice: D({ bag: 1 }), token: false });
    expect(lucky.phase).toBe('lucky');
    expect(lucky.seat).toBe(1);
    expect(engine.legalMoves(lucky)).toEqual([
      { type: 'skip', seat: 1 },
      { type: 'reroll', seat: 1, face: 'mask' },
    ]);
    expect(refusal(lucky, { type: 'reroll', seat: 1, face: 'red' })).toBe('ERR_NO_DIE');
    expect(refusal(lucky, { type: 'done', seat: 1 })).toBe('ERR_WRONG_PHASE');
    const rerolled = play(lucky, { type: 'reroll', seat: 1, face: 'mask' });
    expect(sum(rerolled.loot[1]!)).toBe(2);
    expect(rerolled.loot[1]![5]).toBeGreaterThanOrEqual(1);
    expect(rerolled.phase).toBe('sale');
    expect(rerolled.seat).toBe(0);
    // ruling-paw-reroll: the loot as the split ended is what the extra purchases read.
    expect(rerolled.finalLoot![1]).toEqual(D({ mask: 2 }));
    const kept = play(lucky, { type: 'skip', seat: 1 });
    expect(kept.loot[1]).toEqual(D({ mask: 2 }));
    expect(kept.phase).toBe('sale');
  });

  it('Lucky Animal Appendage: an owner holding only the token has no die to reroll, so the sale opens at once', () => {
    const s = inSplit({
      seat: 3,
      centre: D({ bag: 1 }),
      loot: [D({ red: 1 }), D(), D({ white: 1 }), D()],
      token: 1,
      cards: [[], ['lucky-animal-appendage'], [], []],
    });
    expect(play(s, { type: 'take', seat: 3, dice: D({ bag: 1 }), token: false }).phase).toBe('sale');
  });

  it('Wicked Clutches: its owner takes one notoriety each time their loot is stolen', () => {
    const s = inSplit({ seat: 1, centre: D({ green: 3 }), loot: [D({ red: 3 }), D(), D(), D()], token: 0, cards: [['wicked-clutches'], [], [], []] });
    const after = play(s, { type: 'steal', seat: 1, from: 0, keep: D({ red: 1 }), token: false });
    expect(after.notoriety[0]).toBe(1);
    expect(
      play(inSplit({ seat: 1, centre: D({ green: 3 }), loot: [D({ red: 3 }), D(), D(), D()], token: 0 }), {
        type: 'steal',
        seat: 1,
        from: 0,
        keep: D({ red: 1 }),
        token: false,
      }).notoriety[0],
    ).toBe(0);
  });

  it('Eyepatch of Command: one notoriety at the end of the split for the seat whose loot holds the token', () => {
    const cards = [['eyepatch-of-command'], [], [], []];
    const base = { seat: 3, centre: D({ bag: 1 }), loot: [D({ red: 1 }), D({ blue: 1 }), D({ white: 1 }), D()], cards };
    expect(play(inSplit({ ...base, token: 0 }), { type: 'take', seat: 3, dice: D({ bag: 1 }), token: false }).notoriety[0]).toBe(1);
    expect(play(inSplit({ ...base, token: 1 }), { type: 'take', seat: 3, dice: D({ bag: 1 }), token: false }).notoriety[0]).toBe(0);
  });
});
