// One "I am King" round after the auction (rules page #mode-i-am-king, #ruling-i-am-king-sets;
// book "Я король: Ход раунда", steps 2-6): the deal, the King's set and trump, the opponents'
// sets, discards, the King's lead, round scoring, three rounds.
import { describe, expect, it } from 'vitest';
import { engine } from '../../../../../src/games/royal-stake/engine';
import { scorer } from '../../../../../src/games/royal-stake/score';
import type { RsState } from '../../../../../src/games/royal-stake/engine/types';
import { randomGame, refusal, run, started } from './core-helpers';

const CONFIG = { mode: 'i-am-king' as const, players: 3 };
const start = (seed = 'round'): RsState => started(CONFIG, seed);

describe('deal (Я король: 9 + 3 карты)', () => {
  it('9 in hand, 3 auction cards each, 7 in the deck, 43 distinct cards without the second flag', () => {
    const s = start();
    expect(s.seats.map((x) => [x.hand.length, x.auction.length])).toEqual([
      [9, 3],
      [9, 3],
      [9, 3],
    ]);
    expect(s.deck).toHaveLength(7);
    const all = [...s.deck, ...s.seats.flatMap((x) => [...x.hand, ...x.auction])];
    expect(new Set(all).size).toBe(43);
    expect(all).not.toContain('whiteFlag-2');
  });

  it('refuses other player counts', () => {
    const r = engine.setup({ mode: 'i-am-king', players: 4 }, 'x');
    expect(!r.ok && r.error).toBe('ERR_BAD_PLAYER_COUNT');
  });
});

// Rulebook royal-stake.ru.txt lines 792-794 (auction box) and step 4: the King takes up and
// discards right after the auction, then picks the set; the opponents pick, then discard.
describe('sets and trump (Я король: Получение наборов правителей)', () => {
  const s = start();
  const o = s.auction!.opener;
  // The first challenger bids 1 and the others pass: the King laid one card.
  const k = (o + 1) % 3;
  const afterAuction = run(s, { t: 'bid', n: 1 }, { t: 'pass' }, { t: 'pass' });
  const kingHand = afterAuction.seats[k]!.hand;
  const atSet = run(afterAuction, { t: 'discard', cards: [kingHand[0]!, kingHand[1]!] });

  it('the King takes the 2 unlaid auction cards and discards 2 before choosing; opponents hold all 3 already', () => {
    expect([afterAuction.phase, afterAuction.discardOrder, afterAuction.trump]).toEqual(['discard', [{ seat: k, count: 2 }], null]);
    expect(afterAuction.seats[k]!.hand).toHaveLength(11);
    expect(afterAuction.seats[k]!.laid).toHaveLength(1);
    expect(afterAuction.seats[(k + 1) % 3]!.hand).toHaveLength(12);
    expect(afterAuction.seats.every((x) => x.auction.length === 0)).toBe(true);
    expect(engine.legalMoves(afterAuction)).toHaveLength(55); // C(11, 2)
    expect(refusal(afterAuction, { t: 'discard', cards: [kingHand[0]!] })).toBe('ERR_DISCARD_COUNT');
    expect(refusal(afterAuction, { t: 'discard', cards: [kingHand[0]!, kingHand[0]!] })).toBe('ERR_DUPLICATE_CARD');
    expect(refusal(afterAuction, { t: 'discard', cards: [kingHand[0]!, 'whiteFlag-2'] })).toBe('ERR_CARD_NOT_IN_HAND');
    expect(atSet.seats[k]!.discarded).toEqual([kingHand[0], kingHand[1]]);
    expect(atSet.seats[k]!.hand).toHaveLength(9);
  });

  it('the King picks any of the five sets; its colour is trump, king ready, queen once', () => {
    expect(atSet.lead).toBe(k);
    expect(atSet.phase).toBe('kingSet');
    expect(engine.toMove(atSet)).toBe(k);
    expect(engine.legalMoves(atSet)).toHaveLength(5);
    const a = run(atSet, { t: 'set', colour: 'green' });
    expect(a.trump).toBe('green');
    expect(a.seats[k]).toMatchObject({ set: 'green', king: 'ready', queenUses: 1 });
    expect(a.phase).toBe('sets');
    expect(a.pickOrder).toEqual([(k + 1) % 3, (k + 2) % 3]);
  });

  it('opponents pick clockwise from the King among the sets left; their kings are out', () => {
    const a = run(atSet, { t: 'set', colour: 'green' });
    expect(engine.legalMoves(a).map((m) => m.t === 'set' && m.colour)).toEqual(['white', 'red', 'blue', 'black']);
    expect(refusal(a, { t: 'set', colour: 'green' })).toBe('ERR_SET_TAKEN');
    expect(refusal(a, { t: 'set', colour: 'purple' as never })).toBe('ERR_UNKNOWN_COLOUR');
    const b = run(a, { t: 'set', colour: 'white' }, { t: 'set', colour: 'black' });
    expect(b.seats[(k + 1) % 3]).toMatchObject({ set: 'white', king: 'off', queenUses: 1 });
    expect(b.seats[(k + 2) % 3]).toMatchObject({ set: 'black', king: 'off', queenUses: 1 });
    expect(b.phase).toBe('discard');
  });

  it('after the sets the opponents discard 3 each, clockwise from the King; then the King leads', () => {
    const b = run(atSet, { t: 'set', colour: 'green' }, { t: 'set', colour: 'white' }, { t: 'set', colour: 'black' });
    expect(b.discardOrder).toEqual([
      { seat: (k + 1) % 3, count: 3 },
      { seat: (k + 2) % 3, count: 3 },
    ]);
    const h1 = b.seats[(k + 1) % 3]!.hand;
    const d = run(b, { t: 'discard', cards: h1.slice(0, 3) });
    const h2 = d.seats[(k + 2) % 3]!.hand;
    const e = run(d, { t: 'discard', cards: h2.slice(0, 3) });
    expect(e.phase).toBe('trick');
    expect(e.trick).toEqual({ leader: k, plays: [], greenPending: [] });
    expect(e.seats.map((x) => x.hand.length)).toEqual([9, 9, 9]);
  });

  it('a King who laid all three auction cards skips the discard (0 = skip)', () => {
    const all = run(s, { t: 'bid', n: 3 }, { t: 'pass' }, { t: 'pass' });
    expect(all.phase).toBe('kingSet');
    const picked = run(all, { t: 'set', colour: 'red' }, { t: 'set', colour: 'white' }, { t: 'set', colour: 'blue' });
    expect(picked.discardOrder.map((d) => d.seat)).toEqual([(k + 1) % 3, (k + 2) % 3]);
    expect(picked.seats[k]!.hand).toHaveLength(9);
  });
});

describe('round end and the game (Я король: Получение ПО, три раунда)', () => {
  it("appends the scorer record, adds the scorer's points, deals round 2 with the next opener, ends after round 3", () => {
    const { states } = randomGame(CONFIG, 'full-game');
    const firstRound = states.find((x) => x.round === 2)!;
    const before = states[states.indexOf(firstRound) - 1]!;
    expect(firstRound.rounds).toHaveLength(1);
    const rec = firstRound.rounds[0] as { king: string; players: Record<string, { rulers: string; tricks: number }> };
    expect(rec.king).toBe(String(before.lead));
    expect(Object.values(rec.players).reduce((n, p) => n + p.tricks, 0)).toBe(9);
    const scored = scorer.score({ mode: 'i-am-king', players: [{ id: '0' }, { id: '1' }, { id: '2' }], rounds: firstRound.rounds });
    expect(scored.ok).toBe(true);
    if (scored.ok) expect(firstRound.seats.map((x) => x.score)).toEqual([0, 1, 2].map((i) => scored.value.totals[String(i)]));
    expect(firstRound.phase).toBe('auction');
    expect(firstRound.auction!.opener).toBe((states[0]!.auction!.opener + 1) % 3);
    const third = states.find((x) => x.round === 3)!;
    expect(third.auction!.opener).toBe((states[0]!.auction!.opener + 2) % 3);
    const last = states[states.length - 1]!;
    expect(last.phase).toBe('over');
    expect(last.rounds).toHaveLength(3);
    expect(engine.toMove(last)).toBeNull();
    expect(engine.legalMoves(last)).toEqual([]);
    expect(refusal(last, { t: 'pass' })).toBe('ERR_GAME_OVER');
    const out = engine.outcome(last);
    expect(out?.result.totals).toEqual(Object.fromEntries(last.seats.map((x, i) => [String(i), x.score])));
  });

  it('no outcome before the end', () => {
    expect(engine.outcome(start())).toBeNull();
  });
});
