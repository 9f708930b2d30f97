// Issue 13: bots never spend a queen that changes nothing (rulebook royal-stake.ru.txt lines
// 363-413: the white queen gives rarity strength, the blue queen white-flag strength, the red
// queen +1 win only for a trick its player takes), and "Hint" names a legal move with a reason
// every locale words.
import { describe, expect, it } from 'vitest';
import enLocale from '../../../../../locales/en/royal-stake.json';
import ruLocale from '../../../../../locales/ru/royal-stake.json';
import { bots, sameMove } from '../../../../../src/games/royal-stake/bots';
import { usefulMoves, wastesQueen } from '../../../../../src/games/royal-stake/bots/waste';
import type { Decision } from '../../../../../src/games/royal-stake/bots/table';
import { engine } from '../../../../../src/games/royal-stake/engine';
import type { PlayMode, RsMove, RsState, RsView } from '../../../../../src/games/royal-stake/engine/types';
import type { BotLevel } from '../../../../../src/games/types';
import { rec, trickState } from '../engine/core-helpers';
import { choicePosition, tickClock } from './helpers';

const decisionOf = (s: RsState): Decision => {
  const seat = engine.toMove(s)!;
  const view = engine.view(s, seat) as RsView;
  return { table: view, seat, hand: view.hand, moves: engine.legalMoves(s), laid: 0 };
};
const has = (moves: readonly RsMove[], m: RsMove) => moves.some((x) => sameMove(x, m));

describe('queens that change nothing are filtered out', () => {
  it('a white queen on a rarity is never offered to the bots; on a plain card it stays', () => {
    const s = trickState({ seats: [{ hand: ['rarity-1', 'red-2'], set: 'white', queenUses: 1 }, { hand: ['red-4'] }, { hand: ['red-5'] }], trump: 'red' });
    const d = decisionOf(s);
    expect(has(d.moves, { t: 'play', card: 'rarity-1', queen: 'white' })).toBe(true); // the engine allows it
    const kept = usefulMoves(d);
    expect(has(kept, { t: 'play', card: 'rarity-1', queen: 'white' })).toBe(false);
    expect(has(kept, { t: 'play', card: 'red-2', queen: 'white' })).toBe(true);
    expect(has(kept, { t: 'play', card: 'rarity-1' })).toBe(true);
  });

  it('the last to play: a blue queen on a card already losing, a red queen on a lost trick go; the winning red queen stays', () => {
    const s = trickState({
      seats: [{ hand: ['green-9'] }, { hand: ['green-8'] }, { hand: ['green-2', 'green-10'], set: 'blue', queenUses: 1 }],
      trump: 'red',
      plays: [rec(0, 'green-9'), rec(1, 'green-8')],
    });
    const d = decisionOf(s);
    expect(wastesQueen(d, { t: 'play', card: 'green-2', queen: 'blue' })).toBe(true); // loses anyway
    expect(wastesQueen(d, { t: 'play', card: 'green-10', queen: 'blue' })).toBe(false); // ducks a trick it would win
    const red = trickState({
      seats: [{ hand: ['green-9'] }, { hand: ['green-8'] }, { hand: ['green-2', 'green-10'], set: 'red', queenUses: 1 }],
      trump: 'red',
      plays: [rec(0, 'green-9'), rec(1, 'green-8')],
    });
    const dr = decisionOf(red);
    expect(wastesQueen(dr, { t: 'play', card: 'green-2', queen: 'red' })).toBe(true);
    expect(wastesQueen(dr, { t: 'play', card: 'green-10', queen: 'red' })).toBe(false);
  });

  it('not last: a blue queen on a losing card stays possible while a later rarity could still be beaten', () => {
    const s = trickState({
      seats: [{ hand: ['green-9'] }, { hand: ['green-2', 'green-3'], set: 'blue', queenUses: 1 }, { hand: ['rarity-1'] }],
      trump: 'red',
      plays: [rec(0, 'green-9')],
    });
    expect(wastesQueen(decisionOf(s), { t: 'play', card: 'green-2', queen: 'blue' })).toBe(false);
    const e = trickState({
      mode: 'emperor',
      seats: [
        { hand: ['green-9'] },
        { hand: ['green-2', 'green-3'], set: 'blue', queenUses: 1 },
        { hand: ['rarity-1'] },
        { hand: ['red-1'] },
        { hand: ['red-2'] },
      ],
      plays: [rec(0, 'green-9')],
    });
    expect(wastesQueen(decisionOf(e), { t: 'play', card: 'green-2', queen: 'blue' })).toBe(true);
  });

  it('no level picks a wasted queen in 60 seeded positions of every mode', () => {
    let checked = 0;
    for (const mode of ['i-am-king', 'team', 'emperor'] as PlayMode[]) {
      for (let i = 0; i < 20; i++) {
        const s = choicePosition(mode, `waste-${mode}-${i}`, 20 + i * 3);
        if (s.phase !== 'trick') continue;
        const seat = engine.toMove(s)!;
        for (const level of ['easy', 'normal', 'hard'] as BotLevel[]) {
          const m = bots.chooseMove(s, seat, level, `w${i}`, tickClock(30));
          expect(wastesQueen(decisionOf(s), m)).toBe(false);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(60);
  }, 60_000);
});

describe('"Hint": the hard bot\'s move and why', () => {
  const reasonText = (locale: Record<string, unknown>, key: string): unknown => {
    const hint = locale.hint as Record<string, unknown>;
    return hint[key] ?? hint[`${key}_other`];
  };

  it('names a legal move of the seat to move, in every mode and phase, with a reason both locales word', () => {
    const phases = new Set<string>();
    for (const mode of ['i-am-king', 'team', 'emperor'] as PlayMode[]) {
      for (let i = 0; i < 15; i++) {
        const s = choicePosition(mode, `hint-${mode}-${i}`, i * 4);
        const seat = engine.toMove(s)!;
        const got = bots.explainMove!(s, seat, 'hard', `h${i}`, tickClock(40));
        expect(engine.legalMoves(s).some((m) => sameMove(m, got.move))).toBe(true);
        expect(engine.apply(s, got.move).ok).toBe(true);
        expect(typeof reasonText(enLocale, got.reason.key)).toBe('string');
        expect(typeof reasonText(ruLocale, got.reason.key)).toBe('string');
        phases.add(s.phase);
      }
    }
    expect([...phases].sort()).toEqual(expect.arrayContaining(['auction', 'discard', 'trick']));
  }, 60_000);

  it("is the hard bot's own choice (same seed and clock give the same move) and says why in trick terms", () => {
    const s = trickState({
      seats: [{ hand: ['green-9', 'blue-1'] }, { hand: ['green-8', 'blue-2'] }, { hand: ['green-2', 'green-10', 'blue-3'] }],
      trump: 'red',
      plays: [rec(0, 'green-9'), rec(1, 'green-8')],
    });
    const got = bots.explainMove!(s, 2, 'hard', 'x', tickClock(60));
    expect(got.move).toEqual(bots.chooseMove(s, 2, 'hard', 'x', tickClock(60)));
    // Last to play with the green 10 as the only winner: the cheapest winning card.
    expect(got).toEqual({ move: { t: 'play', card: 'green-10' }, reason: { key: 'winLowest', params: { card: 'green-10' } } });
  });
});
