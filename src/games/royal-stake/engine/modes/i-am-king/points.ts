/**
 * VP each seat earns in a finished "I am King" round (#mode-i-am-king), computed straight from
 * the seats for the running score shown during play. It mirrors score/i-am-king.ts scoreRound
 * (the authority: the game's outcome is the scorer's result); a property test keeps the two
 * equal. Running the full scorer at every round end would cost bot playouts a third of their speed.
 */
import { I_AM_KING } from '../../../data/modes';
import { RED_QUEEN_WINS } from '../../../data/rulers';
import type { SeatState } from '../../types';

const winsOf = (s: SeatState): number => s.tricks + (s.redQueenWin ? RED_QUEEN_WINS : 0);

/** Points of each seat this round; `king` is the King's seat. */
export function roundPoints(seats: readonly SeatState[], king: number): number[] {
  const kingWins = winsOf(seats[king]!);
  let beatsAll = true;
  for (let i = 0; i < seats.length; i++) if (i !== king && winsOf(seats[i]!) >= kingWins) beatsAll = false;
  return seats.map((s, i) => {
    const w = winsOf(s);
    let vp = 0;
    if (i === king) {
      if (beatsAll) vp += I_AM_KING.kingWins;
      if (beatsAll && w >= I_AM_KING.bigWinTricks) vp += I_AM_KING.kingBigWin;
    } else {
      if (!beatsAll) vp += I_AM_KING.defendersWin;
      if (w === I_AM_KING.jackBackWins) vp += I_AM_KING.jackBack;
    }
    for (const beaten of s.flagWins) vp += beaten > 1 ? I_AM_KING.flagOverRarities : I_AM_KING.flagOverOneRarity;
    return vp;
  });
}
