// The arrival judge's input from a walked island (engine/judgeInput.ts): a doubled move that can
// go nowhere stays put (rules page #ruling-no-way) and enters no cell, so the cells of the moves
// after it must not be read as its own. Found by the bots' bench: a doubled one-line arrow stuck
// in a corner, then a horse into a robber, made the judge refuse the island (ERR_BAD_STATE).
import { describe, expect, it } from 'vitest';
import { engine } from '../../../../../src/games/jackal/engine';
import { island, table, verdictOf } from './scenario';

const ROWS = ['.....', '.....', '...2.', '..X..', '....W'];
const HANDS = [['arrowRising', 'horse', 'double'], ['arrowVertical']] as const;

/** Seat 0 lays a '/' arrow doubled (no way from the corner: it stays) then a horse going `way`. */
function walk(way: 'NNW' | 'WNW') {
  const s = table(
    ROWS,
    HANDS.map((h) => h.slice()),
  );
  return island(s, { 0: ['arrowRising', 'horse'], 1: ['arrowVertical'] }, { 0: ['stay', way], 1: ['N'] }, { 0: [{ t: 'attach', card: 'double', at: 0 }] });
}

describe('the judge reads each move with the cells it entered', () => {
  it('a doubled move that stayed put counts its step; the horse after it digs at step 2 («Как понять, кто пришёл к кладу первым?»)', () => {
    const after = walk('NNW');
    expect(verdictOf(after, 0)).toMatchObject({ outcome: 'treasure', steps: 2, coins: 2 });
  });

  it('the horse after it meets the robber unarmed: the island is judged, not refused («Как проходить разбойника?»)', () => {
    const after = walk('WNW');
    expect(engine.toMove(after)).not.toBeNull();
    expect(verdictOf(after, 0)).toMatchObject({ outcome: 'robber', steps: 2, coins: 0 });
  });
});
