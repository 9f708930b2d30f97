// "Emperor" round 2 and round scoring, with trick winners forced by the test (the trick phase
// itself is the engine core's; emperor-game.test.ts plays real tricks).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CARD } from '../../../../../src/games/royal-stake/engine/cards';
import { rules } from '../../../../../src/games/royal-stake/engine/modes/emperor';
import { scorer } from '../../../../../src/games/royal-stake/score';
import type { KingNumbers, RsState } from '../../../../../src/games/royal-stake/engine/types';
import { blankState } from '../../../../../src/games/royal-stake/engine/setup';

const KN: KingNumbers = {
  front: { white: 5, red: 2, blue: 3, green: 4, black: 1 },
  back: { white: 15, red: 12, blue: 13, green: 14, black: 11 },
};
const COLOURS = ['white', 'red', 'blue', 'green', 'black'] as const;

function fresh(seed: string, kn = KN): RsState {
  const base: RsState = { ...blankState({ mode: 'emperor', players: 5, kingNumbers: kn }, seed), phase: 'reveal' };
  return rules.startRound(base);
}

/** Phase moves (the `pick`-th offered, modulo) until the tricks start. */
function toTricks(s: RsState, pick: number): RsState {
  let st = s;
  while (st.phase !== 'trick') {
    const moves = rules.phaseMoves(st);
    const r = rules.applyPhase(st, moves[pick % moves.length]!);
    if (!r.ok) throw new Error(r.error);
    st = r.value;
  }
  return st;
}

/** Nine tricks of every seat's first card, won by `winners[k]`; `kings` lay their king. */
function fakeTricks(s: RsState, winners: number[], kings: number[] = []): RsState {
  const seats = s.seats.map((x, i) => ({ ...x, won: [...x.won], king: kings.includes(i) ? ('used' as const) : x.king }));
  for (let k = 0; k < 9; k++) {
    const cards = seats.map((x) => x.hand[k]!);
    const w = seats[winners[k % winners.length]! % 5]!;
    w.won.push(...cards);
    w.tricks++;
  }
  return { ...s, seats: seats.map((x) => ({ ...x, hand: [] })), trick: null };
}

/** Round VP worked out from the book's list, independently of the scorer. */
function expectedRound(s: RsState['seats'][number], last: boolean): number {
  const kind = (k: string) => s.won.filter((c) => CARD[c]!.kind === k).length;
  const courts = kind('jack') + kind('queen');
  const flags = kind('whiteFlag');
  const own = s.set === 'white' ? [0, 20, 50, 80, 150][Math.min(kind('rarity') + flags, 4)]! : 10 * s.won.filter((c) => CARD[c]!.colour === s.set).length;
  const unused = last && s.king !== 'used' ? { white: 60, red: 50, blue: 40, green: 30, black: 20 }[s.set!] : 0;
  return 10 * s.tricks + own + 10 * (courts + kind('rarity')) + unused - 10 * flags;
}

const owner = (s: RsState, c: string) => s.seats.findIndex((x) => x.set === c);
const gameArb = fc.record({ seed: fc.string(), pick: fc.nat(), winners: fc.array(fc.nat({ max: 4 }), { minLength: 9, maxLength: 9 }) });

describe('Император: Второй раунд', () => {
  it('own-colour queen and jack come back, 7 dealt, emperor draws 4 (property)', () => {
    fc.assert(
      fc.property(gameArb, ({ seed, pick, winners }) => {
        const r1 = toTricks(fresh(seed), pick);
        const s = rules.endRound(fakeTricks(r1, winners));
        expect(s.round).toBe(2);
        expect(s.phase).toBe('discard');
        for (const [i, x] of s.seats.entries()) {
          expect(x.hand).toContain(`${x.set}-queen`);
          expect(x.hand).toContain(`${x.set}-jack`);
          expect(x.hand.filter((c) => CARD[c]!.kind === 'jack' || CARD[c]!.kind === 'queen')).toHaveLength(2);
          expect(x.hand).toHaveLength(i === s.lead ? 13 : 9);
          expect(x.won).toEqual([]);
        }
        expect(s.deck).toHaveLength(5);
        expect(s.discardOrder[0]).toEqual({ seat: s.lead, count: 4 });
      }),
      { numRuns: 40 },
    );
  });

  it('the lowest king number showing leads: face while unused, back once used', () => {
    const r1 = toTricks(fresh('lead'), 0);
    // Black shows 1 while unused and leads; once laid it shows 11 and red (2) leads.
    expect(rules.endRound(fakeTricks(r1, [0])).first).toBe(owner(r1, 'black'));
    const used = rules.endRound(fakeTricks(r1, [0], [owner(r1, 'black')]));
    expect(used.first).toBe(owner(r1, 'red'));
    const s = toTricks(used, 0);
    expect(s.trick!.leader).toBe(owner(r1, 'red'));
  });

  it("the trailing emperor team's advisor exchanges second; a leading one lets the red king (property)", () => {
    fc.assert(
      fc.property(gameArb, ({ seed, pick, winners }) => {
        const r1 = toTricks(fresh(seed), pick);
        const s = rules.endRound(fakeTricks(r1, winners));
        const team = (t: number) => s.teams![t]!.reduce((sum, i) => sum + s.seats[i]!.score, 0);
        const second = team(0) < team(1) ? owner(s, 'black') : team(0) > team(1) ? owner(s, 'red') : null;
        expect(s.discardOrder.map((d) => d.seat)).toEqual(second === null ? [s.lead] : [s.lead, second]);
        const r = rules.applyPhase(s, rules.phaseMoves(s)[pick % rules.phaseMoves(s).length]!);
        if (!r.ok) throw new Error(r.error);
        if (second !== null) {
          expect(rules.phaseToMove(r.value)).toBe(second);
          expect(r.value.seats[second]!.hand).toHaveLength(13);
          expect(r.value.deck).toHaveLength(1);
        } else expect(r.value.phase).toBe('trick');
      }),
      { numRuns: 40 },
    );
  });

  it('all tricks to the red king: the emperor team trails, so the advisor exchanges', () => {
    const r1 = toTricks(fresh('trail'), 1);
    const s = rules.endRound(fakeTricks(r1, [owner(r1, 'red')]));
    expect(s.discardOrder.map((d) => d.seat)).toEqual([owner(r1, 'white'), owner(r1, 'black')]);
    const lead = rules.endRound(fakeTricks(r1, [owner(r1, 'white')]));
    expect(lead.discardOrder.map((d) => d.seat)).toEqual([owner(r1, 'white'), owner(r1, 'red')]);
  });

  it('teams level before round 2: no second exchange (ruling-emperor-scoring)', () => {
    const r1 = toTricks(fresh('level'), 0);
    const s = rules.startRound({ ...r1, round: 2, seats: r1.seats.map((x) => ({ ...x, score: 30 })) });
    // 2 x 30 against 3 x 30: the emperor's team is behind, so the advisor exchanges.
    expect(s.discardOrder).toHaveLength(2);
    const scores = r1.seats.map((_, i) => (r1.teams![0]!.includes(i) ? 45 : 30));
    const level = rules.startRound({ ...r1, round: 2, seats: r1.seats.map((x, i) => ({ ...x, score: scores[i]! })) });
    expect(level.discardOrder).toEqual([{ seat: r1.lead, count: 4 }]);
    expect(level.deck).toHaveLength(5);
  });
});

describe('Император: Получение победных очков (round scoring)', () => {
  it("seat VP follow the book's list and equal the scorer's totals; the game ends after round 2 (property)", () => {
    fc.assert(
      fc.property(gameArb, fc.array(fc.nat({ max: 4 }), { maxLength: 3 }), ({ seed, pick, winners }, kings) => {
        const r1 = toTricks(fresh(seed), pick);
        const played1 = fakeTricks(r1, winners, kings);
        const s2 = rules.endRound(played1);
        played1.seats.forEach((x, i) => expect(s2.seats[i]!.score).toBe(Math.max(0, expectedRound(x, false))));
        const played2 = fakeTricks(toTricks(s2, pick + 1), [...winners].reverse());
        const end = rules.endRound(played2);
        expect(end.phase).toBe('over');
        expect(end.rounds).toHaveLength(2);
        played2.seats.forEach((x, i) => expect(end.seats[i]!.score).toBe(Math.max(0, s2.seats[i]!.score + expectedRound(x, true))));
        const res = scorer.score(rules.scorerInput(end));
        if (!res.ok) throw new Error(res.error);
        end.seats.forEach((x, i) => expect(res.value.totals[String(i)]).toBe(x.score));
      }),
      { numRuns: 60 },
    );
  });

  it("scorer input names every seat's rulers and the printed king numbers", () => {
    const s = toTricks(fresh('input'), 0);
    const input = rules.scorerInput(s) as { players: { id: string; rulers: string }[]; printed: unknown };
    expect(input.players.map((p) => p.id)).toEqual(['0', '1', '2', '3', '4']);
    expect([...input.players.map((p) => p.rulers)].sort()).toEqual([...COLOURS].sort());
    expect(input.printed).toEqual({ kingNumbers: KN.front, kingBackNumbers: KN.back });
  });
});
