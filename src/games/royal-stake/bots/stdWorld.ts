/**
 * The standard game's own part of a sampled world. A bot sees every squad; another seat's bet
 * shows only as "has bet" until every seat has bet (rulebook «Ставка»: bets are laid together), so
 * until then each sampled world draws it, how many cards included, from what the seat's sampled
 * hand makes likely (stdInfer.ts); nothing is read from how the view shows a laid bet. Afterwards
 * the view names them (#ruling-std-bets-open) and only the unseen order of a two-card bet is guessed.
 */
import { betsAllLaid } from '../engine/modes/standard/view';
import { characterOf, type BetPick, type StdState } from '../engine/modes/standard/types';
import type { CardId, RsView } from '../engine/types';
import { drawBet } from './stdInfer';
import type { StdTable } from './stdWins';
import { randomIndex } from './table';

/**
 * A bet a seat with squad `chars` could have laid. The view says only that it has bet (bets are
 * simultaneous, issue 20), so the size is guessed too: round 3 of 3-5 players one or two cards,
 * and a seat with the cheerleader may have kept her face up with no bet.
 */
function guessBets(chars: readonly string[], round: number, players: number, rng: number[]): BetPick[] {
  const cheer = chars.find((c) => characterOf(c) === 'cheerleader');
  const pool: BetPick[] = chars.filter((c) => c !== cheer);
  // The jack may be a bet in round 3, and from round 1 in the game for two.
  if (round === 3 || players === 2) pool.push('jack');
  const max = round === 3 && players > 2 ? 2 : 1;
  const count = cheer !== undefined ? randomIndex(rng, max + 1) : 1 + randomIndex(rng, max);
  if (count === 0) return [];
  const out: BetPick[] = cheer ? [cheer] : [];
  while (out.length < count && pool.length > 0) out.push(pool.splice(randomIndex(rng, pool.length), 1)[0]!);
  return out;
}

/**
 * `view.std` with every bet not yet named replaced by a guess drawn with `rng` (advanced in
 * place): from the seat's sampled hand in `hands` when given, else one card of its squad.
 */
export function sampledStd(view: RsView, rng: number[], hands?: readonly (readonly CardId[])[]): StdState | null {
  if (!view.std) return null;
  const std = JSON.parse(JSON.stringify(view.std)) as StdState;
  const named = betsAllLaid(view.std);
  std.seats.forEach((s, i) => {
    if (i === view.seat || !s.bets) return;
    if (!named) s.bets = hands?.[i] ? drawBet(view as StdTable, i, hands[i]!, rng) : guessBets(s.chars, view.round, view.config.players, rng);
    // Which of two named bet cards lies first is unseen (the copy card is laid blind).
    else if (s.bets.length === 2 && randomIndex(rng, 2) === 1) s.bets.reverse();
  });
  return std;
}
