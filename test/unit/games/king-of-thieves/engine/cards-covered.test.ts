// King of Thieves engine: every one of the 49 market cards (card reference) does something in the
// engine or the scorer: an in-play ability table, a named rule, end-of-game scoring or printed
// points; and every id the tables name is a real card.
import { describe, expect, it } from 'vitest';
import { MARKET_CARDS, CARD_BY_ID } from '../../../../../src/games/king-of-thieves/data/cards';
import { CARD, EXTRA_PURCHASE_IF, FLIPS, HAUL_CARDS, NOTORIETY_ON_BUY, TRADES } from '../../../../../src/games/king-of-thieves/engine/abilities';

const inPlay = [
  ...Object.keys(FLIPS),
  ...Object.keys(TRADES),
  ...Object.keys(EXTRA_PURCHASE_IF),
  ...Object.keys(NOTORIETY_ON_BUY),
  ...Object.values(CARD),
  ...HAUL_CARDS,
];

describe('king-of-thieves cards in the engine', () => {
  it('every card id the ability tables name is a market card, named once', () => {
    expect(inPlay.filter((id) => !CARD_BY_ID.has(id))).toEqual([]);
    expect(new Set(inPlay).size).toBe(inPlay.length);
  });

  it('every market card has an in-play ability, end-of-game scoring or printed points', () => {
    const idle = MARKET_CARDS.filter((c) => !inPlay.includes(c.id) && !c.endScoring && c.vp === 0).map((c) => c.id);
    expect(idle).toEqual([]);
  });
});
