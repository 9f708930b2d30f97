// One island's turn as the book words it (rulebook "Ход игры", "Может ли пират передумать по
// дороге?", "Можно ли потратить монеты?", "Аррррр! Победитель!"), played through the engine.
import { describe, expect, it } from 'vitest';
import { engine, type JackalState } from '../../../../../src/games/jackal/engine';
import type { CardFace } from '../../../../../src/games/jackal/data/stolikDeck';
import { island, layAll, openAll, table, verdictOf } from './scenario';
import { play, randomGame } from './helpers';

const OPEN = ['.....', '.....', '..W..', '.....', '.....'];
const V: CardFace[] = ['arrowVertical'];

describe('laying face down', () => {
  it('takes at least one card, only arrows, horses and a leading flag («Нельзя пропустить ход»)', () => {
    const s = table(OPEN, [['arrowVertical', 'redFlag', 'double', 'rum', 'friday', 'weapon'], V]);
    expect(engine.apply(s, { t: 'done', seat: 0 })).toMatchObject({ error: 'ERR_ROW_EMPTY' });
    for (const card of ['double', 'rum', 'friday', 'weapon'] as const)
      expect(engine.apply(s, { t: 'lay', seat: 0, card })).toMatchObject({ error: 'ERR_FACE_UP_CARD' });
    const laid = play(s, { t: 'lay', seat: 0, card: 'arrowVertical' });
    expect(engine.apply(laid, { t: 'lay', seat: 0, card: 'redFlag' })).toMatchObject({ error: 'ERR_FLAG_NOT_FIRST' });
    expect(engine.apply(laid, { t: 'lay', seat: 0, card: 'horse' })).toMatchObject({ error: 'ERR_CARD_NOT_IN_HAND' });
    expect(engine.apply(laid, { t: 'done', seat: 1 })).toMatchObject({ error: 'ERR_NOT_YOUR_TURN' });
  });

  it('is secret: before the reveal nobody sees another row, its size or a Tortuga choice', () => {
    let s = table(OPEN, [['arrowVertical', 'horse', 'arrowHorizontal', 'double', 'rum'], V, V], { coins: [0, 0, 3] });
    s = play(play(play(s, { t: 'lay', seat: 0, card: 'horse' }), { t: 'lay', seat: 0, card: 'arrowVertical' }), { t: 'done', seat: 0 });
    s = play(s, { t: 'lay', seat: 1, card: 'arrowVertical' });
    const seen = engine.view(s, 2) as { seats: Array<{ row: unknown; hand: unknown; handCount: number; stack: unknown }> };
    expect(seen.seats[0]).toMatchObject({ row: null, hand: null, handCount: 5, stack: null });
    expect(seen.seats[1]).toMatchObject({ row: null, hand: null, handCount: 1 });
    expect(JSON.stringify(seen)).not.toContain('horse');
    const own = engine.view(s, 0) as { seats: Array<{ row: unknown }> };
    expect(own.seats[0]!.row).toStrictEqual(['horse', 'arrowVertical']);
    s = play(s, { t: 'done', seat: 1 });
    s = play(s, { t: 'tortuga', seat: 2, coins: 3 });
    // Revealed: seat 0's row is public, seat 2 paid 3 coins for 5 cards.
    const after = engine.view(s, 1) as { seats: Array<{ stack: { moves: unknown[] } | null; tortuga: number | null; coins: number; handCount: number }> };
    expect(after.seats[0]!.stack!.moves).toHaveLength(2);
    expect(after.seats[2]).toMatchObject({ tortuga: 3, coins: 0, handCount: 6, stack: null });
  });
});

describe('Tortuga («Можно ли потратить монеты?»)', () => {
  it('trades 1, 2 or 3 coins for 2, 3 or 5 cards, only with coins and an empty row', () => {
    const s = table(OPEN, [V, V, V, V], { coins: [3, 1, 0, 2] });
    const offered = (seat: number, st: JackalState) =>
      engine
        .legalMoves(st)
        .filter((m) => m.t === 'tortuga' && m.seat === seat)
        .map((m) => (m as { coins: number }).coins);
    expect(offered(0, s)).toStrictEqual([1, 2, 3]);
    expect(engine.apply(s, { t: 'tortuga', seat: 0, coins: 4 })).toMatchObject({ error: 'ERR_TORTUGA_PRICE' });
    const laid = play(s, { t: 'lay', seat: 0, card: 'arrowVertical' });
    expect(engine.apply(laid, { t: 'tortuga', seat: 0, coins: 1 })).toMatchObject({ error: 'ERR_ROW_NOT_EMPTY' });
    const s1 = play(s, { t: 'tortuga', seat: 0, coins: 1 });
    expect(offered(1, s1)).toStrictEqual([1]);
    expect(engine.apply(s1, { t: 'tortuga', seat: 1, coins: 2 })).toMatchObject({ error: 'ERR_TORTUGA_COINS' });
    const after = island(s, { 0: { tortuga: 1 }, 1: { tortuga: 1 }, 2: V, 3: { tortuga: 2 } }, { 2: ['N'] });
    // Paid coins are written as negative island results; no card for the island, topped up to 4 only.
    expect(after.ledger.map((l) => l[0])).toStrictEqual([-1, -1, 0, -2]);
    expect(after.seats.map((x) => x.coins)).toStrictEqual([2, 0, 0, 0]);
    expect(after.seats.map((x) => x.hand.length)).toStrictEqual([2, 2, 4, 3].map((k) => Math.max(4, k)));
  });

  it('a seat with nothing to lay and no coins stays ashore (ruling nothing-to-lay)', () => {
    const s = table(OPEN, [['double', 'rum', 'friday', 'weapon'], V]);
    expect(engine.legalMoves(s)).toStrictEqual([{ t: 'done', seat: 0 }]);
    const after = island(s, { 0: [], 1: V }, { 1: ['N'] });
    expect(after.reports[0]!.verdict.pirates.map((p) => p.id)).toStrictEqual(['1']);
  });
});

describe('routes and arrivals', () => {
  it('are announced from the first player clockwise, each later seat seeing the earlier routes («Сначала объявляет свой ход первый игрок»)', () => {
    const rows = ['.....', '.1.2.', '..W..', '.....', '.....'];
    let s = openAll(
      layAll(table(rows, [['arrowAnyDiagonal'], ['arrowAnyDiagonal'], ['arrowAnyDiagonal']], { first: 1 }), {
        0: ['arrowAnyDiagonal'],
        1: ['arrowAnyDiagonal'],
        2: ['arrowAnyDiagonal'],
      }),
    );
    expect(engine.toMove(s)).toBe(1);
    s = play(s, { t: 'go', seat: 1, dir: 'NE' });
    expect(engine.toMove(s)).toBe(2);
    const seen = engine.view(s, 2) as { seats: Array<{ route: { path: number[][] } | null }> };
    expect(seen.seats[1]!.route!.path.at(-1)).toStrictEqual([1, 3]);
    s = play(play(s, { t: 'go', seat: 2, dir: 'NW' }), { t: 'go', seat: 0, dir: 'NE' });
    expect([0, 1, 2].map((k) => verdictOf(s, k).coins)).toStrictEqual([1, 2, 1]);
  });

  it('on equal steps the seat nearer clockwise to the first player arrives first («ближе по часовой стрелке к обладателю карты первого игрока»)', () => {
    const rows = ['W3...', '.....', '.....', '.....', '.....'];
    const s = island(table(rows, [V.concat('arrowHorizontal'), ['arrowHorizontal'], ['arrowHorizontal'], ['arrowHorizontal']], { first: 2 }), {
      0: ['arrowHorizontal'],
      1: ['arrowHorizontal'],
      2: ['arrowHorizontal'],
      3: ['arrowHorizontal'],
    });
    expect([2, 3, 0, 1].map((k) => verdictOf(s, k).coins)).toStrictEqual([3, 2, 1, 0]);
  });

  it('a walk ends at the last card without coins; the way "stay" only when a move has no land to go to (ruling no-way)', () => {
    const rows = ['W~...', '~....', '.....', '.....', '.....'];
    const s = island(table(rows, [['arrowVertical', 'arrowHorizontal'], V]), { 0: ['arrowVertical', 'arrowHorizontal'], 1: V });
    expect(s.reports[0]!.paths['0']).toStrictEqual([[0, 0]]);
    expect(verdictOf(s, 0)).toMatchObject({ outcome: 'pathEnded', steps: 2, coins: 0 });
  });
});

describe('after the island', () => {
  it('deals one card to each who sailed, then up to four; the first-player card goes left («Ход игры», step 6)', () => {
    const hands: CardFace[][] = [
      ['arrowVertical', 'horse', 'horse', 'horse', 'horse', 'horse'],
      ['arrowVertical', 'arrowVertical'],
      ['arrowVertical', 'horse', 'horse', 'horse', 'horse'],
    ];
    const s = island(table(OPEN, hands, { first: 2 }), { 0: V, 1: V, 2: V }, { 0: ['N'], 1: ['N'], 2: ['N'] });
    expect(s.seats.map((x) => x.hand.length)).toStrictEqual([6, 4, 5]);
    expect(s.first).toBe(0);
    expect(s.island).toBe(1);
    expect(s.phase).toBe('lay');
  });

  it('the game ends after the tenth island, the fourth in the learning game; most coins wins, ties share («Аррррр! Победитель!»)', () => {
    for (const learning of [false, true]) {
      const last = randomGame({ players: 3, learning }, 'end').states.at(-1)!;
      expect(last.reports).toHaveLength(learning ? 4 : 10);
      const result = engine.outcome(last)!.result;
      const best = Math.max(...Object.values(result.totals));
      expect(result.ranking[0]).toStrictEqual(Object.keys(result.totals).filter((id) => result.totals[id] === best));
    }
  });

  it('reshuffles the discards into a new deck when it runs out (ruling reshuffle)', () => {
    let s = table(OPEN, [V, V]);
    s = { ...s, deck: [], discard: ['horse', 'horse', 'horse', 'horse', 'horse', 'horse'] };
    const after = island(s, { 0: V, 1: V }, { 0: ['N'], 1: ['N'] });
    expect(after.seats.map((x) => x.hand.length)).toStrictEqual([4, 4]);
    expect(after.deck.length + after.discard.length).toBe(0);
  });
});

describe('the move log', () => {
  it('never tells a card or a Tortuga choice before the reveal, and names the move that reveals', () => {
    let s = table(OPEN, [V, V], { coins: [0, 1] });
    expect(engine.describeMove(s, { t: 'lay', seat: 0, card: 'arrowVertical' })).toStrictEqual({ key: 'secret', params: { seat: 0 } });
    s = play(play(s, { t: 'lay', seat: 0, card: 'arrowVertical' }), { t: 'done', seat: 0 });
    expect(engine.describeMove(s, { t: 'tortuga', seat: 1, coins: 1 })).toStrictEqual({ key: 'reveal', params: { seat: 1 } });
  });
});

describe('the result', () => {
  it("is the scorer's, with its warning when the purses hold more than the box's 37 coins (ruling coin-supply)", () => {
    const rows = ['W2...', '.....', '.....', '.....', '.....'];
    const start = table(rows, [['arrowHorizontal'], V, V, V], { learning: true, coins: [9, 9, 9, 9] });
    const s = island(
      { ...start, island: 3, islands: Array(4).fill(start.islands[0]!), ledger: start.ledger.map(() => [3, 3, 3]) },
      { 0: ['arrowHorizontal'], 1: V, 2: V, 3: V },
      { 1: ['S'], 2: ['S'], 3: ['S'] },
    );
    const result = engine.outcome(s)!.result;
    expect(result.totals).toStrictEqual({ 0: 11, 1: 9, 2: 9, 3: 9 });
    expect(result.ranking[0]).toStrictEqual(['0']);
    expect(result.warnings).toStrictEqual([{ code: 'WARN_COIN_SUPPLY', params: { island: 4, coins: 38, max: 37 } }]);
  });
});
