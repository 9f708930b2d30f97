// "Emperor" round 1: ruler-set picks, teams, the emperor's 4-card exchange and the jack exchange.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { freshSeat } from '../../../../../src/games/royal-stake/engine/seat';
import { CARD } from '../../../../../src/games/royal-stake/engine/cards';
import { rules } from '../../../../../src/games/royal-stake/engine/modes/emperor';
import { exchangeJacks } from '../../../../../src/games/royal-stake/engine/modes/emperor/jacks';
import type { RsMove, RsState } from '../../../../../src/games/royal-stake/engine/types';
import { freshEmperor } from './core-helpers';

const apply = (s: RsState, m: RsMove): RsState => {
  const r = rules.applyPhase(s, m);
  if (!r.ok) throw new Error(`${r.error} ${JSON.stringify(m)}`);
  return r.value;
};

/** Plays phase moves (choosing by `pick`) until `stop` holds. */
function playUntil(s: RsState, stop: (s: RsState) => boolean, pick: (n: number, k: number) => number = () => 0): RsState {
  let st = s;
  for (let k = 0; !stop(st); k++) {
    const moves = rules.phaseMoves(st);
    st = apply(st, moves[pick(moves.length, k) % moves.length]!);
  }
  return st;
}

const courts = (s: RsState, seat: number) => s.seats[seat]!.hand.filter((c) => CARD[c]!.kind === 'jack' || CARD[c]!.kind === 'queen');
const seedAndPicks = fc.tuple(fc.string(), fc.array(fc.nat(), { minLength: 20, maxLength: 20 }));

describe('Император: Получение наборов правителей (sets and teams)', () => {
  it("each pick puts that set's queen and jack in hand; a taken set is refused", () => {
    let s = playUntil(freshEmperor('sets'), (x) => x.phase === 'sets');
    const first = s.pickOrder[0]!;
    s = apply(s, { t: 'set', colour: 'red' });
    expect(courts(s, first).sort()).toEqual(['red-jack', 'red-queen']);
    expect(rules.phaseMoves(s).map((m) => m.t === 'set' && m.colour)).not.toContain('red');
    expect(rules.applyPhase(s, { t: 'set', colour: 'red' })).toMatchObject({ ok: false, error: 'ERR_SET_TAKEN' });
  });

  it('white = emperor with the advisor (black) against the other three; the emperor draws the stock (property)', () => {
    fc.assert(
      fc.property(seedAndPicks, ([seed, picks]) => {
        const s = playUntil(
          freshEmperor(seed),
          (x) => x.phase === 'discard',
          (n, k) => picks[k % picks.length]!,
        );
        const emperor = s.seats.findIndex((x) => x.set === 'white');
        const advisor = s.seats.findIndex((x) => x.set === 'black');
        expect(s.lead).toBe(emperor);
        expect(s.first).toBe(emperor);
        expect(s.teams![0]).toEqual([emperor, advisor]);
        expect([...s.teams![1]!].sort()).toEqual([0, 1, 2, 3, 4].filter((i) => i !== emperor && i !== advisor));
        expect(s.deck).toHaveLength(0);
        expect(s.seats.map((x) => x.hand.length)).toEqual(s.seats.map((_, i) => (i === emperor ? 13 : 9)));
        expect(s.discardOrder).toEqual([{ seat: emperor, count: 4 }]);
      }),
      { numRuns: 40 },
    );
  });
});

describe("Император: Получение наборов правителей (the emperor's discard)", () => {
  it('offers only 4 numbered cards, every combination once (property)', () => {
    fc.assert(
      fc.property(seedAndPicks, ([seed, picks]) => {
        const s = playUntil(
          freshEmperor(seed),
          (x) => x.phase === 'discard',
          (n, k) => picks[k % picks.length]!,
        );
        const hand = s.seats[s.lead!]!.hand;
        const numbered = hand.filter((c) => CARD[c]!.kind === 'number').length;
        const moves = rules.phaseMoves(s);
        const binom = (n: number, k: number): number => (k === 0 ? 1 : (binom(n - 1, k - 1) * n) / k);
        expect(moves).toHaveLength(binom(numbered, 4));
        expect(new Set(moves.map((m) => JSON.stringify(m))).size).toBe(moves.length);
        const bad = moves.filter((m) => m.t !== 'discard' || m.cards.length !== 4 || m.cards.some((c) => !hand.includes(c) || CARD[c]!.kind !== 'number'));
        expect(bad).toEqual([]);
      }),
      { numRuns: 20 },
    );
  });

  it('refuses a queen, a jack, a rarity or a white flag, and a wrong count', () => {
    const s = playUntil(freshEmperor('refuse'), (x) => x.phase === 'discard');
    const hand = s.seats[s.lead!]!.hand;
    const nums = hand.filter((c) => CARD[c]!.kind === 'number');
    for (const bad of ['white-queen', 'white-jack']) {
      expect(rules.applyPhase(s, { t: 'discard', cards: [bad, ...nums.slice(0, 3)] })).toMatchObject({ ok: false, error: 'ERR_CANNOT_DISCARD' });
    }
    const withSpecial: RsState = { ...s, seats: s.seats.map((x, i) => (i === s.lead ? { ...x, hand: [...x.hand, 'rarity-1', 'whiteFlag-1'] } : x)) };
    for (const bad of ['rarity-1', 'whiteFlag-1']) {
      expect(rules.applyPhase(withSpecial, { t: 'discard', cards: [bad, ...nums.slice(0, 3)] })).toMatchObject({ ok: false, error: 'ERR_CANNOT_DISCARD' });
    }
    expect(rules.applyPhase(s, { t: 'discard', cards: nums.slice(0, 3) })).toMatchObject({ ok: false, error: 'ERR_DISCARD_COUNT' });
    expect(rules.applyPhase(s, { t: 'discard', cards: [nums[0]!, nums[0]!, nums[1]!, nums[2]!] })).toMatchObject({ ok: false, error: 'ERR_DUPLICATE_CARD' });
  });
});

describe('Император: Обмен валетами внутри команды', () => {
  it('white and black jacks swap; red, blue, green pass to the next of their three holders clockwise', () => {
    const seats = ['red', 'white', 'green', 'black', 'blue'].map((c) => ({ ...freshSeat(), set: c as 'red', hand: [`${c}-jack`, `${c}-queen`] }));
    const out = exchangeJacks(seats);
    const jackOf = (i: number) => out[i]!.hand.find((c) => c.endsWith('-jack'));
    // Holders of red/green/blue: seats 0, 2, 4; clockwise 0 -> 2 -> 4 -> 0.
    expect([0, 1, 2, 3, 4].map(jackOf)).toEqual(['blue-jack', 'black-jack', 'red-jack', 'white-jack', 'green-jack']);
    for (const [i, s] of out.entries()) expect(s.hand).toContain(`${seats[i]!.set}-queen`);
  });

  it('after the discard the jacks are exchanged and the emperor leads (property)', () => {
    fc.assert(
      fc.property(seedAndPicks, ([seed, picks]) => {
        const pre = playUntil(
          freshEmperor(seed),
          (x) => x.phase === 'discard',
          (n, k) => picks[k % picks.length]!,
        );
        const s = playUntil(
          pre,
          (x) => x.phase === 'trick',
          (n) => picks[0]! % n,
        );
        expect(s.trick).toEqual({ leader: pre.lead, plays: [], greenPending: [] });
        expect(s.seats.map((x) => x.hand.length)).toEqual([9, 9, 9, 9, 9]);
        expect(s.seats[pre.lead!]!.discarded).toHaveLength(4);
        const holder = (card: string) => s.seats.findIndex((x) => x.hand.includes(card));
        const owner = (c: string) => s.seats.findIndex((x) => x.set === c);
        expect(holder('white-jack')).toBe(owner('black'));
        expect(holder('black-jack')).toBe(owner('white'));
        const ring = ['red', 'blue', 'green'].map(owner).sort((a, b) => a - b);
        ring.forEach((from, i) => expect(holder(`${s.seats[from]!.set}-jack`)).toBe(ring[(i + 1) % 3]));
        for (const x of s.seats) expect(x.hand).toContain(`${x.set}-queen`);
      }),
      { numRuns: 40 },
    );
  });
});
