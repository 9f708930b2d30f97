/**
 * The skeleton's bots (found by folder by the bot worker, export `bots`): they decide from the
 * seat's view only. Easy takes one pebble; normal and hard take the move worth the most now.
 * A real game's `hard` searches until `clock.deadline` (Royal Stake's MCTS, Sly Thieves' search).
 */
import type { GameBots } from '../../types';
import { engine } from '../engine';
import type { Move, State, View } from '../engine/types';

const worth = (m: Move): number => (m.t === 'take' ? m.n : m.t === 'play' ? m.card : m.t === 'roll' ? 2 : 0);

/** The moves a seat could make, known from its own view (its hand, the pile, the deck's size). */
function movesFrom(v: View): Move[] {
  const moves: Move[] = [];
  for (let n = 1; n <= Math.min(3, v.pile); n++) moves.push({ t: 'take', n });
  if (v.deckSize > 0 && v.hand.length < 3) moves.push({ t: 'draw' });
  for (const card of v.hand) moves.push({ t: 'play', card });
  moves.push({ t: 'roll' });
  return moves;
}

export const bots: GameBots<State, Move> = {
  chooseMove(state, seat, level) {
    const moves = movesFrom(engine.view(state, seat) as View);
    if (level === 'easy') return moves[0]!;
    return moves.reduce((best, m) => (worth(m) > worth(best) ? m : best));
  },
};
