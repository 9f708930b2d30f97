// The normal and easy bots' sense on crafted hands: bids follow hand strength and the King's
// trump follows the longest strong colour (#mode-i-am-king), discards keep the strong cards, and
// in team whist a bot does not overtake a partner who is winning the trick (#mode-team).
import { describe, expect, it } from 'vitest';
import { bots } from '../../../../../src/games/royal-stake/bots';
import { engine } from '../../../../../src/games/royal-stake/engine';
import { CARD } from '../../../../../src/games/royal-stake/engine/cards';
import type { CardId, PlayMode, RsMove, RsState } from '../../../../../src/games/royal-stake/engine/types';
import { randomPosition, tickClock, withHand } from './helpers';

/** The first position of a random game of `mode` where `ok` holds. */
function firstWhere(mode: PlayMode, seed: string, ok: (s: RsState) => boolean): RsState {
  for (let plies = 0; plies < 200; plies++) {
    const s = randomPosition(mode, seed, plies);
    if (ok(s)) return s;
  }
  throw new Error('position not reached');
}

const apply = (s: RsState, m: RsMove): RsState => {
  const r = engine.apply(s, m);
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

const STRONG: CardId[] = ['blue-10', 'blue-9', 'blue-8', 'blue-7', 'blue-6', 'rarity-1', 'red-10', 'green-10', 'black-10'];
const WEAK: CardId[] = ['red-1', 'red-2', 'blue-1', 'blue-3', 'green-2', 'green-4', 'black-1', 'black-3', 'whiteFlag-1'];

describe('royal-stake normal bot (#mode-i-am-king)', () => {
  it('bids with a strong hand and passes with a weak one', () => {
    for (const seed of ['a', 'b', 'c']) {
      const s = firstWhere('i-am-king', seed, (x) => x.phase === 'auction');
      const seat = engine.toMove(s)!;
      expect(bots.chooseMove(withHand(s, seat, STRONG), seat, 'normal', 'n', tickClock(0)).t).toBe('bid');
      expect(bots.chooseMove(withHand(s, seat, WEAK), seat, 'normal', 'n', tickClock(0))).toEqual({ t: 'pass' });
    }
  });

  it('the easy bot passes a weak hand almost always', () => {
    const s = firstWhere('i-am-king', 'easy', (x) => x.phase === 'auction');
    const seat = engine.toMove(s)!;
    const weak = withHand(s, seat, WEAK);
    const passes = Array.from({ length: 40 }, (_, i) => bots.chooseMove(weak, seat, 'easy', `e${i}`, tickClock(0))).filter((m) => m.t === 'pass');
    expect(passes.length).toBeGreaterThanOrEqual(38);
  });

  it('the King takes the long strong colour as trump', () => {
    const s = firstWhere('i-am-king', 'king', (x) => x.phase === 'kingSet');
    const seat = engine.toMove(s)!;
    expect(bots.chooseMove(withHand(s, seat, STRONG), seat, 'normal', 'n', tickClock(0))).toEqual({ t: 'set', colour: 'blue' });
    const greens: CardId[] = ['green-10', 'green-9', 'green-7', 'green-5', 'green-3', 'red-2', 'blue-4', 'black-2', 'red-6'];
    expect(bots.chooseMove(withHand(s, seat, greens), seat, 'normal', 'n', tickClock(0))).toEqual({ t: 'set', colour: 'green' });
  });

  it('discards never throw away a rarity or a trump 10 while low plain cards are there to go', () => {
    let checked = 0;
    for (const seed of ['d1', 'd2', 'd3', 'd4', 'd5', 'd6']) {
      const s = firstWhere('i-am-king', seed, (x) => x.phase === 'discard');
      const seat = engine.toMove(s)!;
      const trump = s.trump === 'white' ? null : s.trump;
      const hand = s.seats[seat]!.hand;
      const lows = hand.filter((c) => CARD[c]!.kind === 'number' && CARD[c]!.rank <= 4 && CARD[c]!.suit !== trump);
      if (lows.length < 3) continue;
      const m = bots.chooseMove(s, seat, 'normal', 'n', tickClock(0));
      expect(m.t).toBe('discard');
      if (m.t !== 'discard') continue;
      for (const c of m.cards) {
        expect(CARD[c]!.kind).not.toBe('rarity');
        expect(c).not.toBe(`${trump}-10`);
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(2);
  });
});

describe('royal-stake normal bot in team whist (#mode-team)', () => {
  /** A trick where the leader led red-2 and the next two seats played `second` and red-3. */
  function trickWith(second: CardId): { s: RsState; seat: number } {
    let s = firstWhere('team', 'partner', (x) => x.phase === 'trick' && x.trick?.plays.length === 0 && x.history.length === 0);
    const lead = s.trick!.leader;
    const me = (lead + 3) % 4;
    s = withHand(s, lead, ['red-2']);
    s = withHand(s, (lead + 1) % 4, [second]);
    s = withHand(s, (lead + 2) % 4, ['red-3']);
    s = withHand(s, me, ['red-10', 'red-4']);
    s = apply(s, { t: 'play', card: 'red-2' });
    s = apply(s, { t: 'play', card: second });
    s = apply(s, { t: 'play', card: 'red-3' });
    return { s, seat: me };
  }

  it('does not overtake a winning partner, but beats a winning rival', () => {
    // Seat lead+1 is my partner (opposite seats are partners): it wins with red-9, so I shed.
    const partner = trickWith('red-9');
    const shed = bots.chooseMove(partner.s, partner.seat, 'normal', 'n', tickClock(0));
    expect(shed).not.toEqual({ t: 'play', card: 'red-10' });
    const after = apply(partner.s, shed);
    expect(after.history[after.history.length - 1]!.winner).toBe((partner.s.trick!.leader + 1) % 4);
    // Now the rival at lead+2 would win: red-3 over red-2, and my partner played a red-1.
    let s = firstWhere('team', 'partner', (x) => x.phase === 'trick' && x.trick?.plays.length === 0 && x.history.length === 0);
    const lead = s.trick!.leader;
    const me = (lead + 3) % 4;
    s = withHand(s, lead, ['red-2']);
    s = withHand(s, (lead + 1) % 4, ['red-1']);
    s = withHand(s, (lead + 2) % 4, ['red-9']);
    s = withHand(s, me, ['red-10', 'red-4']);
    for (const card of ['red-2', 'red-1', 'red-9']) s = apply(s, { t: 'play', card });
    const won = apply(s, bots.chooseMove(s, me, 'normal', 'n', tickClock(0)));
    expect(won.history[won.history.length - 1]!.winner).toBe(me);
  });
});
