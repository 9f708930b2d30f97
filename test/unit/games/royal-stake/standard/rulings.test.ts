// The standard game's engine rulings (rules page, #rulings), each pinned here by name, and the
// scorer rulings the engine must feed correctly (white jester-deal king).
import { describe, expect, it } from 'vitest';
import { engine } from '../../../../../src/games/royal-stake/engine';
import { characterCards } from '../../../../../src/games/royal-stake/engine/modes/standard/deck';
import { roundRecord } from '../../../../../src/games/royal-stake/engine/modes/standard/score';
import { HIDDEN, stdViewFor } from '../../../../../src/games/royal-stake/engine/modes/standard/view';
import type { RsState, RsView } from '../../../../../src/games/royal-stake/engine/types';
import { atTrick, betAll, draftWith, play, stdConfig, stdStarted } from './helpers';

describe('ruling-std-turns', () => {
  it('ruling-std-turns: the draft opens at a drawn seat; bets go one seat at a time from the first player', () => {
    const starts = new Set(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((seed) => stdStarted(stdConfig(4), seed).std!.draft!.order[0]));
    expect(starts.size).toBeGreaterThan(1);
    let s = draftWith(stdStarted(stdConfig(4), 'turns'), {});
    const seen: number[] = [];
    while (s.phase === 'bet') {
      seen.push(engine.toMove(s)!);
      s = play(s, engine.legalMoves(s)[0]!);
    }
    expect(seen).toEqual([0, 1, 2, 3].map((k) => (s.first + k) % 4));
  });

  it('ruling-std-turns: the cheerleader chooses only once every other seat has bet', () => {
    const d = draftWith(stdStarted(stdConfig(5, { cheerleader: true }), 'late'), { 2: ['cheerleader-1'] });
    let s = d;
    while (s.phase === 'bet') {
      expect(s.std!.partner).toBeNull();
      s = play(s, engine.toMove(s) === 2 ? { t: 'bet', cards: [] } : engine.legalMoves(s)[0]!);
    }
    expect(s.phase).toBe('cheer');
    expect(s.std!.seats.every((x, i) => i === 2 || (x.bets ?? []).length === 1)).toBe(true);
  });
});

// Rulebook «Ставка» (round 1) and «Третий раунд. Ставка»: the bets go down together and the other
// characters face up beside them, so once all are laid the face-down cards are known by elimination.
describe('ruling-std-bets-open', () => {
  const betsSeenBy = (s: RsState, viewer: number) => (engine.view(s, viewer) as RsView).std!.seats.map((x) => x.bets);

  it('ruling-std-bets-open: other seats see a laid bet as hidden until the last bet, then by name', () => {
    let s = draftWith(stdStarted(stdConfig(4), 'open'), {});
    while (s.phase === 'bet') {
      const seat = engine.toMove(s)!;
      for (let v = 0; v < 4; v++) {
        betsSeenBy(s, v).forEach((bets, i) => {
          const real = s.std!.seats[i]!.bets;
          expect(bets, `seat ${i} seen by ${v}`).toEqual(i === v || real === null ? real : real.map(() => HIDDEN));
        });
      }
      s = play(s, { t: 'bet', cards: [s.std!.seats[seat]!.chars[2]!] });
    }
    for (let v = 0; v < 4; v++) expect(betsSeenBy(s, v)).toEqual(s.std!.seats.map((x) => x.bets));
  });

  it('ruling-std-bets-open: of a two-card bet the others learn the cards, never which lies first', () => {
    let t = stdStarted(stdConfig(3), 'open-third');
    while (!(t.round === 3 && t.phase === 'bet')) t = play(t, engine.legalMoves(t)[0]!);
    const first = engine.toMove(t)!;
    const chars = t.std!.seats[first]!.chars;
    const pair = ['jack', chars[0]!].sort().reverse(); // laid out of sorted order on purpose
    t = play(t, { t: 'bet', cards: pair });
    while (t.phase === 'bet') t = play(t, engine.legalMoves(t)[0]!);
    const other = (first + 1) % 3;
    expect(betsSeenBy(t, first)[first]).toEqual(pair);
    expect(betsSeenBy(t, other)[first]).toEqual(pair.slice().sort());
    const swapped = structuredClone(t);
    swapped.std!.seats[first]!.bets = pair.slice().reverse();
    expect(engine.view(swapped, other)).toEqual(engine.view(t, other));
  });

  it('ruling-std-bets-open: a card passed in the exchange stays with the two players after the reveal', () => {
    const s = draftWith(stdStarted(stdConfig(4), 'open-exchange'), {});
    const laid = betAll(s);
    const std = structuredClone(laid.std!);
    std.pending = { kind: 'exchange', from: 0, to: 1, card: 'red-5' };
    expect(stdViewFor(std, 2)!.pending).toMatchObject({ card: HIDDEN });
    expect(stdViewFor(std, 2)!.seats[0]!.bets).toEqual(std.seats[0]!.bets);
    expect(stdViewFor(std, 1)!.pending).toMatchObject({ card: 'red-5' });
  });
});

describe('ruling-std-preparation', () => {
  it('ruling-std-preparation: a face-up cardsharp and berserker give one discard of three', () => {
    const d = draftWith(stdStarted(stdConfig(5), 'prep'), { 0: ['cardsharp-1', 'berserker-1', 'healer-1'] });
    expect(d.std!.seats[0]!.chars.slice().sort()).toEqual(['berserker-1', 'cardsharp-1', 'healer-1']);
    const s = betAll(d, (seat) => (seat === 0 ? { t: 'bet', cards: ['healer-1'] } : undefined));
    const mine = s.std!.prep.filter((p) => p.seat === 0);
    expect(mine).toEqual([{ seat: 0, kind: 'discard', count: 3 }]);
    expect(s.seats[0]!.hand).toHaveLength(8);
  });
});

describe('ruling-std-hermit-ninja', () => {
  const plan = {
    0: { hand: ['red-1', 'red-2', 'red-3'], set: 'green' as const, chars: ['ninja-1', 'hermit-1', 'healer-1'], bets: ['healer-1'] },
    1: { hand: ['red-4', 'red-5', 'red-6'] },
    2: { hand: ['red-7', 'blue-5', 'blue-6'] },
    3: { hand: ['red-10', 'blue-8', 'blue-9'] },
  };

  it('ruling-std-hermit-ninja: no ninja once the green queen is laid; the hermit still on the late turn', () => {
    const s = atTrick(stdConfig(4), 'late-turn', plan, 0);
    s.seats[0]!.queenUses = 1;
    const green = play(s, { t: 'green' });
    expect(engine.toMove(green)).toBe(1);
    const late = play(green, { t: 'play', card: 'red-4' }, { t: 'play', card: 'red-7' }, { t: 'play', card: 'red-10' });
    expect(engine.toMove(late)).toBe(0);
    const legal = engine.legalMoves(late);
    expect(legal.some((m) => m.t === 'ninja')).toBe(false);
    expect(legal).toContainEqual({ t: 'hermit' });
  });

  it('ruling-std-hermit-ninja: the ninja may hand on the lead again in a later trick', () => {
    const s = atTrick(
      stdConfig(4),
      'again',
      {
        ...plan,
        0: { ...plan[0], hand: ['red-10', 'red-1', 'red-2'] },
        1: { hand: ['red-4', 'blue-1', 'blue-2'] },
        2: { hand: ['red-7', 'blue-5', 'blue-6'] },
        3: { hand: ['red-5', 'blue-8', 'blue-9'] },
      },
      0,
    );
    const t = play(
      s,
      { t: 'ninja', seat: 1 },
      { t: 'play', card: 'red-4' },
      { t: 'play', card: 'red-7' },
      { t: 'play', card: 'red-5' },
      { t: 'play', card: 'red-10' },
    );
    expect(t.history[0]!.winner).toBe(0);
    expect(engine.legalMoves(t)).toContainEqual({ t: 'ninja', seat: 1 });
  });
});

describe('ruling-std-base-squads', () => {
  it('ruling-std-base-squads: four players keep the spare cardsharp and hermit; other counts refuse the option', () => {
    const cards = characterCards(stdConfig(4, { baseSquads4p: true }));
    expect(cards.filter((c) => c.startsWith('cardsharp-'))).toHaveLength(3);
    expect(cards.filter((c) => c.startsWith('hermit-'))).toHaveLength(3);
    for (const n of [3, 5]) {
      const r = engine.setup(stdConfig(n, { baseSquads4p: true }), 'x');
      expect(!r.ok && r.error).toBe('ERR_OPTION_NOT_AVAILABLE');
    }
  });
});

describe('ruling-jester-deal in the engine', () => {
  it('ruling-jester-deal: a white deal king charges for rarities and flags in tricks won with one', () => {
    const s = atTrick(stdConfig(4, { jesterDeal: true }), 'white', {
      0: { hand: ['rarity-1', 'red-9'] },
      1: { hand: ['whiteFlag-1', 'red-2'] },
      2: { hand: ['green-3', 'red-3'] },
      3: { hand: ['green-4', 'red-4'] },
    });
    s.std!.dealKing = 'white';
    const t = play(s, { t: 'play', card: 'rarity-1' }, { t: 'play', card: 'whiteFlag-1' }, { t: 'play', card: 'green-3' }, { t: 'play', card: 'green-4' });
    expect(t.history[0]!.winner).toBe(0);
    expect((roundRecord(t).players as Record<string, { dealPenaltyCards: number }>)['0']!.dealPenaltyCards).toBe(2);
  });
});
