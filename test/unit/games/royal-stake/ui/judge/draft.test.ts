// The judge screen's state: play order, what each card may carry, and what survives a change of
// table. Rules cited: «Сила карт», «Правило зависимости», «Как использовать королей из отряда»,
// «Дама» (green queen: her owner plays last, ruling-led-colour), the modes' specials.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RULER_COLOURS, SUITS } from '../../../../../../src/games/royal-stake/data/colours';
import { MODES } from '../../../../../../src/games/royal-stake/data/decks';
import { resolveTrick, type TrickCard } from '../../../../../../src/games/royal-stake/referee';
import {
  INITIAL_DRAFT,
  addCard,
  allows,
  clearTrick,
  contextOf,
  editPlay,
  fitPlays,
  inDeck,
  kingChoices,
  nextLead,
  offLead,
  ranksOf,
  seatOrder,
  undoCard,
  withSetup,
  type JudgeDraft,
} from '../../../../../../src/games/royal-stake/ui/judge/draft';
import { card } from '../../trick';

const add = (d: JudgeDraft, ...cards: string[]) => cards.reduce((acc, c) => addCard(acc, card(c)), d);
const std = (players = 4) => withSetup(INITIAL_DRAFT, { mode: 'standard', players });

describe('play order — who led, clockwise, green queen last', () => {
  it('goes clockwise from the leader', () => {
    expect(seatOrder(withSetup(std(), { leader: 2 }))).toEqual([2, 3, 0, 1]);
  });
  it('the green-queen player lays last (ruling-led-colour), even when they led', () => {
    expect(seatOrder(withSetup(std(), { leader: 2, greenQueen: 3 }))).toEqual([2, 0, 1, 3]);
    expect(seatOrder(withSetup(std(), { leader: 1, greenQueen: 1 }))).toEqual([2, 3, 0, 1]);
  });
  it('modes without ruler queens have no green queen; counts follow the mode', () => {
    const d = withSetup(std(5), { leader: 4, greenQueen: 4 });
    const emp = withSetup(d, { mode: 'emperor' });
    expect(emp).toMatchObject({ players: 5, greenQueen: null, leader: 4 });
    expect(withSetup(d, { mode: 'two-players' })).toMatchObject({ players: 2, greenQueen: null, leader: 0 });
    expect(withSetup(d, { mode: 'standard', players: 9 }).players).toBe(5);
  });
});

describe('entering cards', () => {
  it("the book's example «Сила карт»: red 2, red 5, red 8, blue 9 — card 3 wins", () => {
    const d = add(std(5), 'r2', 'r5', 'r8', 'b9'); // five players: the full deck has 8s and 9s
    const ctx = contextOf(d)!;
    expect(resolveTrick(d.plays, ctx)).toMatchObject({ ok: true, value: { winner: 2, reason: 'highestLead' } });
    expect(d.selected).toBe(3);
  });
  it('no more cards than players; no card the mode lacks', () => {
    const full = add(std(3), 'r2', 'r5', 'r10');
    expect(addCard(full, card('b4'))).toBe(full);
    expect(addCard(std(), card('J:red')).plays).toEqual([]);
    expect(addCard(withSetup(std(), { mode: 'team' }), card('J:red')).plays).toHaveLength(1);
  });
  it('"I am King" needs the trump colour before cards are judged', () => {
    const iak = withSetup(std(), { mode: 'i-am-king' });
    expect(contextOf(iak)).toBeNull();
    expect(addCard(iak, card('r2'))).toBe(iak);
    expect(contextOf(withSetup(iak, { trump: 'green' }))).toEqual({ mode: 'i-am-king', trump: 'green' });
  });
  it('undo takes back the last card; clear empties the trick but keeps the table', () => {
    const d = add(withSetup(std(5), { leader: 3 }), 'r2', 'r5');
    expect(undoCard(d)).toMatchObject({ plays: [{ card: card('r2') }], selected: 0 });
    expect(undoCard(undoCard(d))).toMatchObject({ plays: [], selected: null });
    expect(clearTrick(d)).toMatchObject({ plays: [], players: 5, leader: 3 });
  });
  it('the lead colour is the first printed colour (rarity and flag set none) — «Правило зависимости»', () => {
    expect(nextLead(add(std(), 'R', 'F').plays)).toBeNull();
    expect(nextLead(add(std(), 'R', 'g4', 'r5').plays)).toBe('green');
    const d = add(std(), 'r2', 'b5', 'R', 'r3');
    expect([0, 1, 2, 3].map((i) => offLead(d.plays, i))).toEqual([false, true, false, false]);
  });
});

describe('what may lie on a card — «Как использовать королей», «Дама», militia, samurai', () => {
  it('a coloured king only on its colour, the white king on a rarity, flag or white-queen card', () => {
    const d = add(std(), 'r2', 'R');
    expect(kingChoices(d, 0)).toEqual(['red']);
    expect(kingChoices(d, 1)).toEqual(['white']);
    expect(kingChoices(editPlay(d, 0, { queen: 'white' }), 0)).toEqual(['white', 'red']);
  });
  it('a king already in the trick is not offered again', () => {
    const d = editPlay(add(std(), 'r2', 'r5'), 0, { king: 'red' });
    expect(kingChoices(d, 0)).toEqual(['red']);
    expect(kingChoices(d, 1)).toEqual([]);
  });
  it('"I am King" with white chosen: the white king fits any card; only the King\'s king is in play', () => {
    const d = add(withSetup(std(), { mode: 'i-am-king', trump: 'white' }), 'g3');
    expect(kingChoices(d, 0)).toEqual(['white']);
    expect(kingChoices(withSetup(d, { trump: 'green' }), 0)).toEqual(['green']);
    expect(kingChoices(withSetup(d, { trump: 'red' }), 0)).toEqual([]);
  });
  it("each queen once per trick; militia only on 1, 10, rarity, flag or a queen's card", () => {
    const d = editPlay(add(std(), 'r2', 'r5', 'r10'), 0, { queen: 'white' });
    expect(allows(d, 1, { queen: 'white' })).toBe(false);
    expect(allows(d, 1, { queen: 'blue' })).toBe(true);
    expect(allows(d, 1, { militia: true })).toBe(false);
    expect(allows(d, 2, { militia: true })).toBe(true);
    expect(allows(d, 0, { militia: true })).toBe(true);
  });
  it('taking the queen off drops what only fitted on her (militia swap, white king), nothing else', () => {
    let d = add(std(), 'r2', 'b5');
    d = editPlay(d, 1, { queen: 'white', militia: true, king: 'white', canFollow: true });
    expect(d.plays[1]).toEqual({ card: card('b5'), queen: 'white', militia: true, king: 'white', canFollow: true });
    d = editPlay(d, 1, { queen: undefined });
    expect(d.plays[1]).toEqual({ card: card('b5'), canFollow: true });
  });
  it('one player has one queen: the black queen and a laid queen exclude each other', () => {
    const d = editPlay(add(std(), 'r2', 'b5'), 1, { queen: 'blue' });
    expect(allows(d, 1, { blackQueen: true })).toBe(false);
    expect(allows(d, 1, { queen: undefined, blackQueen: true })).toBe(true);
  });
});

describe('changing the table keeps what still fits', () => {
  it('leaving the team game drops a jack and the cards after it (their seats would be wrong)', () => {
    const team = add(withSetup(std(), { mode: 'team' }), 'r2', 'J:red', 'r5');
    expect(withSetup(team, { mode: 'standard' }).plays.map((p) => p.card)).toEqual([card('r2')]);
  });
  it('abilities a mode lacks are dropped, the cards stay', () => {
    let d = add(std(5), 'r1', 'r5');
    d = editPlay(editPlay(d, 0, { militia: true, king: 'red' }), 1, { queen: 'blue' });
    const emp = withSetup(d, { mode: 'emperor' });
    expect(emp.plays).toEqual([{ card: card('r1'), king: 'red' }, { card: card('r5') }]);
  });
  it('fewer players cut the trick to the new count', () => {
    expect(withSetup(add(std(5), 'r1', 'r2', 'r3', 'r4', 'r5'), { players: 3 }).plays).toHaveLength(3);
  });
  it('a new trump colour drops a white king that only fitted under white', () => {
    const iak = withSetup(std(), { mode: 'i-am-king', trump: 'white' });
    const d = editPlay(add(iak, 'g3'), 0, { king: 'white' });
    expect(d.plays[0]!.king).toBe('white');
    expect(withSetup(d, { trump: 'red' }).plays).toEqual([{ card: card('g3') }]);
  });
  it('fitPlays without a context only trims to the count', () => {
    const plays = [{ card: card('r2') as TrickCard, militia: true }];
    expect(fitPlays(plays, null, 1)).toEqual(plays);
  });
});

describe('property: whatever is tapped, the screen holds a trick the judge accepts (fast-check)', () => {
  const en = JSON.parse(readFileSync('locales/en/royal-stake.json', 'utf8')) as { judgeUi: { rules: object; changedBy: object } };
  const ru = JSON.parse(readFileSync('locales/ru/royal-stake.json', 'utf8')) as typeof en;
  const colour = fc.constantFrom(...RULER_COLOURS);
  const anyCard = fc.oneof(
    fc.record({ kind: fc.constant('number' as const), colour: fc.constantFrom(...SUITS), rank: fc.integer({ min: 1, max: 10 }) }),
    fc.record({ kind: fc.constantFrom('rarity' as const, 'whiteFlag' as const) }),
    fc.record({ kind: fc.constantFrom('jack' as const, 'queen' as const), colour }),
  );
  const patch = fc.record(
    {
      king: fc.option(colour, { nil: undefined }),
      queen: fc.constantFrom(undefined, 'white' as const, 'blue' as const),
      militia: fc.boolean(),
      samurai: fc.boolean(),
      blackQueen: fc.boolean(),
      canFollow: fc.boolean(),
    },
    { requiredKeys: [] },
  );
  const action = fc.oneof(
    { weight: 5, arbitrary: anyCard.map((c) => (d: JudgeDraft) => addCard(d, c)) },
    {
      weight: 3,
      arbitrary: fc.tuple(fc.nat(4), patch).map(
        ([i, p]) =>
          (d: JudgeDraft) =>
            editPlay(d, i, p),
      ),
    },
    { weight: 1, arbitrary: fc.constant(undoCard) },
    {
      weight: 1,
      arbitrary: fc
        .record(
          {
            mode: fc.constantFrom(...MODES),
            players: fc.integer({ min: 2, max: 5 }),
            trump: fc.option(colour, { nil: null }),
            leader: fc.nat(4),
            greenQueen: fc.option(fc.nat(4), { nil: null }),
          },
          { requiredKeys: [] },
        )
        .map((p) => (d: JudgeDraft) => withSetup(d, p)),
    },
  );
  it('never holds more cards than players, never a trick the judge refuses; every cited rule has words', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 25 }), (actions) => {
        let d = INITIAL_DRAFT;
        for (const act of actions) {
          d = act(d);
          expect(d.plays.length).toBeLessThanOrEqual(d.players);
          expect(new Set(seatOrder(d)).size).toBe(d.players);
          const ctx = contextOf(d);
          if (!ctx || d.plays.length === 0) continue;
          const r = resolveTrick(d.plays, ctx);
          if (!r.ok) throw new Error(`${r.error} ${JSON.stringify(d)}`);
          for (const lang of [en, ru]) {
            expect(lang.judgeUi.rules).toHaveProperty([r.value.rule]);
            if (r.value.params.changedBy) expect(lang.judgeUi.changedBy).toHaveProperty([String(r.value.params.changedBy)]);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('the deck of the table (Подготовка к игре: four players remove the 8s and 9s; two or three the 6s to 9s)', () => {
  it("offers only the ranks of that player count's deck in the standard and two-player games", () => {
    expect(ranksOf(std(5))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(ranksOf(std(4))).toEqual([1, 2, 3, 4, 5, 6, 7, 10]);
    expect(ranksOf(std(3))).toEqual([1, 2, 3, 4, 5, 10]);
    expect(ranksOf(withSetup(INITIAL_DRAFT, { mode: 'two-players', players: 2 }))).toEqual([1, 2, 3, 4, 5, 10]);
    expect(ranksOf(withSetup(INITIAL_DRAFT, { mode: 'team', players: 4 }))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
  it('refuses an 8 or a 9 with four players', () => {
    expect(add(std(4), 'r8').plays).toEqual([]);
    expect(add(std(4), 'r9').plays).toEqual([]);
    expect(inDeck(std(4), card('r7'))).toBe(true);
    expect(add(std(5), 'r8').plays).toHaveLength(1);
  });
  it('going from five players to four ends the trick at the first card the smaller deck lacks', () => {
    const d = add(std(5), 'r2', 'r5', 'r8', 'r7');
    expect(withSetup(d, { players: 4 }).plays.map((p) => p.card)).toEqual([card('r2'), card('r5')]);
  });
});
