/**
 * The standard game's own part of a sampled world. A bot sees every squad; another seat's
 * face-down bet cards are hidden until every seat has bet, so until then each sampled world
 * guesses them from that seat's squad (the cheerleader, when the seat has her, is always among
 * them: she is either face up with no bet or a bet card). Afterwards the view names them
 * (#ruling-std-bets-open) and only the unseen order of a two-card bet is guessed.
 */
import { HIDDEN } from '../engine/modes/standard/view';
import { characterOf, type BetPick, type StdState } from '../engine/modes/standard/types';
import type { RsView } from '../engine/types';
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

/** `view.std` with every hidden bet replaced by a guess drawn with `rng` (advanced in place). */
export function sampledStd(view: RsView, rng: number[]): StdState | null {
  if (!view.std) return null;
  const std = JSON.parse(JSON.stringify(view.std)) as StdState;
  std.seats.forEach((s, i) => {
    if (i === view.seat || !s.bets) return;
    if (s.bets.includes(HIDDEN)) s.bets = guessBets(s.chars, s.bets.length, view.round, rng);
    // Which of two named bet cards lies first is unseen (the copy card is laid blind).
    else if (s.bets.length === 2 && randomIndex(rng, 2) === 1) s.bets.reverse();
  });
  return std;
}
