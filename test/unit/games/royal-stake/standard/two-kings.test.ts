// Catch-up kings of the 2-player game in the engine (rulebook «Игра на двоих», «Третий раунд» 4:
// one deal king of rounds 1-2 per 100 VP behind, both at 200; they play as ordinary kings and
// unused ones score; ruling-two-catch-up, ruling-catch-up-kings).
import { describe, expect, it } from 'vitest';
import { engine } from '../../../../../src/games/royal-stake/engine';
import { CARD } from '../../../../../src/games/royal-stake/engine/cards';
import { explainTrick } from '../../../../../src/games/royal-stake/engine/trick/explain';
import type { Colour } from '../../../../../src/games/royal-stake/data/colours';
import type { RsState } from '../../../../../src/games/royal-stake/engine/types';
import { play } from './helpers';
import { draftFirst, seedWithGap, twoRun } from './two-helpers';

const atRound3Squad = (seed: string) => twoRun(seed, (x) => x.round === 3);
const trailing = (s: RsState) => (s.seats[0]!.score < s.seats[1]!.score ? 0 : 1);
const fits = (card: string, king: Colour) => {
  const c = CARD[card]!;
  return king === 'white' ? c.kind === 'rarity' || c.kind === 'whiteFlag' : c.suit === king;
};

describe('ruling-two-catch-up: 100-199 VP behind, the trailing player chooses one deal king', () => {
  const seed = seedWithGap(100, 200);

  it('opens phase catchUp after the round-3 squads with the deal kings of rounds 1 and 2', () => {
    const s = draftFirst(atRound3Squad(seed));
    expect(s.phase).toBe('catchUp');
    const seat = trailing(s);
    expect(engine.toMove(s)).toBe(seat);
    const kings = s.std!.kingDeck!.slice(0, 2);
    expect((s.rounds as { jesterDealKing: string }[]).slice(0, 2).map((r) => r.jesterDealKing)).toEqual(kings);
    expect(engine.legalMoves(s)).toEqual(kings.map((colour) => ({ t: 'catchUp', colour })));
    const wrong = engine.apply(s, { t: 'catchUp', colour: s.std!.kingDeck![2]! });
    expect(!wrong.ok && wrong.error).toBe('ERR_CATCH_UP_KING');
    expect(engine.describeMove!(s, { t: 'catchUp', colour: kings[1]! })).toEqual({ key: 'std.catchUp', params: { seat, colour: kings[1] } });
    const after = play(s, { t: 'catchUp', colour: kings[1]! });
    expect(after.phase).toBe('bet');
    expect(after.std!.seats[seat]!.extraKings).toEqual([{ colour: kings[1], used: false }]);
    expect(after.std!.seats[1 - seat]!.extraKings).toBeUndefined();
  });
});

describe('ruling-two-catch-up: 200 VP or more behind, both kings without a move', () => {
  it('hands both deal kings over and goes straight to the bets, naming them in the log', () => {
    const seed = seedWithGap(200, Infinity);
    let s = atRound3Squad(seed);
    while (s.std!.draft!.order.length > 1) s = play(s, engine.legalMoves(s)[0]!);
    const last = engine.legalMoves(s)[0]!;
    const line = engine.describeMove!(s, last);
    const seat = trailing(s);
    const kings = s.std!.kingDeck!.slice(0, 2);
    expect(line.key).toBe('std.characterKings');
    expect(line.params).toMatchObject({ kingsSeat: seat, king1: kings[0], king2: kings[1] });
    s = play(s, last);
    expect(s.phase).toBe('bet');
    expect(s.std!.seats[seat]!.extraKings).toEqual(kings.map((colour) => ({ colour, used: false })));
  });
});

describe('catch-up kings: none under 100 VP behind («За каждые 100 ПО разницы»)', () => {
  it('goes from the squads to the bets with no king taken', () => {
    const s = draftFirst(atRound3Squad(seedWithGap(0, 100)));
    expect(s.phase).toBe('bet');
    expect(s.std!.seats.every((x) => x.extraKings === undefined)).toBe(true);
  });
});

describe('ruling-two-catch-up: a catch-up king is laid like the own king, on a card of its colour, once', () => {
  /** Round 3's first trick with a catch-up king, the king's holder to lead with a fitting and an unfitting card. */
  function setUp(): { s: RsState; seat: number; king: Colour; good: string; bad: string } {
    const s = structuredClone(twoRun(seedWithGap(100, 200), (x) => x.round === 3 && x.phase === 'trick'));
    const seat = trailing(s);
    const king = s.std!.seats[seat]!.extraKings![0]!.colour;
    const pool = [...s.deck, ...s.seats.flatMap((x) => x.hand)];
    const good = pool.find((c) => fits(c, king))!;
    const bad = pool.find((c) => !fits(c, king) && !fits(c, s.seats[seat]!.set!))!;
    s.deck = s.deck.filter((c) => c !== good && c !== bad);
    s.seats.forEach((x) => (x.hand = x.hand.filter((c) => c !== good && c !== bad)));
    s.seats[seat]!.hand.push(good, bad);
    s.trick = { leader: seat, plays: [], greenPending: [] };
    s.std!.seats[seat]!.hermitLeft = 0;
    return { s, seat, king, good, bad };
  }

  it('offers it on a fitting card only, refuses a wrong card, the own colour and a second use', () => {
    const { s, seat, king, good, bad } = setUp();
    expect(engine.legalMoves(s)).toContainEqual({ t: 'play', card: good, king });
    expect(engine.legalMoves(s).some((m) => m.t === 'play' && m.card === bad && m.king === king)).toBe(false);
    const wrong = engine.apply(s, { t: 'play', card: bad, king });
    expect(!wrong.ok && wrong.error).toBe('ERR_KING_WRONG_CARD');
    const own = engine.apply(s, { t: 'play', card: good, king: s.seats[seat]!.set! });
    expect(!own.ok && own.error).toBe('ERR_KING_NOT_AVAILABLE');
    const after = play(s, { t: 'play', card: good, king });
    expect(after.trick!.plays[0]).toMatchObject({ seat, card: good, king });
    expect(after.std!.seats[seat]!.extraKings![0]).toEqual({ colour: king, used: true });
    expect(after.seats[seat]!.king).toBe(s.seats[seat]!.king);
    expect(engine.describeMove!(s, { t: 'play', card: good, king })).toMatchObject({ key: 'playKing', params: { king } });
  });

  it('wins the trick like any king, and cannot be laid again', () => {
    const { s, seat, king, good, bad } = setUp();
    let t = play(s, { t: 'play', card: good, king });
    t = play(t, engine.legalMoves(t).find((m) => m.t === 'play' && !m.king)!);
    expect(t.history.at(-1)!.winner).toBe(seat);
    // The trick judge reads the catch-up king on the record the same way.
    const verdict = explainTrick(t, t.history.length - 1);
    expect(verdict.ok && t.history.at(-1)!.plays[verdict.value.winner]!.seat).toBe(seat);
    expect(engine.toMove(t)).toBe(seat);
    const again = engine.apply(t, { t: 'play', card: bad, king });
    expect(!again.ok && again.error).toBe('ERR_KING_NOT_AVAILABLE');
  });
});

describe('ruling-catch-up-kings: the round record carries the catch-up kings and the scorer pays them', () => {
  it('records used and unused catch-up kings; rows of the two-players rule pay them', () => {
    let found = 0;
    for (let k = 0; k < 60 && found < 3; k++) {
      const s = twoRun(`g${k}`, () => false);
      const rec = (s.rounds[2] as { players: Record<string, { extraKings?: { colour: string; used: boolean }[] }> }).players;
      for (const id of ['0', '1']) {
        const kings = rec[id]!.extraKings;
        if (!kings) continue;
        found++;
        expect(kings).toEqual(s.std!.seats[Number(id)]!.extraKings);
        const out = engine.outcome(s) as { result: { breakdown: Record<string, { category: string; rule: string; params?: Record<string, unknown> }[]> } };
        const rows = out.result.breakdown[id]!.filter((x) => x.rule === 'two-players' && (x.category === 'usedKing' || x.category === 'unusedKing'));
        for (const king of kings) {
          const row = rows.find((x) => x.params?.colour === king.colour);
          if (!king.used) expect(row?.category).toBe('unusedKing');
          else if (row) expect(row.category).toBe('usedKing');
        }
      }
    }
    expect(found).toBeGreaterThan(0);
  });
});
