// The 2-player game's setup and rounds in the engine (rulebook «Игра на двоих», «Подготовка к
// игре», «Первый раунд», «Второй раунд», «Третий раунд»; ruling-two-sets).
import { describe, expect, it } from 'vitest';
import { engine } from '../../../../../src/games/royal-stake/engine';
import { characterOf } from '../../../../../src/games/royal-stake/engine/modes/standard/types';
import type { RsView } from '../../../../../src/games/royal-stake/engine/types';
import { RULER_COLOURS } from '../../../../../src/games/royal-stake/data/colours';
import fc from 'fast-check';
import { seedRng } from '../../../../../src/lib/rng';
import { deal, shuffled } from '../../../../../src/games/royal-stake/engine/deal';
import { stdDeck } from '../../../../../src/games/royal-stake/engine/modes/standard/deck';
import { stdConfig, stdStarted, play, randomRun } from './helpers';
import { TWO, draftFirst, twoRun } from './two-helpers';

describe('2-player config (Игра на двоих: «Вы обязаны использовать карту сделки с шутом»)', () => {
  it('accepts 2 players with the jester deal on', () => {
    expect(engine.setup(TWO, 's').ok).toBe(true);
  });
  it('refuses 2 players without the jester deal, with the cheerleader, base squads, or 1 player', () => {
    const off = engine.setup(stdConfig(2), 's');
    expect(!off.ok && off.error).toBe('ERR_OPTION_REQUIRED');
    expect(!off.ok && off.path).toBe('options.jesterDeal');
    for (const o of [{ cheerleader: true }, { baseSquads4p: true }]) {
      const r = engine.setup(stdConfig(2, { jesterDeal: true, ...o }), 's');
      expect(!r.ok && r.error).toBe('ERR_OPTION_NOT_AVAILABLE');
    }
    const one = engine.setup(stdConfig(1, { jesterDeal: true }), 's');
    expect(!one.ok && one.error).toBe('ERR_PLAYER_COUNT');
  });
});

describe('2-player deal and characters (Подготовка к игре 4-5; Первый раунд 1)', () => {
  it('deals 9 cards each from 28 (no 6-9) and lays out 8 characters, one copy each', () => {
    const s = play(stdStarted(TWO, 'deal'), { t: 'set', colour: 'red' }, { t: 'set', colour: 'blue' });
    expect(s.seats.map((x) => x.hand.length)).toEqual([9, 9]);
    expect(s.deck).toHaveLength(10);
    const all = [...s.deck, ...s.seats.flatMap((x) => x.hand)];
    expect(all.some((c) => /-[6-9]$/.test(c))).toBe(false);
    const chars = s.std!.cards.map(characterOf).sort();
    expect(chars).toEqual(['berserker', 'cardsharp', 'collector', 'healer', 'hermit', 'militia', 'ninja', 'samurai']);
  });
});

describe('ruling-two-sets: sets in turns, then the king deck, then alternate character picks', () => {
  it('takes two sets first (characters refused with ERR_SET_FIRST), then fills the king deck', () => {
    let s = stdStarted(TWO, 'sets');
    const first = engine.toMove(s)!;
    expect(engine.legalMoves(s).every((m) => m.t === 'set')).toBe(true);
    const pick = engine.apply(s, { t: 'character', card: s.std!.draft!.pool[0]! });
    expect(!pick.ok && pick.error).toBe('ERR_SET_FIRST');
    s = play(s, { t: 'set', colour: 'red' });
    expect(engine.toMove(s)).toBe(1 - first);
    expect(s.std!.kingDeck ?? []).toEqual([]);
    s = play(s, { t: 'set', colour: 'blue' });
    const deck = s.std!.kingDeck!;
    expect(deck.slice().sort()).toEqual(RULER_COLOURS.filter((c) => c !== 'red' && c !== 'blue').sort());
    // The round-1 deal king is the top of the deck (Подготовка к игре 3).
    expect(s.std!.dealKing).toBe(deck[0]);
    // The lower king number picks first (TEST_VALUES: red 2 < blue 3), then they alternate.
    const redSeat = s.seats.findIndex((x) => x.set === 'red');
    expect(s.std!.draft!.order).toEqual([redSeat, 1 - redSeat, redSeat, 1 - redSeat, redSeat, 1 - redSeat]);
    expect(s.first, 'the first-player card').toBe(redSeat);
    expect(engine.legalMoves(s).every((m) => m.t === 'character')).toBe(true);
  });

  it('draws the king deck order from the seed: the same seed and picks give the same deck', () => {
    const deckOf = (seed: string) => play(stdStarted(TWO, seed), { t: 'set', colour: 'white' }, { t: 'set', colour: 'black' }).std!.kingDeck;
    expect(deckOf('k1')).toEqual(deckOf('k1'));
    const seen = new Set(Array.from({ length: 12 }, (_, i) => JSON.stringify(deckOf(`k${i}`))));
    expect(seen.size).toBeGreaterThan(1);
  });

  it('shows the king deck to both seats (Подготовка к игре 3: «в любой момент можете посмотреть»)', () => {
    const s = play(stdStarted(TWO, 'view'), { t: 'set', colour: 'green' }, { t: 'set', colour: 'white' });
    for (const seat of [0, 1]) expect((engine.view(s, seat) as RsView).std!.kingDeck).toEqual(s.std!.kingDeck);
  });
});

describe('2-player rounds: the deal king and the redraft (Второй раунд 1, 3; Третий раунд 1)', () => {
  it('names the r-th king of the deck in round r, and the round-3 deal costs 20 per card', () => {
    const rounds = new Set<number>();
    for (let k = 0; k < 6; k++) {
      const s = twoRun(`rounds${k}`, () => false);
      expect(s.phase).toBe('over');
      const kings = (s.rounds as { jesterDealKing?: string }[]).map((r) => r.jesterDealKing);
      expect(kings).toEqual(s.std!.kingDeck);
      const out = engine.outcome(s) as { result: { breakdown: Record<string, { category: string; params?: { rate?: number; round?: number } }[]> } };
      const deals = Object.values(out.result.breakdown).flatMap((rows) => rows.filter((x) => x.category === 'jesterDeal'));
      for (const row of deals) {
        expect(row.params!.rate).toBe(row.params!.round === 3 ? -20 : -10);
        rounds.add(row.params!.round!);
      }
    }
    // Random games do pay the deal, round 1 included («Карта сделки с шутом применяется с первого раунда»).
    expect([...rounds].sort()).toEqual([1, 2, 3]);
  });

  it('lets a seat take back a character it had last round («Вы можете выбирать персонажа, которого использовали»)', () => {
    const r2 = twoRun('retake', (x) => x.round === 2);
    const seat = engine.toMove(r2)!;
    const last = r2.std!.seats[seat]!.lastChars;
    expect(last).toEqual([]);
    const had = (twoRun('retake', (x) => x.round === 1 && x.phase === 'bet').std!.seats[seat]!.chars ?? [])[0]!;
    expect(engine.legalMoves(r2)).toContainEqual({ t: 'character', card: had });
    const after = play(r2, { t: 'character', card: had });
    expect(after.std!.seats[seat]!.chars).toEqual([had]);
  });

  it('alternates the redraft from the lower king number, three each', () => {
    const r2 = twoRun('redraft', (x) => x.round === 2);
    const order = r2.std!.draft!.order;
    expect(order).toEqual([order[0], 1 - order[0]!, order[0], 1 - order[0]!, order[0], 1 - order[0]!]);
    const done = draftFirst(r2);
    expect(done.std!.seats.map((x) => x.chars.length)).toEqual([3, 3]);
  });
});

describe('sets before the deal (Подготовка к игре 2 comes before Первый раунд 1; issue 20 point 6, ruling-two-sets)', () => {
  it('the set pick holds no cards: nothing is dealt until both sets are taken, in state and in every view (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), fc.nat(4), fc.nat(3), (seed, a, b) => {
        const start = stdStarted(TWO, `nocards:${seed}`);
        const states = [start];
        const colours = RULER_COLOURS.slice();
        const first = colours.splice(a % colours.length, 1)[0]!;
        states.push(play(start, { t: 'set', colour: first }));
        for (const s of states) {
          expect(s.phase).toBe('squad');
          expect(s.seats.some((x) => x.set === null)).toBe(true);
          expect(s.seats.map((x) => x.hand.length)).toEqual([0, 0]);
          expect(s.deck).toHaveLength(28);
          for (const seat of [0, 1]) {
            const v = engine.view(s, seat) as RsView;
            expect(v.hand).toEqual([]);
            expect(v.handSizes).toEqual([0, 0]);
          }
        }
        const both = play(states[1]!, { t: 'set', colour: colours[b % colours.length]! });
        expect(both.seats.map((x) => x.hand.length)).toEqual([9, 9]);
        expect(both.deck).toHaveLength(10);
      }),
      { numRuns: 40 },
    );
  });

  it('deals after the sets exactly the hands the round-1 shuffle gave before (games saved earlier replay unchanged)', () => {
    for (const seed of ['old-1', 'old-2', 'old-3']) {
      // The old build dealt the seeded shuffle's first nine cards to seat 0, the next nine to seat 1.
      const piles = deal(shuffled(seedRng(seed), stdDeck(2)).cards, [9, 9]);
      const s = play(stdStarted(TWO, seed), { t: 'set', colour: 'green' }, { t: 'set', colour: 'white' });
      expect(s.seats.map((x) => x.hand)).toEqual([piles[0], piles[1]]);
      expect(s.deck).toEqual(piles[2]);
    }
  });

  it('the random way (options.randomSets, «…или выберите случайным образом»): both sets dealt by the seed, then the characters', () => {
    const random = { ...TWO, options: { ...TWO.options, randomSets: true } };
    const seen = new Set<string>();
    for (let k = 0; k < 12; k++) {
      const s = stdStarted(random, `rand${k}`);
      const sets = s.seats.map((x) => x.set);
      expect(sets.every((c) => c !== null)).toBe(true);
      expect(sets[0]).not.toBe(sets[1]);
      seen.add(sets.join('/'));
      expect(engine.legalMoves(s).every((m) => m.t === 'character')).toBe(true);
      expect(s.std!.kingDeck!.slice().sort()).toEqual(RULER_COLOURS.filter((c) => !sets.includes(c)).sort());
      expect(s.seats.map((x) => x.hand.length)).toEqual([9, 9]);
      // The same seed deals the same sets.
      expect(stdStarted(random, `rand${k}`).seats.map((x) => x.set)).toEqual(sets);
      // A random game still ends with three scored rounds.
      if (k === 0) expect(randomRun(s, 'rand-run').states.at(-1)!.phase).toBe('over');
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  it('refuses randomSets and jackChoice at 3-5 players, and a non-boolean value', () => {
    for (const k of ['randomSets', 'jackChoice']) {
      const r = engine.setup(stdConfig(4, { [k]: true }), 's');
      expect(!r.ok && r.error).toBe('ERR_OPTION_NOT_AVAILABLE');
      const bad = engine.setup({ ...TWO, options: { ...TWO.options, [k]: 'yes' } }, 's');
      expect(!bad.ok && bad.error).toBe('ERR_BAD_CONFIG');
    }
    // An older save's config (neither key) stays as it was after the engine's clean copy.
    const old = stdStarted(TWO, 'old');
    expect(Object.keys(old.config.options!).sort()).toEqual(['advancedCheerleader', 'baseSquads4p', 'cheerleader', 'jesterDeal']);
  });
});
