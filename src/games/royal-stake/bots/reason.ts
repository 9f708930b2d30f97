/**
 * One line why a bot picked its move, for the "Hint" button: a reason code (translated as
 * `royal-stake:hint.<code>`) and its parameters. It reads the same trick facts the heuristics
 * weigh (who wins now, which of the seat's plays win, what each costs); when the hard bot's
 * search overrode the heuristic, `params.searched` gives the number of deals it simulated.
 */
import { CARD } from '../engine/cards';
import { trickWinner } from '../engine/trick/winner';
import type { RsMove } from '../engine/types';
import { sameSide } from './knowledge';
import { isTopCard, moveCost, recordFor } from './play';
import type { Decision } from './table';

/** A reason code and its parameters (numbers and card ids only: the screen words them). */
export interface HintReason {
  key: string;
  params?: Record<string, string | number>;
}

/** What the hard bot's search reports about its last decision. */
export interface SearchReport {
  /** Playouts (simulated deals) run. */
  playouts: number;
  /** True when the search picked another move than the heuristic's. */
  overrode: boolean;
}

type PlayMove = Extract<RsMove, { t: 'play' }>;

/** Why a card play in a trick (see the file comment for the codes). */
function trickReason(d: Decision, m: PlayMove): HintReason {
  const t = d.table;
  const trick = t.trick!;
  const onTable = trick.plays;
  const card = { card: m.card };
  if (m.queen === 'black') return { key: 'blackQueen', params: card };
  if (onTable.length === 0) return { key: isTopCard(d, m.card) ? 'leadTop' : 'leadLow', params: card };
  const mode = t.config.mode;
  const wins = (mv: PlayMove) => trickWinner([...onTable, recordFor(t, d.seat, mv)], mode, t.trump).index === onTable.length;
  const holder = onTable[trickWinner(onTable, mode, t.trump).index]!;
  const won = wins(m);
  if (!won && holder.seat !== d.seat && sameSide(t, d.seat, holder.seat)) return { key: 'partner', params: card };
  if (won) {
    if (m.king) return { key: 'winKing', params: card };
    if (m.queen === 'white') return { key: 'winWhiteQueen', params: card };
    if (m.queen === 'red') return { key: 'winRedQueen', params: card };
    const winners = d.moves.filter((x): x is PlayMove => x.t === 'play' && wins(x));
    const lowest = Math.min(...winners.map((x) => moveCost(t, d.seat, x)));
    return { key: moveCost(t, d.seat, m) <= lowest ? 'winLowest' : 'winSafe', params: card };
  }
  if (m.queen === 'blue') return { key: 'loseBlueQueen', params: card };
  const anyWins = d.moves.some((x) => x.t === 'play' && wins(x));
  return { key: anyWins ? 'saveStrength' : 'cannotWin', params: card };
}

/** The reason for `move` in decision `d`; `search` when the hard bot searched. */
export function reasonFor(d: Decision, move: RsMove, search: SearchReport | null = null): HintReason {
  const base = baseReason(d, move);
  if (!search?.overrode) return base;
  return { key: base.key, params: { ...base.params, searched: search.playouts } };
}

/** The reason from the move and the trick alone. */
function baseReason(d: Decision, move: RsMove): HintReason {
  switch (move.t) {
    case 'bid':
      return { key: 'bid', params: { n: move.n } };
    case 'pass':
      return { key: 'pass' };
    case 'set':
      if (d.table.phase === 'kingSet') return { key: 'kingSet' };
      return { key: d.table.phase === 'draft' ? 'draftSet' : 'set' };
    case 'special':
      return { key: CARD[move.card]?.kind === 'rarity' ? 'draftRarity' : 'draftFlag' };
    case 'reveal':
      return { key: (CARD[move.card]?.rank ?? 0) >= 9 ? 'revealHigh' : 'revealLow', params: { card: move.card } };
    case 'discard':
      return { key: 'discard', params: { count: move.cards.length } };
    case 'green':
      return { key: 'green' };
    case 'play':
      return d.table.trick ? trickReason(d, move) : { key: 'play', params: { card: move.card } };
    default:
      return { key: 'play' };
  }
}
