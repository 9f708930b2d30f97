// Scenario tests of the squad step (rulebook «Создание отряда в первом раунде», «Второй раунд»
// 2.1-2.3, «Номер короля»): the snake draft of sets and characters, the first player by king
// number, the redraft in king order without one's own last cards.
import { describe, expect, it } from 'vitest';
import { engine } from '../../../../../src/games/royal-stake/engine';
import { snakeOrder } from '../../../../../src/games/royal-stake/engine/modes/standard/round';
import { characterCards } from '../../../../../src/games/royal-stake/engine/modes/standard/deck';
import type { RsMove, RsState } from '../../../../../src/games/royal-stake/engine/types';
import { TEST_VALUES, play, runTo, stdConfig, stdStarted } from './helpers';

const code = (s: RsState, m: RsMove) => {
  const r = engine.apply(s, m);
  return r.ok ? 'ok' : r.error;
};

/** Picks characters while allowed, a set when forced: every seat takes its set last. */
function draftSetsLast(s: RsState): RsState {
  while (s.phase === 'squad') {
    const legal = engine.legalMoves(s);
    s = play(s, legal.find((m) => m.t === 'character') ?? legal[0]!);
  }
  return s;
}

describe('round-1 draft (snake order, one set and three characters each)', () => {
  it('runs 1..n, n..1, 1..n, n..1 from the drawn seat, four picks each', () => {
    const s = stdStarted(stdConfig(5), 'snake');
    const order = s.std!.draft!.order;
    expect(order).toEqual(snakeOrder(order[0]!, 5));
    expect(order.slice(0, 10)).toEqual([0, 1, 2, 3, 4, 4, 3, 2, 1, 0].map((i) => (i + order[0]!) % 5));
    expect(order).toHaveLength(20);
  });

  it('offers sets and characters; the last pick of a seat without a set must be a set', () => {
    const s = stdStarted(stdConfig(4), 'forced');
    const seat = s.std!.draft!.order[0]!;
    expect(engine.legalMoves(s).filter((m) => m.t === 'set')).toHaveLength(5);
    let t = s;
    // Walk until `seat` makes its fourth pick with no set.
    while (t.std!.draft!.order[0] !== seat || t.std!.draft!.order.filter((x) => x === seat).length > 1) {
      const legal = engine.legalMoves(t);
      const me = t.std!.draft!.order[0] === seat;
      t = play(t, me ? legal.find((m) => m.t === 'character')! : (legal.find((m) => m.t === 'set') ?? legal[0]!));
    }
    expect(t.seats[seat]!.set).toBeNull();
    expect(engine.legalMoves(t).every((m) => m.t === 'set')).toBe(true);
    expect(code(t, { t: 'character', card: t.std!.draft!.pool[0]! })).toBe('ERR_MUST_TAKE_SET');
  });

  it('refuses a second set, and a character not on the table', () => {
    let s = stdStarted(stdConfig(3), 'second');
    const seat = s.std!.draft!.order[0]!;
    s = play(s, { t: 'set', colour: 'red' });
    // Walk back to the same seat.
    while (s.std!.draft!.order[0] !== seat) s = play(s, engine.legalMoves(s).find((m) => m.t === 'character')!);
    expect(code(s, { t: 'set', colour: 'blue' })).toBe('ERR_HAS_SET');
    expect(code(s, { t: 'character', card: 'jester-9' })).toBe('ERR_CHARACTER_NOT_ON_TABLE');
    expect(code(s, { t: 'set', colour: 'red' })).toBe('ERR_HAS_SET');
  });

  it('after the draft the lowest king number takes the first-player card, and bets open from it', () => {
    const s = draftSetsLast(stdStarted(stdConfig(4), 'first'));
    expect(s.phase).toBe('bet');
    const front = TEST_VALUES.kingNumbers.front;
    const lowest = s.seats.map((x, i) => [front[x.set!], i] as const).sort((a, b) => a[0] - b[0])[0]![1];
    expect(s.first).toBe(lowest);
    expect(engine.toMove(s)).toBe(lowest);
    expect(s.std!.seats.every((x) => x.chars.length === 3)).toBe(true);
    expect(new Set(s.seats.map((x) => x.set)).size).toBe(4);
  });

  it('characters in play follow the player count (3 players: 12, 4: 17, 4 with base squads: 19, 5: 19)', () => {
    expect(characterCards(stdConfig(3))).toHaveLength(12);
    expect(characterCards(stdConfig(4))).toHaveLength(17);
    expect(characterCards(stdConfig(4, { baseSquads4p: true }))).toHaveLength(19);
    expect(characterCards(stdConfig(4, { cheerleader: true }))).toHaveLength(18);
    expect(characterCards(stdConfig(5))).toHaveLength(19);
    expect(characterCards(stdConfig(5, { cheerleader: true }))).toHaveLength(20);
  });
});

describe('redraft (rounds 2-3: king order, never a card of one’s own last squad)', () => {
  it('goes three times round in ascending king number, and bars only the seat’s own last cards', () => {
    // Past round 1's draft, then on to the next squad step: round 2's redraft.
    const round2 = runTo(runTo(stdStarted(stdConfig(5), 'redraft'), 'redraft', 'bet'), 'redraft2', 'squad');
    expect(round2.round).toBe(2);
    const kn = TEST_VALUES.kingNumbers;
    const shows = round2.seats.map((x) => (x.king === 'used' ? kn.back[x.set!] : kn.front[x.set!]));
    const order = shows.map((_, i) => i).sort((a, b) => shows[a]! - shows[b]!);
    expect(round2.std!.draft!.order).toEqual([...order, ...order, ...order]);
    expect(round2.first).toBe(order[0]);
    const seat = order[0]!;
    const last = round2.std!.seats[seat]!.lastChars;
    expect(last).toHaveLength(3);
    expect(code(round2, { t: 'character', card: last[0]! })).toBe('ERR_CHARACTER_FROM_LAST_SQUAD');
    const offered = engine.legalMoves(round2).map((m) => (m.t === 'character' ? m.card : ''));
    expect(offered.some((c) => last.includes(c))).toBe(false);
    // Another seat's last cards are on offer.
    const others = round2.std!.seats.flatMap((x, i) => (i === seat ? [] : x.lastChars));
    expect(others.every((c) => offered.includes(c))).toBe(true);
  });
});
