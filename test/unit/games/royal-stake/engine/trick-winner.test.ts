// Who takes a trick (rules page #card-strength, #mode-i-am-king, #mode-team; book "Сила карт",
// "Я король: Белый флаг"): scenarios, then the fast winner against the trick judge resolveTrick
// on thousands of random legal tricks of each mode.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { explainTrick } from '../../../../../src/games/royal-stake/engine';
import { trickWinner } from '../../../../../src/games/royal-stake/engine/trick/winner';
import { toTrickPlay } from '../../../../../src/games/royal-stake/engine/trick/explain';
import { kingFits } from '../../../../../src/games/royal-stake/engine/trick/king';
import { leadSuitOf } from '../../../../../src/games/royal-stake/engine/trick/follow';
import { BERSERKER_TEN_IDS, CARD, numberedCards, SPECIAL_IDS, jackId, queenId } from '../../../../../src/games/royal-stake/engine/cards';
import { militiaApplies } from '../../../../../src/games/royal-stake/engine/modes/standard/militia';
import { resolveTrick } from '../../../../../src/games/royal-stake/referee';
import { RULER_COLOURS, type Colour } from '../../../../../src/games/royal-stake/data/colours';
import type { PlayMode, PlayRecord } from '../../../../../src/games/royal-stake/engine/types';
import { rec, run, trickState } from './core-helpers';

describe('trump and lead (Я король: козырь)', () => {
  it("the King's colour is trump: blue 1 beats the red 10 lead", () => {
    const s = trickState({ seats: [{ hand: ['red-10', 'red-1'] }, { hand: ['blue-1', 'blue-2'] }, { hand: ['red-3', 'red-4'] }], trump: 'blue' });
    expect(run(s, { t: 'play', card: 'red-10' }, { t: 'play', card: 'blue-1' }, { t: 'play', card: 'red-3' }).history[0]!.winner).toBe(1);
  });

  it('black is an ordinary colour when the King chose another', () => {
    const s = trickState({ seats: [{ hand: ['red-2', 'red-1'] }, { hand: ['black-10', 'black-2'] }, { hand: ['red-3', 'red-4'] }], trump: 'green' });
    expect(run(s, { t: 'play', card: 'red-2' }, { t: 'play', card: 'black-10' }, { t: 'play', card: 'red-3' }).history[0]!.winner).toBe(2);
  });

  it('white means no trump: the highest lead card wins', () => {
    const s = trickState({ seats: [{ hand: ['green-2', 'red-1'] }, { hand: ['black-10', 'black-2'] }, { hand: ['green-3', 'red-4'] }], trump: 'white' });
    expect(run(s, { t: 'play', card: 'green-2' }, { t: 'play', card: 'black-10' }, { t: 'play', card: 'green-3' }).history[0]!.winner).toBe(2);
  });

  it('the winner takes the cards, counts the trick and leads next', () => {
    const s = trickState({ seats: [{ hand: ['red-10', 'red-1'] }, { hand: ['blue-1', 'blue-2'] }, { hand: ['red-3', 'red-4'] }], trump: 'blue' });
    const a = run(s, { t: 'play', card: 'red-10' }, { t: 'play', card: 'blue-1' }, { t: 'play', card: 'red-3' });
    expect(a.seats[1]!.won).toEqual(['red-10', 'blue-1', 'red-3']);
    expect(a.seats.map((x) => x.tricks)).toEqual([0, 1, 0]);
    expect(a.trick).toEqual({ leader: 1, plays: [], greenPending: [] });
  });
});

describe('white flag over rarity (Я король: Белый флаг)', () => {
  const three = (a: string, b: string, c: string, mode: PlayMode = 'i-am-king') =>
    trickState({
      mode,
      seats: [{ hand: [a, 'blue-1'] }, { hand: [b, 'blue-2'] }, { hand: [c, 'blue-3'] }],
    });
  const play3 = (s: ReturnType<typeof three>) =>
    run(s, { t: 'play', card: s.seats[0]!.hand[0]! }, { t: 'play', card: s.seats[1]!.hand[0]! }, { t: 'play', card: s.seats[2]!.hand[0]! });

  it('beats one rarity and pays 100 at once', () => {
    const a = play3(three('rarity-1', 'whiteFlag-1', 'black-10'));
    expect(a.history[0]).toMatchObject({ winner: 1, flagBonus: 100 });
    expect(a.seats[1]!.flagWins).toEqual([1]);
    expect(a.seats[1]!.score).toBe(100);
    const v = explainTrick(a, 0);
    expect(v.ok && v.value.reason).toBe('flagOverRarity');
  });

  it('beats two rarities and pays 200', () => {
    const a = play3(three('rarity-1', 'rarity-2', 'whiteFlag-1'));
    expect(a.history[0]).toMatchObject({ winner: 2, flagBonus: 200 });
    expect(a.seats[2]!.flagWins).toEqual([2]);
  });

  it('stays the weakest card with no rarity in the trick', () => {
    const a = play3(three('whiteFlag-1', 'red-5', 'green-9'));
    expect(a.history[0]).toMatchObject({ winner: 1, flagBonus: 0 });
  });

  it('a card under the white queen counts as a rarity, under the blue queen as a flag', () => {
    const s = trickState({
      seats: [
        { hand: ['red-4', 'red-1'], set: 'white', queenUses: 1 },
        { hand: ['red-9', 'red-2'], set: 'blue', queenUses: 1 },
        { hand: ['rarity-1', 'red-3'] },
      ],
    });
    const a = run(s, { t: 'play', card: 'red-4', queen: 'white' }, { t: 'play', card: 'red-9', queen: 'blue' }, { t: 'play', card: 'rarity-1' });
    expect(a.history[0]).toMatchObject({ winner: 1, flagBonus: 200 });
    expect(a.seats[1]!.flagWins).toEqual([2]);
  });

  it('a king beats the flag: no bonus', () => {
    const s = trickState({
      seats: [{ hand: ['rarity-1', 'red-1'], set: 'white', king: 'ready' }, { hand: ['whiteFlag-1', 'red-2'] }, { hand: ['red-5', 'red-3'] }],
    });
    const a = run(s, { t: 'play', card: 'rarity-1', king: true }, { t: 'play', card: 'whiteFlag-1' }, { t: 'play', card: 'red-5' });
    expect(a.history[0]).toMatchObject({ winner: 0, flagBonus: 0 });
  });

  it('team whist: the flag wins over a rarity without a bonus (#ruling-flag-needs-rarity)', () => {
    const s = trickState({
      mode: 'team',
      seats: [{ hand: ['rarity-1', 'red-1'] }, { hand: ['whiteFlag-1', 'red-2'] }, { hand: ['red-5', 'red-3'] }, { hand: ['red-6', 'red-4'] }],
    });
    const a = run(s, { t: 'play', card: 'rarity-1' }, { t: 'play', card: 'whiteFlag-1' }, { t: 'play', card: 'red-5' }, { t: 'play', card: 'red-6' });
    expect(a.history[0]).toMatchObject({ winner: 1, flagBonus: 0 });
    expect(a.seats[1]!.score).toBe(0);
  });

  it('emperor: the flag stays the weakest card', () => {
    const s = trickState({
      mode: 'emperor',
      seats: [{ hand: ['rarity-1'] }, { hand: ['whiteFlag-1'] }, { hand: ['red-5'] }, { hand: ['red-6'] }, { hand: ['red-7'] }].map((x) => ({
        hand: [...x.hand, 'green-1'],
      })),
    });
    const a = run(s, ...[0, 1, 2, 3, 4].map((i) => ({ t: 'play' as const, card: s.seats[i]!.hand[0]! })));
    expect(a.history[0]!.winner).toBe(0);
  });
});

// ---- property: the fast winner agrees with the trick judge ----

const DECK: Record<PlayMode, string[]> = {
  'i-am-king': [...numberedCards(), 'rarity-1', 'rarity-2', 'whiteFlag-1'],
  team: [...numberedCards(), ...SPECIAL_IDS, ...RULER_COLOURS.map(jackId)],
  emperor: [...numberedCards(), ...SPECIAL_IDS, ...RULER_COLOURS.map(jackId), ...RULER_COLOURS.map(queenId)],
  standard: [...numberedCards(), ...SPECIAL_IDS, ...BERSERKER_TEN_IDS],
};
const SEATS: Record<PlayMode, number> = { 'i-am-king': 3, team: 4, emperor: 5, standard: 5 };

/** A random legal trick: distinct cards, rulers each seat could lay, kings only where they fit. */
const trickArb = (mode: PlayMode) =>
  fc
    .record({
      cards: fc.shuffledSubarray(DECK[mode], { minLength: SEATS[mode], maxLength: SEATS[mode] }),
      sets: fc.shuffledSubarray([...RULER_COLOURS], { minLength: SEATS[mode], maxLength: SEATS[mode] }),
      trump: fc.constantFrom(...RULER_COLOURS),
      kingTry: fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
      queenTry: fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
      militiaTry: fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
      samuraiTry: fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
    })
    .map(({ cards, sets, trump, kingTry, queenTry, militiaTry, samuraiTry }) => {
      const plays: PlayRecord[] = [];
      cards.forEach((card, i) => {
        const set = sets[i] as Colour;
        const p: PlayRecord = rec(i, card);
        if (mode !== 'emperor' && queenTry[i]) {
          if (set === 'white' || set === 'blue') p.queen = set;
          else if (set === 'red') p.redQueen = true;
          else if (set === 'black') p.blackQueen = true;
        }
        // Standard game (rulebook, militia and samurai pages): the swap where it applies, samurai reds.
        if (mode === 'standard' && militiaTry[i] && militiaApplies(card, p.queen)) p.militia = true;
        if (mode === 'standard' && samuraiTry[i] && CARD[card]!.suit === 'red') p.samurai = true;
        const lead = leadSuitOf(plays);
        if (kingTry[i] && kingFits(card, p.queen, set, lead, mode, trump)) p.king = set;
        plays.push(p);
      });
      return { plays, trump };
    });

describe('fast winner = resolveTrick (property, each mode)', () => {
  for (const mode of ['i-am-king', 'team', 'emperor', 'standard'] as const) {
    it(`${mode}: same winning play on random legal tricks`, () => {
      fc.assert(
        fc.property(trickArb(mode), ({ plays, trump }) => {
          const fast = trickWinner(plays, mode, trump);
          const judged = resolveTrick(plays.map(toTrickPlay), mode === 'i-am-king' ? { mode, trump } : { mode });
          expect(judged.ok).toBe(true);
          if (!judged.ok) return;
          expect(fast.index).toBe(judged.value.winner);
          const bonus = judged.value.params.flagBonus;
          expect(mode === 'i-am-king' && fast.flagOverRarity ? (fast.rarities > 1 ? 200 : 100) : undefined).toBe(bonus);
        }),
        { numRuns: 3000 },
      );
    });
  }

  it('every card of the table is known to the judge in its own label', () => {
    for (const id of Object.keys(CARD)) {
      const c = toTrickPlay(rec(0, id)).card;
      // The berserkers' black tens (standard game) are black 10s to the judge.
      if (BERSERKER_TEN_IDS.includes(id)) expect(c).toEqual({ kind: 'number', colour: 'black', rank: 10 });
      else if (c.kind === 'number' || c.kind === 'jack' || c.kind === 'queen') expect(`${c.colour}-${c.kind === 'number' ? c.rank : c.kind}`).toBe(id);
      else expect(id.startsWith(c.kind)).toBe(true);
    }
  });
});
