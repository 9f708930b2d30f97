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

/** Bets of `count` cards a seat with squad `chars` could have laid (round 3 adds the jack). */
function guessBets(chars: readonly string[], count: number, round: number, rng: number[]): BetPick[] {
  const cheer = chars.find((c) => characterOf(c) === 'cheerleader');
  const pool: BetPick[] = chars.filter((c) => c !== cheer);
  if (round === 3) pool.push('jack');
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
    if (!named) s.bets = hands?.[i] ? drawBet(view as StdTable, i, hands[i]!, rng) : guessBets(s.chars, 1, view.round, rng);
    // Which of two named bet cards lies first is unseen (the copy card is laid blind).
    else if (s.bets.length === 2 && randomIndex(rng, 2) === 1) s.bets.reverse();
  });
  return std;
}
