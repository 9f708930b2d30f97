// Bets, preparation and scoring of the 2-player game in the engine (rulebook «Игра на двоих»:
// one bet card, the jack as a bet from round 1, the jack's +3 shift, doubled round-3 bets; the
// berserker's 2-player variant; the tie-break of «Третий раунд» 9; ruling-two-jack-shift).
import { describe, expect, it } from 'vitest';
import { engine } from '../../../../../src/games/royal-stake/engine';
import { JACK_FACE } from '../../../../../src/games/royal-stake/data/rulers';
import { BERSERKER_TEN_IDS } from '../../../../../src/games/royal-stake/engine/cards';
import { faceUpOf } from '../../../../../src/games/royal-stake/engine/modes/standard/faces';
import { stdScorerInput } from '../../../../../src/games/royal-stake/engine/modes/standard/score';
import { scoreRounds } from '../../../../../src/games/royal-stake/score';
import type { RsState } from '../../../../../src/games/royal-stake/engine/types';
import { betAll, draftWith, play } from './helpers';
import { TWO, twoLastTrick, twoRun } from './two-helpers';

type Rec = { jesterDealKing?: string; players: Record<string, Record<string, unknown> & { jackShift?: boolean; bets: string[] }> };

/** The scorer's running VP after round `r` (0-based) of `s.rounds`, with that round replaced by `rec`. */
function runningWith(s: RsState, r: number, rec: Rec): Record<string, number> {
  const input = stdScorerInput({ ...s, rounds: [...s.rounds.slice(0, r), rec] });
  const scored = scoreRounds(input);
  if (!scored.ok) throw new Error(`${scored.error} ${JSON.stringify(scored.params)}`);
  return scored.value.running.at(-1)!;
}

describe('2-player bets: one card every round (Игра на двоих: «Даже в третьем раунде … только 1 карта»)', () => {
  it('offers single-card bets only in round 3 and refuses two cards with ERR_BET_CARDS', () => {
    const s = twoRun('one-bet', (x) => x.round === 3 && x.phase === 'bet');
    const legal = engine.legalMoves(s);
    expect(legal.length).toBe(4);
    expect(legal.every((m) => m.t === 'bet' && m.cards.length === 1)).toBe(true);
    const chars = s.std!.seats[engine.toMove(s)!]!.chars;
    const two = engine.apply(s, { t: 'bet', cards: [chars[0]!, 'jack'] });
    expect(!two.ok && two.error).toBe('ERR_BET_CARDS');
  });

  it('allows the jack as the bet from round 1, all three characters then face up («Можно использовать валета для ставки с первого раунда»)', () => {
    const s = twoRun('jack-bet', (x) => x.round === 1 && x.phase === 'bet');
    const seat = engine.toMove(s)!;
    expect(engine.legalMoves(s)).toContainEqual({ t: 'bet', cards: ['jack'] });
    const after = play(s, { t: 'bet', cards: ['jack'] });
    expect(faceUpOf(after.std!, seat)).toHaveLength(3);
  });
});

describe('ruling-two-jack-shift: the engine shifts a face-up jack exactly when the round scores more', () => {
  it('a cardsharp bet on 3 wins fails unshifted and pays 30 shifted (0+3), against the jack face for 3 wins', () => {
    const s = twoLastTrick('shift', 1, {
      0: { card: 'black-10', tricks: 2, chars: ['cardsharp-1', 'samurai-1', 'healer-1'], bets: ['cardsharp-1'] },
      1: { card: 'red-1', tricks: 6, chars: ['militia-1', 'collector-1', 'berserker-1'], bets: ['militia-1'] },
    });
    const led = play(s, { t: 'play', card: 'black-10' });
    const end = play(led, { t: 'play', card: 'red-1' });
    expect(end.round).toBe(2);
    const rec = end.rounds[0] as Rec;
    expect(rec.players['0']!.tricks).toBe(3);
    const face = JACK_FACE[s.seats[0]!.set!][3] ?? 0;
    expect(rec.players['0']!.jackShift === true).toBe(30 > face);
    // The round's log line says whose jack shifted.
    const line = engine.describeMove!(led, { t: 'play', card: 'red-1' });
    const shifts = ['0', '1'].filter((id) => rec.players[id]!.jackShift);
    expect(line.key).toBe(shifts.length === 2 ? 'roundOver2ShiftBoth' : shifts.length === 1 ? 'roundOver2Shift' : 'roundOver2');
    if (shifts.length === 1) expect(line.params!.shiftSeat).toBe(Number(shifts[0]));
    const scored = scoreRounds(stdScorerInput(end));
    expect(scored.ok && scored.value.running[0]).toEqual({ '0': end.seats[0]!.score, '1': end.seats[1]!.score });
  });

  it('in random games every face-up jack took the better of shifting and not (ties stay face up)', () => {
    let shifted = 0;
    let kept = 0;
    for (let k = 0; k < 12; k++) {
      const s = twoRun(`shift${k}`, () => false);
      (s.rounds as Rec[]).forEach((rec, r) => {
        for (const id of ['0', '1']) {
          const p = rec.players[id]!;
          if (p.bets.includes('jack')) {
            expect(p.jackShift).toBeUndefined();
            continue;
          }
          const flip: Rec = { ...rec, players: { ...rec.players, [id]: { ...p, jackShift: !p.jackShift } } };
          const mine = runningWith(s, r, rec)[id]!;
          const other = runningWith(s, r, flip)[id]!;
          if (p.jackShift) {
            expect(mine).toBeGreaterThan(other);
            shifted++;
          } else {
            expect(mine).toBeGreaterThanOrEqual(other);
            kept++;
          }
        }
      });
    }
    expect(shifted).toBeGreaterThan(0);
    expect(kept).toBeGreaterThan(0);
  });
});

describe('2-player round 3: bet VP doubled (Игра на двоих: «число ПО … в этом раунде удваивается»)', () => {
  it('pays a cardsharp bet on exactly 2 wins 120 instead of 60', () => {
    const s = twoLastTrick('double', 3, {
      0: { card: 'black-10', tricks: 1, chars: ['cardsharp-1', 'samurai-1', 'healer-1'], bets: ['cardsharp-1'] },
      1: { card: 'red-1', tricks: 7, chars: ['militia-1', 'collector-1', 'berserker-1'], bets: ['militia-1'] },
    });
    const end = play(s, { t: 'play', card: 'black-10' }, { t: 'play', card: 'red-1' });
    expect(end.phase).toBe('over');
    const out = engine.outcome(end) as { result: { breakdown: Record<string, { category: string; points: number; params?: Record<string, number> }[]> } };
    const bet = out.result.breakdown['0']!.find((x) => x.params?.round === 3 && x.params?.doubled === 1);
    expect(bet?.points).toBe(120);
    expect(end.seats.map((x) => x.score)).toEqual(
      [out.result.breakdown['0'], out.result.breakdown['1']].map((rows) => rows!.reduce((a, x) => a + x.points, 0)),
    );
  });
});

describe('berserker, 2 players (its card: «Возьмите на руку две чёрные «10» берсерка и сбросьте 2 карты»)', () => {
  it('takes both berserker black 10s in preparation and owes a discard of 2', () => {
    const start = twoRun('berserker', (x) => x.round === 1 && x.phase === 'squad' && x.seats.every((y) => y.set !== null));
    const seat = start.std!.draft!.order[0]!;
    const drafted = draftWith(start, { [seat]: ['berserker-1'] });
    const bet = betAll(drafted, (i, s) => {
      if (i !== seat) return undefined;
      return engine.legalMoves(s).find((m) => m.t === 'bet' && m.cards[0] !== 'berserker-1');
    });
    expect(bet.phase).toBe('prep');
    expect(BERSERKER_TEN_IDS.every((c) => bet.seats[seat]!.hand.includes(c))).toBe(true);
    const task = bet.std!.prep.find((t) => t.seat === seat && t.kind === 'discard')!;
    const sharps = faceUpOf(bet.std!, seat).filter((c) => c === 'cardsharp').length;
    expect(task.count).toBe(2 + 2 * sharps);
    expect(bet.seats[seat]!.hand).toHaveLength(9 + task.count);
  });
});

describe('2-player tie (Третий раунд 9: «В случае ничьей побеждает игрок с наименьшим номером короля»)', () => {
  it('puts the lower king number first on equal VP', () => {
    const s = structuredClone(twoRun('tie', () => false));
    const deck = s.std!.kingDeck!;
    const flat = { faceUp: [] as string[], tricks: 0, won: {}, redQueen: false, kingUsed: true, queenRecharged: false, dealPenaltyCards: 0 };
    s.rounds = deck.map((king) => ({
      jesterDealKing: king,
      players: {
        '0': { ...flat, faceUp: ['healer', 'collector', 'militia'], bets: ['jack'], tricks: 4 },
        '1': { ...flat, faceUp: ['samurai', 'cardsharp', 'ninja'], bets: ['jack'], tricks: 5 },
      },
    }));
    const out = engine.outcome(s) as { result: { totals: Record<string, number>; ranking: string[][] } };
    expect(out.result.totals['0']).toBe(out.result.totals['1']);
    // Both kings lie used: their back numbers decide (ruling-king-number; TEST_VALUES backs 11-15 in colour order).
    const back = TWO.values.kingNumbers.back;
    const lower = back[s.seats[0]!.set!] < back[s.seats[1]!.set!] ? '0' : '1';
    expect(out.result.ranking[0]).toEqual([lower]);
  });
});
