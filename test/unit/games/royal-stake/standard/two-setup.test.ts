// The 2-player game's setup and rounds in the engine (rulebook «Игра на двоих», «Подготовка к
// игре», «Первый раунд», «Второй раунд», «Третий раунд»; ruling-two-sets).
import { describe, expect, it } from 'vitest';
import { engine } from '../../../../../src/games/royal-stake/engine';
import { characterOf } from '../../../../../src/games/royal-stake/engine/modes/standard/types';
import type { RsView } from '../../../../../src/games/royal-stake/engine/types';
import { RULER_COLOURS } from '../../../../../src/games/royal-stake/data/colours';
import { stdConfig, stdStarted, play } from './helpers';
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
    const s = stdStarted(TWO, 'deal');
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
