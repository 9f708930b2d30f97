// Issue 22: Royal Stake tells History and Statistics about a session itself (storage no longer
// reads its input): the mode, whether the places belong to teams (team whist, "Emperor"), and in
// "I am King" (rules page #mode-i-am-king) the rounds fully entered and those the King won, the
// King winning with more wins (tricks, plus one for a red queen in a won trick) than anyone else.
import { describe, expect, it } from 'vitest';
import { MODES } from '../../../../src/games/royal-stake/data/decks';
import { RED_QUEEN_WINS } from '../../../../src/games/royal-stake/data/rulers';
import { rsFacts } from '../../../../src/games/royal-stake/score/facts';

const ids = new Set(['a', 'b', 'c']);
/** One "I am King" round as the scorer reads it (score/i-am-king.ts): tricks per player, the King. */
const round = (king: string, tricks: [number, number, number], redQueen?: string) => ({
  king,
  players: Object.fromEntries(
    ['a', 'b', 'c'].map((id, i) => [id, { rulers: ['red', 'blue', 'green'][i], tricks: tricks[i], ...(redQueen === id ? { redQueen: true } : {}) }]),
  ),
});

describe('Royal Stake session facts', () => {
  it('every mode is named; team whist and "Emperor" places belong to teams', () => {
    for (const mode of MODES) expect(rsFacts(mode, [], ids)?.mode).toBe(mode);
    expect(MODES.filter((m) => rsFacts(m, [], ids)?.teams)).toEqual(['team', 'emperor']);
    expect(rsFacts('chess', [], ids)).toBeUndefined();
  });

  it('"I am King": counts fully entered rounds and the rounds the King won', () => {
    const rounds = [
      round('a', [5, 3, 1]), // King 5 beats 3 and 1: won
      round('b', [4, 4, 1]), // King 4 ties 4: lost
      round('c', [4, 2, 3], 'c'), // 3 + red queen = 4 ties 4: lost
      { king: 'a', players: { a: { tricks: 9 } } }, // not fully entered: not counted
    ];
    expect(RED_QUEEN_WINS).toBe(1);
    expect(rsFacts('i-am-king', rounds, ids)).toEqual({ mode: 'i-am-king', counters: { kingRounds: 3, kingWins: 1 } });
    expect(rsFacts('i-am-king', [round('b', [3, 3, 3], 'b')], ids)?.counters).toEqual({ kingRounds: 1, kingWins: 1 });
    expect(rsFacts('standard', rounds, ids)).toEqual({ mode: 'standard' });
    expect(rsFacts('i-am-king', [], ids)).toEqual({ mode: 'i-am-king' });
  });
});
