// Card and setup facts: "Состав" (49 market cards, 13 dice), "Подготовка" (dice by player count,
// decks trimmed to 13 / 12 / 11 by removing 3 / 7 / 3), "Карты рынка" (icons and printed points).
import { describe, expect, it } from 'vitest';
import { BIG_HAUL_ICON_CHOICES, CARD_BY_ID, DECK_IDS, MARKET_CARDS, cardsOfDeck, iconCount } from '../../../../src/games/king-of-thieves/data/cards';
import { CARDS_KEPT, DICE_BY_PLAYERS, TOTAL_DICE, setupFor } from '../../../../src/games/king-of-thieves/data/setup';
import type { Icon } from '../../../../src/games/king-of-thieves/data/types';

const withIcon = (icon: Icon) => MARKET_CARDS.filter((c) => iconCount(c, icon) > 0);

describe('Состав: the 49 market cards', () => {
  it('has 49 cards with unique kebab-case ids, 16 in A, 19 in B, 14 in C', () => {
    expect(MARKET_CARDS).toHaveLength(49);
    expect(new Set(MARKET_CARDS.map((c) => c.id)).size).toBe(49);
    for (const c of MARKET_CARDS) expect(c.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(DECK_IDS.map((d) => cardsOfDeck(d).length)).toEqual([16, 19, 14]);
    expect(CARD_BY_ID.get('treasure-map-2')?.deck).toBe('C');
    expect(CARD_BY_ID.get('constructor')).toBeUndefined();
  });

  it('gives every card names, a one-to-four gem cost and a short effect in both languages', () => {
    for (const c of MARKET_CARDS) {
      expect(c.name.ru.length * c.name.en.length, c.id).toBeGreaterThan(0);
      expect(c.cost.length, c.id).toBeGreaterThanOrEqual(1);
      expect(c.cost.length, c.id).toBeLessThanOrEqual(4);
      expect(c.effect.ru.length, c.id).toBeGreaterThan(5);
      expect(c.effect.en.length, c.id).toBeGreaterThan(5);
      expect(c.effect.ru.length, c.id).toBeLessThan(140);
    }
  });

  it('Карты рынка: 18 henchman icons on 17 cards, two on Executive Assistant', () => {
    expect(withIcon('henchman')).toHaveLength(17);
    expect(MARKET_CARDS.reduce((n, c) => n + iconCount(c, 'henchman'), 0)).toBe(18);
    expect(iconCount(CARD_BY_ID.get('executive-assistant')!, 'henchman')).toBe(2);
  });

  it('counts 10 wands, 4 hideouts, 9 finery, 6 schemes, 2 maps; only Big Haul has no known icon', () => {
    expect(withIcon('wand')).toHaveLength(10);
    expect(
      withIcon('hideout')
        .map((c) => c.id)
        .sort(),
    ).toEqual(['concealed-safehouse', 'fortified-safehouse', 'nearby-safehouse', 'provisioned-safehouse']);
    expect(withIcon('finery')).toHaveLength(9);
    expect(withIcon('scheme')).toHaveLength(6);
    expect(withIcon('map').map((c) => c.id)).toEqual(['treasure-map-1', 'treasure-map-2']);
    expect(MARKET_CARDS.filter((c) => c.icons === null).map((c) => c.id)).toEqual(['big-haul']);
    expect(BIG_HAUL_ICON_CHOICES[0]).toBeNull();
  });

  it('Карты рынка: printed points of the finery and the Shadowy Hood', () => {
    const vp = Object.fromEntries(MARKET_CARDS.filter((c) => c.vp > 0).map((c) => [c.id, c.vp]));
    expect(vp).toEqual({
      necklace: 2,
      'shadowy-hood': 2,
      brooch: 3,
      'menacing-monocle': 3,
      crown: 6,
      scepter: 6,
      'fur-coat': 4,
      'giant-belt-buckle': 4,
    });
  });

  it('Карты рынка: end-of-game card texts carry their numbers in the data', () => {
    expect(CARD_BY_ID.get('nearby-safehouse')?.endScoring).toEqual({ kind: 'hideout', withOne: 1, withMore: 2 });
    for (const id of ['concealed-safehouse', 'fortified-safehouse', 'provisioned-safehouse']) {
      expect(CARD_BY_ID.get(id)?.endScoring).toEqual({ kind: 'hideout', withOne: 2, withMore: 4 });
    }
    expect(CARD_BY_ID.get('collecting-golem')?.endScoring).toEqual({ kind: 'golem', perPair: 3 });
    expect(CARD_BY_ID.get('treasure-map-1')?.endScoring).toEqual({ kind: 'map', alone: 7, shared: 5 });
    expect(CARD_BY_ID.get('loyalty-program')?.endScoring?.kind).toBe('loyalty');
    expect(CARD_BY_ID.get('political-campaign')?.endScoring?.kind).toBe('campaign');
  });
});

describe('Подготовка: the setup helper', () => {
  it('uses 10 / 11 / 13 dice for 3 / 4 / 5 players out of 13', () => {
    expect(TOTAL_DICE).toBe(13);
    expect([3, 4, 5].map((n) => DICE_BY_PLAYERS[n])).toEqual([10, 11, 13]);
    const four = setupFor(4);
    expect(four.ok && four.value.dice).toBe(11);
    expect(four.ok && four.value.diceBackInBox).toBe(2);
    expect(four.ok && four.value.startingCoins).toBe(1);
  });

  it('removes 3 / 7 / 3 cards so that 13 / 12 / 11 stay in decks A / B / C', () => {
    const s = setupFor(3);
    if (!s.ok) throw new Error(s.error);
    expect(s.value.decks.map((d) => [d.deck, d.inBox, d.remove, d.keep])).toEqual([
      ['A', 16, 3, 13],
      ['B', 19, 7, 12],
      ['C', 14, 3, 11],
    ]);
    expect(CARDS_KEPT).toEqual({ A: 13, B: 12, C: 11 });
  });

  it.each([2, 6, 0, 3.5, '4', null])('refuses %s players', (n) => {
    const s = setupFor(n);
    expect(s.ok ? 'ok' : s.error).toBe('ERR_PLAYER_COUNT');
  });
});
