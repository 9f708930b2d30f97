// Scenario tests around the tricks of a standard round: hidden bets (rulebook «Ставка», «Пример
// ставки в третьем раунде»), the cheerleader («Болельщица», «Карта партнёра», «Карта копии
// ставки»), preparation (cardsharp, berserker, «Свойства дам»: recharge), the jester deal
// («Необязательное правило. Шут») and the round record the scorer reads.
import { describe, expect, it } from 'vitest';
import { engine } from '../../../../../src/games/royal-stake/engine';
import { roundRecord } from '../../../../../src/games/royal-stake/engine/modes/standard/score';
import { BERSERKER_TEN_IDS } from '../../../../../src/games/royal-stake/engine/cards';
import { HIDDEN } from '../../../../../src/games/royal-stake/engine/modes/standard/view';
import type { RsMove, RsState, RsView } from '../../../../../src/games/royal-stake/engine/types';
import { atTrick, betAll, draftWith, play, runTo, stdConfig, stdStarted } from './helpers';

const code = (s: RsState, m: RsMove) => {
  const r = engine.apply(s, m);
  return r.ok ? 'ok' : r.error;
};

describe('hidden bets', () => {
  it('round 1: one of the three characters; no jack, no pair, nothing from elsewhere', () => {
    const s = draftWith(stdStarted(stdConfig(4), 'bets'), {});
    const seat = engine.toMove(s)!;
    const chars = s.std!.seats[seat]!.chars;
    expect(engine.legalMoves(s)).toEqual(chars.map((c) => ({ t: 'bet', cards: [c] })));
    expect(code(s, { t: 'bet', cards: ['jack'] })).toBe('ERR_JACK_BET_NOT_YET');
    expect(code(s, { t: 'bet', cards: [chars[0]!, chars[1]!] })).toBe('ERR_BET_CARDS');
    expect(code(s, { t: 'bet', cards: [] })).toBe('ERR_BET_CARDS');
    const foreign = s.std!.seats.find((_, i) => i !== seat)!.chars[0]!;
    expect(code(s, { t: 'bet', cards: [foreign] })).toBe('ERR_BET_NOT_IN_SQUAD');
  });

  it('stay hidden from the other seats (view and log) while a seat has still to bet', () => {
    const s = draftWith(stdStarted(stdConfig(4), 'hidden'), {});
    const seat = engine.toMove(s)!;
    const card = s.std!.seats[seat]!.chars[1]!;
    const m: RsMove = { t: 'bet', cards: [card] };
    expect(engine.describeMove(s, m)).toEqual({ key: 'std.betLaid', params: { seat } });
    const after = play(s, m);
    expect((engine.view(after, seat) as RsView).std!.seats[seat]!.bets).toEqual([card]);
    const other = (seat + 1) % 4;
    expect((engine.view(after, other) as RsView).std!.seats[seat]!.bets).toEqual([HIDDEN]);
    expect(JSON.stringify(engine.view(after, other))).not.toContain(`"${card}"`.replace(/-\d"$/, '-x'));
    const scored = runTo(after, 'hidden', 'squad');
    expect(scored.round).toBe(2);
    const rec = scored.rounds[0] as { players: Record<string, { bets: string[] }> };
    expect(rec.players[String(seat)]!.bets).toEqual([card.replace(/-\d+$/, '')]);
  });

  it('round 3: one or two of the four cards, the jack included', () => {
    let t = stdStarted(stdConfig(3), 'third');
    while (!(t.round === 3 && t.phase === 'bet')) t = play(t, engine.legalMoves(t)[0]!);
    const seat = engine.toMove(t)!;
    const chars = t.std!.seats[seat]!.chars;
    const legal = engine.legalMoves(t);
    expect(legal).toContainEqual({ t: 'bet', cards: ['jack'] });
    expect(legal).toContainEqual({ t: 'bet', cards: [chars[0]!, 'jack'] });
    expect(legal).toContainEqual({ t: 'bet', cards: [chars[0]!, chars[2]!] });
    expect(legal).toHaveLength(4 + 6);
    // The log says only that the seat has bet, not how many cards (bets are simultaneous, issue 20).
    expect(engine.describeMove(t, { t: 'bet', cards: [chars[0]!, 'jack'] })).toEqual({ key: 'std.betLaid', params: { seat: engine.toMove(t) } });
  });
});

describe('the cheerleader', () => {
  const config = stdConfig(4, { cheerleader: true });

  it('face up: no bet; after the others have bet she gives the partner card; the record names the partner', () => {
    const drafted = draftWith(stdStarted(config, 'cheer'), { 0: ['cheerleader-1'] });
    expect(drafted.std!.seats[0]!.chars).toContain('cheerleader-1');
    let s = betAll(drafted, (seat) => (seat === 0 ? { t: 'bet', cards: [] } : undefined));
    expect(s.phase).toBe('cheer');
    expect(engine.toMove(s)).toBe(0);
    expect(engine.legalMoves(s)).toEqual([1, 2, 3].map((seat) => ({ t: 'partner', seat })));
    expect(code(s, { t: 'partner', seat: 0 })).toBe('ERR_BAD_SEAT');
    s = play(s, { t: 'partner', seat: 2 });
    s = runTo(s, 'cheer', 'trick');
    expect(s.std!.partner).toEqual({ cheer: 0, partner: 2 });
    expect(roundRecord(s).players).toMatchObject({ 0: { partner: '2', bets: [], faceUp: expect.arrayContaining(['cheerleader']) } });
  });

  it('face up she may not bet another card', () => {
    const drafted = draftWith(stdStarted(config, 'cheer2'), { 1: ['cheerleader-1'] });
    let t = drafted;
    while (engine.toMove(t) !== 1) t = play(t, engine.legalMoves(t)[0]!);
    const other = t.std!.seats[1]!.chars.find((c) => c !== 'cheerleader-1')!;
    expect(code(t, { t: 'bet', cards: [other] })).toBe('ERR_CHEERLEADER_UP_NO_BET');
    expect(engine.legalMoves(t)).toEqual([
      { t: 'bet', cards: [] },
      { t: 'bet', cards: ['cheerleader-1'] },
    ]);
  });

  it('exchange: once a round on her turn, a card to the partner face down, one back', () => {
    const s = atTrick(config, 'swap', {
      0: { hand: ['red-1', 'red-2', 'red-3', 'red-4', 'red-5'], chars: ['cheerleader-1', 'hermit-1', 'ninja-1'], bets: [] },
      2: { hand: ['blue-1', 'blue-2', 'blue-3', 'blue-4', 'blue-5'] },
    });
    s.std!.partner = { cheer: 0, partner: 2 };
    s.std!.copy = null;
    s.std!.seats[0]!.exchangeLeft = true;
    expect(engine.legalMoves(s)).toContainEqual({ t: 'exchange', card: 'red-1' });
    const gave = play(s, { t: 'exchange', card: 'red-1' });
    expect(gave.phase).toBe('exchange');
    expect(engine.toMove(gave)).toBe(2);
    expect(gave.seats[2]!.hand).toContain('red-1');
    expect((engine.view(gave, 1) as RsView).std!.pending).toMatchObject({ card: HIDDEN });
    expect((engine.view(gave, 2) as RsView).std!.pending).toMatchObject({ card: 'red-1' });
    // The partner may give back the very card.
    expect(engine.legalMoves(gave)).toContainEqual({ t: 'exchange', card: 'red-1' });
    const back = play(gave, { t: 'exchange', card: 'blue-3' });
    expect(back.phase).toBe('trick');
    expect(engine.toMove(back)).toBe(0);
    expect(back.seats[0]!.hand).toEqual(['red-2', 'red-3', 'red-4', 'red-5', 'blue-3']);
    expect(engine.legalMoves(back).some((m) => m.t === 'exchange')).toBe(false);
    expect(code(back, { t: 'exchange', card: 'red-2' })).toBe('ERR_ABILITY_NOT_AVAILABLE');
  });

  it('as the bet: she copies one of another seat’s face-down bet cards; the record names it', () => {
    const drafted = draftWith(stdStarted(config, 'copy'), { 3: ['cheerleader-1'] });
    let s = betAll(drafted, (seat) => (seat === 3 ? { t: 'bet', cards: ['cheerleader-1'] } : undefined));
    expect(s.phase).toBe('cheer');
    expect(engine.legalMoves(s)).toEqual([0, 1, 2].map((seat) => ({ t: 'copy', seat, index: 0 })));
    expect(code(s, { t: 'copy', seat: 1, index: 1 })).toBe('ERR_NO_SUCH_BET');
    s = runTo(play(s, { t: 'copy', seat: 1, index: 0 }), 'copy', 'trick');
    const target = s.std!.seats[1]!.bets![0]!.replace(/-\d+$/, '');
    expect(roundRecord(s).players).toMatchObject({ 3: { copy: { player: '1', card: target }, bets: ['cheerleader'] } });
  });
});

describe('preparation', () => {
  it('a face-up berserker takes a berserker black 10 and throws away one card (it may be that 10)', () => {
    const drafted = draftWith(stdStarted(stdConfig(4), 'berserk'), { 0: ['berserker-1'] });
    let s = betAll(drafted, (seat, st) => (seat === 0 ? { t: 'bet', cards: [st.std!.seats[0]!.chars.find((c) => !c.startsWith('berserker'))!] } : undefined));
    while (s.phase === 'prep' && engine.toMove(s) !== 0) s = play(s, engine.legalMoves(s)[0]!);
    expect(s.phase).toBe('prep');
    // The tens go out in preparation order; another seat's berserker may have taken the first.
    const ten = s.seats[0]!.hand.find((c) => BERSERKER_TEN_IDS.includes(c))!;
    expect(ten).toBeDefined();
    expect(s.std!.prep[0]).toMatchObject({ seat: 0, kind: 'discard' });
    expect(engine.legalMoves(s)).toContainEqual({ t: 'discard', cards: [ten] });
    const after = play(s, { t: 'discard', cards: [ten] });
    expect(after.seats[0]!.hand).toHaveLength(s.seats[0]!.hand.length - 1);
  });

  it('a face-up cardsharp draws two from the stock and throws away two', () => {
    const drafted = draftWith(stdStarted(stdConfig(3), 'sharp'), { 1: ['cardsharp-1'] });
    const s = betAll(drafted, (seat, st) => (seat === 1 ? { t: 'bet', cards: [st.std!.seats[1]!.chars.find((c) => !c.startsWith('cardsharp'))!] } : undefined));
    const task = s.std!.prep.find((p) => p.seat === 1 && p.kind === 'discard')!;
    const sharps = s.std!.seats[1]!.chars.filter((c) => c.startsWith('cardsharp')).length;
    const bers = s.std!.seats[1]!.chars.filter((c) => c.startsWith('berserker')).length;
    expect(task.count).toBe(2 * sharps + bers);
    expect(s.seats[1]!.hand).toHaveLength(5 + task.count);
  });

  it('rounds 2-3: a face-down queen may be turned up for her cost, never below 0 VP', () => {
    let s = runTo(stdStarted(stdConfig(4), 'recharge'), 'recharge', 'squad');
    s = runTo(s, 'recharge', 'trick');
    s = runTo(s, 'recharge2', 'squad');
    expect(s.round).toBe(2);
    s = structuredClone(s);
    s.seats[0]!.set = 'white';
    s.seats.forEach((x, i) => i !== 0 && x.set === 'white' && (x.set = 'black'));
    s.seats[0]!.queenUses = 0;
    s.seats[0]!.score = 30;
    s = betAll(draftWith(s, {}));
    while (engine.toMove(s) !== 0 || s.std!.prep[0]?.kind !== 'recharge') s = play(s, engine.legalMoves(s)[0]!);
    expect(engine.legalMoves(s)).toEqual([
      { t: 'recharge', pay: true },
      { t: 'recharge', pay: false },
    ]);
    const paid = play(s, { t: 'recharge', pay: true });
    expect(paid.seats[0]).toMatchObject({ score: 0, queenUses: 1 });
    expect(paid.std!.seats[0]!.recharged).toBe(true);
    expect(engine.describeMove(s, { t: 'recharge', pay: true })).toMatchObject({ key: 'std.recharge', params: { seat: 0 } });
  });

  it('with fewer VP than her cost the queen stays face down: no recharge step at all', () => {
    let s = runTo(runTo(stdStarted(stdConfig(4), 'poor'), 'poor', 'trick'), 'poor2', 'squad');
    s = structuredClone(s);
    s.seats.forEach((x) => {
      x.queenUses = 0;
      x.score = 9;
    });
    s = betAll(draftWith(s, {}));
    expect(s.std!.prep.some((p) => p.kind === 'recharge')).toBe(false);
  });
});

describe('jester deal and the round record', () => {
  it('4 players: no deal in round 1; the one unchosen king deals in rounds 2 and 3', () => {
    let s = draftWith(stdStarted(stdConfig(4, { jesterDeal: true }), 'deal'), {});
    expect(s.std!.dealKing).toBeNull();
    const unchosen = ['white', 'red', 'blue', 'green', 'black'].filter((c) => !s.seats.some((x) => x.set === c));
    s = runTo(s, 'deal', 'squad');
    expect(s.round).toBe(2);
    expect(s.std!.dealKing).toBe(unchosen[0]);
    s = runTo(runTo(s, 'deal', 'trick'), 'deal3', 'squad');
    expect(s.round).toBe(3);
    expect(s.std!.dealKing).toBe(unchosen[0]);
  });

  it('3 players: the lower-numbered unchosen king in round 2, the other in round 3', () => {
    let s = draftWith(stdStarted(stdConfig(3, { jesterDeal: true }), 'deal3'), { 0: ['set:white'], 1: ['set:red'], 2: ['set:blue'] });
    expect(s.std!.unchosen).toEqual(['green', 'black']);
    s = runTo(s, 'a', 'squad');
    expect(s.std!.dealKing).toBe('green');
    s = runTo(runTo(s, 'b', 'trick'), 'c', 'squad');
    expect(s.std!.dealKing).toBe('black');
  });

  it('counts the deal colour’s cards in each trick won with a card of that colour; red queen use is recorded win or lose', () => {
    const s = atTrick(stdConfig(4, { jesterDeal: true }), 'count', {
      0: { hand: ['green-9', 'red-1'], set: 'red' },
      1: { hand: ['green-2', 'red-2'] },
      2: { hand: ['green-3', 'red-3'] },
      3: { hand: ['blue-4', 'green-4'] },
    });
    s.std!.dealKing = 'green';
    const t = play(
      s,
      { t: 'play', card: 'green-9', queen: 'red' },
      { t: 'play', card: 'green-2' },
      { t: 'play', card: 'green-3' },
      { t: 'play', card: 'green-4' },
    );
    const rec = roundRecord(t) as {
      jesterDealKing: string;
      players: Record<string, { dealPenaltyCards: number; redQueen: boolean; won: Record<string, number> }>;
    };
    expect(rec.jesterDealKing).toBe('green');
    expect(rec.players['0']).toMatchObject({ dealPenaltyCards: 4, redQueen: true, won: { green: 4 } });
    // Seat 0 loses the next trick (red lead, seat 1's red 2 beats the red 1): no penalty for it.
    const u = play(t, { t: 'play', card: 'red-1' }, { t: 'play', card: 'red-2' }, { t: 'play', card: 'red-3' }, { t: 'play', card: 'blue-4' });
    // Both cards played: the round is over and its record is in `rounds`.
    expect(u.round).toBe(2);
    expect((u.rounds[0] as { players: Record<string, { dealPenaltyCards: number }> }).players['0']!.dealPenaltyCards).toBe(4);
  });
});
