/** The sheet's entry rules, each tied to the rules section it follows. */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withOptions, setKingUsed, kingUsedSince, roundIsBlank, addRound } from '../../../../../../src/games/royal-stake/ui/score/edits';
import { autoDealKing, emptyWon, initialInput, isSheet, modesFor, type StdInput } from '../../../../../../src/games/royal-stake/ui/score/input';
import { missingIn } from '../../../../../../src/games/royal-stake/ui/score/missing';
import { namedParams } from '../../../../../../src/games/royal-stake/ui/score/names';
import { stdWonNeeds } from '../../../../../../src/games/royal-stake/ui/score/needs';
import { scoreSheet, tableLines, whereFailed } from '../../../../../../src/games/royal-stake/ui/score/scoring';
import { setTableFrom, setTableTotal } from '../../../../../../src/games/royal-stake/ui/score/tableRound';
import { copiesAvailable, squadComplete, tapBet, tapFaceUp } from '../../../../../../src/games/royal-stake/ui/score/squad';

const seats = (n: number) => ['A', 'B', 'C', 'D', 'E'].slice(0, n).map((id) => ({ id, name: `N${id}`, color: '#000' }));
const COLOURS = ['red', 'blue', 'white', 'green', 'black'] as const;
const std = (n: number, options = { jesterDeal: false, cheerleaderAdvanced: false, baseSquads: false }) =>
  initialInput(seats(n), { mode: 'standard', rulers: Object.fromEntries(seats(n).map((s, i) => [s.id, COLOURS[i]!])), options }) as StdInput;
const entry = (input: StdInput, r: number, id: string) => input.rounds[r]!.players[id]!;

describe('squads (Ставки; Третий раунд; Болельщица)', () => {
  it('rounds 1-2 take one bet, a second tap swaps it; round 3 takes two, the jack too', () => {
    const g = std(3);
    let e = tapBet(g, 0, entry(g, 0, 'A'), 'ninja');
    e = tapBet(g, 0, e, 'hermit');
    expect(e.bets).toEqual(['hermit']);
    e = tapBet(g, 2, e, 'jack');
    expect(e.bets).toEqual(['hermit', 'jack']);
    expect(tapBet(g, 2, e, 'militia').bets).toEqual(['hermit', 'jack']);
    expect(tapBet(g, 2, e, 'hermit').bets).toEqual(['jack']);
  });
  it('a jack bet leaves room for three face-up characters; a character bet trims the last one', () => {
    const g = std(3);
    let e = tapBet(g, 2, entry(g, 0, 'A'), 'jack');
    for (const c of ['hermit', 'militia', 'healer'] as const) e = tapFaceUp(e, c, 1);
    expect(squadComplete(g, 2, e)).toBe(true);
    e = tapBet(g, 2, e, 'ninja');
    expect(e.faceUp).toEqual(['hermit', 'militia']);
  });
  it('a second tap adds a second copy when one is free, else takes the card back (ruling-duplicate-characters)', () => {
    const g = std(5);
    let e = tapFaceUp(entry(g, 0, 'A'), 'healer', 2);
    e = tapFaceUp(e, 'healer', 2);
    expect(e.faceUp).toEqual(['healer', 'healer']);
    expect(tapFaceUp(e, 'healer', 2).faceUp).toEqual([]);
    expect(tapFaceUp(tapFaceUp(entry(g, 0, 'A'), 'healer', 1), 'healer', 1).faceUp).toEqual([]);
  });
  it('a face-up cheerleader clears the bets and needs a partner to be complete', () => {
    const g = std(4);
    let e = tapBet(g, 0, entry(g, 0, 'A'), 'ninja');
    e = tapFaceUp(e, 'cheerleader', 1);
    expect(e.bets).toEqual([]);
    e = tapFaceUp(tapFaceUp(e, 'hermit', 1), 'militia', 1);
    expect(squadComplete(g, 0, e)).toBe(false);
    expect(squadComplete(g, 0, { ...e, partner: 'B' })).toBe(true);
    expect(tapFaceUp({ ...e, partner: 'B' }, 'cheerleader', 1).partner).toBeUndefined();
  });
  it("from round 2 a player may take another copy of last round's card, not more (Драфт)", () => {
    let g = std(3);
    g = {
      ...g,
      rounds: [{ players: { ...g.rounds[0]!.players, A: { ...entry(g, 0, 'A'), bets: ['cardsharp'] }, C: { ...entry(g, 0, 'C'), bets: ['cardsharp'] } } }],
    };
    g = addRound(g) as StdInput;
    // Three players have 2 cardsharps: C held one, so C may take the other even after B took one.
    g = { ...g, rounds: [g.rounds[0]!, { players: { ...g.rounds[1]!.players, B: { ...entry(g, 1, 'B'), bets: ['cardsharp'] } } }] };
    expect(copiesAvailable(g, 1, 'C', 'cardsharp')).toBe(1);
    expect(copiesAvailable(g, 1, 'C', 'ninja')).toBe(1);
    expect(copiesAvailable(g, 1, 'C', 'jester')).toBe(0);
  });
});

describe('won cards asked for (Лекарь; Собиратель; Короли; ruling-cheerleader-partner)', () => {
  it('healer: blue and green; collector: rarities and flags; a used king its colour; nothing else', () => {
    let g = std(3);
    g = {
      ...g,
      rounds: [
        {
          players: {
            A: { ...entry(g, 0, 'A'), faceUp: ['healer'] },
            B: { ...entry(g, 0, 'B'), faceUp: ['collector'], kingUsed: true },
            C: { ...entry(g, 0, 'C'), kingUsed: true },
          },
        },
      ],
    };
    expect(stdWonNeeds(g, 0)).toEqual({ A: ['blue', 'green'], B: ['blue', 'rarity', 'whiteFlag'], C: ['rarity', 'whiteFlag'] });
  });
  it("a face-up cheerleader's needs land on the partner, whose cards she scores", () => {
    let g = std(4);
    g = { ...g, rounds: [{ players: { ...g.rounds[0]!.players, A: { ...entry(g, 0, 'A'), faceUp: ['cheerleader', 'healer', 'hermit'], partner: 'C' } } }] };
    const needs = stdWonNeeds(g, 0);
    expect(needs.A).toEqual([]);
    expect(needs.C).toEqual(['blue', 'green']);
  });
});

describe('jester deal kings and kings (Сделка с шутом; Короли)', () => {
  it('four players: the one unchosen king is set from round 2; switching the option off clears it', () => {
    const g = std(4, { jesterDeal: true, cheerleaderAdvanced: false, baseSquads: false });
    expect(g.rounds[0]!.jesterDealKing).toBeUndefined();
    const two = addRound(g) as StdInput;
    expect(two.rounds[1]!.jesterDealKing).toBe('black');
    const off = withOptions(two, { ...two.options, jesterDeal: false });
    expect(off.rounds[1]!.jesterDealKing).toBeUndefined();
    expect(withOptions(off, two.options).rounds[1]!.jesterDealKing).toBe('black');
  });
  it('three players: round 2 is chosen, round 3 takes the other unchosen king', () => {
    let g = addRound(std(3, { jesterDeal: true, cheerleaderAdvanced: false, baseSquads: false })) as StdInput;
    expect(autoDealKing(g, 1)).toBeUndefined();
    g = { ...g, rounds: [g.rounds[0]!, { ...g.rounds[1]!, jesterDealKing: 'green' }] };
    expect((addRound(g) as StdInput).rounds[2]!.jesterDealKing).toBe('black');
  });
  it('a king marked used stays used in the later rounds, and is carried into a new round', () => {
    let g = addRound(std(3)) as StdInput;
    g = setKingUsed(g, 0, 'B', true) as StdInput;
    expect(entry(g, 1, 'B').kingUsed).toBe(true);
    expect(kingUsedSince(g, 1, 'B')).toBe(0);
    expect(entry(addRound(g) as StdInput, 2, 'B').kingUsed).toBe(true);
  });
});

describe('what the sheet shows while a round is being filled in', () => {
  it('a started round is not scored: the complete rounds stay on screen, the new one lists what it lacks', () => {
    let g = std(3);
    g = {
      ...g,
      rounds: [
        {
          players: {
            A: { ...entry(g, 0, 'A'), bets: ['cardsharp'], faceUp: ['hermit', 'militia'], tricks: 0, won: emptyWon() },
            B: { ...entry(g, 0, 'B'), bets: ['ninja'], faceUp: ['healer', 'samurai'], tricks: 2, won: emptyWon() },
            C: { ...entry(g, 0, 'C'), bets: ['cardsharp'], faceUp: ['berserker', 'collector'], tricks: 3, won: emptyWon() },
          },
        },
      ],
    };
    g = addRound(g) as StdInput;
    const s = scoreSheet(g, {});
    expect(s.shown?.rounds.length).toBe(1);
    expect(s.final).toBe(false);
    expect(s.failure).toBeNull();
    expect(s.complete).toBe(1);
    expect(missingIn(g, 1).map((m) => `${m.field}:${m.player}`)).toEqual(['squad:A', 'squad:B', 'squad:C', 'tricks:A', 'tricks:B', 'tricks:C']);
    // Round 1 by hand: A 0 wins: cardsharp bet 30 + hermit 20; B 2 wins: ninja bet 70 + blue jack 0;
    // C 3 wins: white jack 30.
    expect(s.totals).toEqual({ A: 50, B: 70, C: 30 });
    expect(roundIsBlank(g, 1)).toBe(true);
  });
  it('a complete round the scorer refuses points at its round and player (ERR_TRICKS_SUM)', () => {
    let g = std(3);
    g = {
      ...g,
      rounds: [
        {
          players: {
            A: { ...entry(g, 0, 'A'), bets: ['cardsharp'], faceUp: ['hermit', 'militia'], tricks: 1, won: emptyWon() },
            B: { ...entry(g, 0, 'B'), bets: ['ninja'], faceUp: ['healer', 'samurai'], tricks: 2, won: emptyWon() },
            C: { ...entry(g, 0, 'C'), bets: ['cardsharp'], faceUp: ['berserker', 'collector'], tricks: 3, won: emptyWon() },
          },
        },
      ],
    };
    const s = scoreSheet(g, {});
    expect(s.failure?.error).toBe('ERR_TRICKS_SUM');
    expect(s.failure && whereFailed(s.failure)).toEqual({ round: 0 });
    expect(s.shown).toBeNull();
  });
  it('property: the running table lines add up to the totals for any tricks split', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 5 }), (a, b) => {
        fc.pre(a + b <= 5);
        let g = std(3);
        const t: Record<string, number> = { A: a, B: b, C: 5 - a - b };
        g = {
          ...g,
          rounds: [
            {
              players: {
                A: { ...entry(g, 0, 'A'), bets: ['cardsharp'], faceUp: ['hermit', 'militia'], tricks: t.A!, won: emptyWon() },
                B: { ...entry(g, 0, 'B'), bets: ['ninja'], faceUp: ['healer', 'samurai'], tricks: t.B!, kingUsed: true, won: emptyWon() },
                C: { ...entry(g, 0, 'C'), bets: ['jack'], faceUp: ['berserker', 'collector', 'cardsharp'], tricks: t.C!, won: emptyWon() },
              },
            },
          ],
        };
        g = {
          ...g,
          rounds: [g.rounds[0]!, g.rounds[0]!, g.rounds[0]!].map((round, r) =>
            r === 2
              ? round
              : {
                  players: Object.fromEntries(
                    Object.entries(round.players).map(([id, e]) => [id, id === 'C' ? { ...e, bets: ['cardsharp' as const], faceUp: e.faceUp.slice(0, 2) } : e]),
                  ),
                },
          ),
        };
        const s = scoreSheet(g, {});
        expect(s.shown).not.toBeNull();
        if (!s.shown) return false;
        const sums: Record<string, number> = {};
        for (const line of tableLines(s.shown)) for (const [id, p] of Object.entries(line.points)) sums[id] = (sums[id] ?? 0) + p;
        expect(sums).toEqual(s.totals);
        return true;
      }),
    );
  });
});

/**
 * A vector as the sheet stores it: the scorer's format may leave a won-card key out (read as 0),
 * the sheet stores every count a person entered, zeros included.
 */
type StoredRound = { players: Record<string, { won?: object }> };
const asEntered = <T extends { rounds: StoredRound[] }>(input: T): T => ({
  ...input,
  rounds: input.rounds.map((r) => ({
    ...r,
    players: Object.fromEntries(Object.entries(r.players).map(([id, e]) => [id, { ...e, won: { ...emptyWon(), ...e.won } }])),
  })),
});

describe('end of game (Конец игры)', () => {
  it('vector 17: unused kings get their own line after round 3, and the places are final', () => {
    const v = JSON.parse(readFileSync('test/vectors/royal-stake/17-full-game-three-players.json', 'utf8'));
    expect(scoreSheet(v.input, {}).complete).toBe(0); // a count left out is not entered
    const s = scoreSheet(asEntered(v.input), {});
    expect(s.failure).toBeNull();
    expect(s.final).toBe(true);
    const lines = tableLines(s.shown!);
    expect(lines.map((l) => l.kind)).toEqual(['round', 'round', 'round', 'end']);
    expect(lines[3]!.points).toEqual({ A: 50, B: 0, C: 0 });
    expect(s.totals).toEqual(v.expected.totals);
  });
  it('a missing bet back keeps the earlier rounds and asks for it by key', () => {
    const v = JSON.parse(readFileSync('test/vectors/royal-stake/17-full-game-three-players.json', 'utf8'));
    const { printed: _gone, ...input } = asEntered(v.input);
    const s = scoreSheet(input, {});
    expect(s.failure?.params?.key).toBe('royal-stake/bet/berserker');
    expect(s.shown?.rounds.length).toBe(2);
    expect(scoreSheet(input, { 'royal-stake/bet/berserker/2': 50 }).totals).toEqual(v.expected.totals);
  });
});

describe('tie-breaks stated (Номер короля; ruling-king-number)', () => {
  it('vector 18: the place decided by the king number says so, with both numbers', () => {
    const v = JSON.parse(readFileSync('test/vectors/royal-stake/18-tie-break-king-back.json', 'utf8'));
    const values = {
      'royal-stake/king-number/white': 1,
      'royal-stake/king-number/red': 2,
      'royal-stake/king-number-back/white': 9,
      'royal-stake/king-number-back/red': 8,
    };
    const { printed: _p, ...input } = asEntered(v.input);
    const s = scoreSheet(input, { ...values, 'royal-stake/bet/militia/1': 40 });
    expect(s.final).toBe(true);
    expect(s.shown!.ranking).toEqual(v.expected.ranking);
    expect(s.shown!.tieBreaks).toEqual([
      expect.objectContaining({ kind: 'ahead', ahead: ['B'], behind: ['A'], by: expect.objectContaining({ key: 'kingNumber', lowestWins: true }) }),
    ]);
  });
  it('before the end equal totals share a place, and the sheet says that too', () => {
    const s = scoreSheet(setTableTotal(setTableTotal(setTableTotal(setTableFrom(std(3), 0, true), 0, 'A', 50), 0, 'B', 50), 0, 'C', 10), {});
    expect(s.shown!.ranking).toEqual([['A', 'B'], ['C']]);
    expect(s.shown!.tieBreaks).toEqual([expect.objectContaining({ kind: 'shared', ids: ['A', 'B'] })]);
  });
});

describe('words, not ids', () => {
  it('player ids become names, colours and cards are translated', () => {
    const t = (k: string) => `<${k}>`;
    expect(namedParams({ player: 'B', from: 'C', colour: 'red', card: 'ninja', count: 3 }, seats(3), t)).toEqual({
      player: 'NB',
      from: 'NC',
      colour: '<colours.red>',
      card: '<characters.ninja>',
      count: 3,
    });
  });
  it('damaged data is recognised before drawing', () => {
    expect(isSheet({ mode: 'standard', players: [], rounds: [{}] })).toBe(false);
    expect(isSheet({ mode: 'chess', players: [], rounds: [] })).toBe(false);
    expect(isSheet(std(3))).toBe(true);
  });
  it('only the ways to play that fit the table are offered (Режимы)', () => {
    expect(modesFor(2)).toEqual(['two-players']);
    expect(modesFor(3)).toEqual(['standard', 'i-am-king']);
    expect(modesFor(4)).toEqual(['standard', 'team']);
    expect(modesFor(5)).toEqual(['standard', 'emperor']);
    expect(modesFor(1)).toEqual([]);
  });
});
