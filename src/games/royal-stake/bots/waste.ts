/**
 * Moves that spend a queen for nothing, which no bot level should pick (issue 13): a white
 * queen on a rarity (the card already has rarity strength), a blue queen on a card that is
 * already losing and stays lost, and, for the last seat to act, any white, blue or red queen
 * that leaves the trick's winner as it is (the red queen pays only for a won trick).
 */
import { CARD } from '../engine/cards';
import { trickWinner } from '../engine/trick/winner';
import type { PlayRecord, RsMove } from '../engine/types';
import { recordFor } from './play';
import type { Decision } from './table';

type PlayMove = Extract<RsMove, { t: 'play' }>;

/** The same play without the queen (the king, if any, stays on the card). */
function withoutQueen(m: PlayMove): PlayMove {
  return m.king ? { t: 'play', card: m.card, king: true } : { t: 'play', card: m.card };
}

/** True when `m` spends a queen that changes nothing for this trick. */
export function wastesQueen(d: Decision, m: RsMove): boolean {
  if (m.t !== 'play' || (m.queen !== 'white' && m.queen !== 'blue' && m.queen !== 'red')) return false;
  if (m.queen === 'white' && CARD[m.card]?.kind === 'rarity') return true;
  const t = d.table;
  const trick = t.trick;
  if (!trick) return false;
  const onTable: readonly PlayRecord[] = trick.plays;
  const mode = t.config.mode;
  const wins = (mv: PlayMove) => trickWinner([...onTable, recordFor(t, d.seat, mv)], mode, t.trump).index === onTable.length;
  const after = t.seats.length - onTable.length - trick.greenPending.length - 1;
  const last = after <= 0 && !trick.greenPending.some((s) => s !== d.seat);
  const queenWins = wins(m);
  if (m.queen === 'red') return last && !queenWins;
  const plainWins = wins(withoutQueen(m));
  if (last) return queenWins === plainWins;
  if (m.queen === 'blue' && onTable.length > 0 && !plainWins && !queenWins) {
    // A flag-strength card can still climb over a later rarity, except in "Emperor" or under a king.
    const now = trickWinner(onTable, mode, t.trump);
    return mode === 'emperor' || onTable[now.index]?.king !== undefined;
  }
  return false;
}

/** `moves` without the wasteful ones (all of them if every move would be dropped). */
export function usefulMoves(d: Decision): RsMove[] {
  if (d.table.phase !== 'trick') return d.moves.slice();
  const kept = d.moves.filter((m) => !wastesQueen(d, m));
  return kept.length > 0 ? kept : d.moves.slice();
}
