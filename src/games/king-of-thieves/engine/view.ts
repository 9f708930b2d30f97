/**
 * What a seat may see, and the final result. Notoriety tokens are kept hidden ("Конец хода"), the
 * decks lie face down and the removed cards went back unseen ("Подготовка"); everything else is
 * open. The result is the scorer's own breakdown of the end position, so History shows what the
 * score sheet would.
 */
import type { Outcome } from '../../types';
import { BIG_HAUL_ICON_KEY } from '../data/cards';
import { scorer } from '../score';
import type { KotState, KotView } from './types';

/** Player id of a seat in the result: the seat number as a string. */
export const seatId = (seat: number): string => String(seat);

/** The state as `viewer` sees it; once the game is over, every notoriety count is shown. */
export function viewFor(s: KotState, viewer: number): KotView {
  const { rng: _rng, decks, boxed, notoriety, ...open } = s;
  return {
    ...open,
    viewer,
    deckSizes: { A: decks.A.length, B: decks.B.length, C: decks.C.length },
    boxedCount: boxed.length,
    notoriety: notoriety.map((n, seat) => (seat === viewer || s.phase === 'over' ? n : null)),
  };
}

/** The scorer's input for the end position ("Подсчёт очков"). */
export const scorerInput = (s: KotState) => ({
  players: s.cards.map((cards, seat) => ({ id: seatId(seat), cards: cards.slice(), coins: s.coins[seat]!, notoriety: s.notoriety[seat]! })),
});

/**
 * Big Haul's icon is printed but no source shows it; the score sheet asks the players. The
 * digital table rules it an icon that scores nothing, like its twin The Heist, a scheme
 * (ruling-big-haul-icon): answer 0 of BIG_HAUL_ICON_CHOICES.
 */
export const ENGINE_CARD_VALUES = { [BIG_HAUL_ICON_KEY]: 0 };

/** The final result once the game is over; null while it goes on. */
export function outcomeOf(s: KotState): Outcome | null {
  if (s.phase !== 'over') return null;
  const scored = scorer.score(scorerInput(s), ENGINE_CARD_VALUES);
  if (!scored.ok) return null;
  // The answer is the engine's ruling, not a value somebody typed in: no "entered by you" flags.
  const breakdown = Object.fromEntries(
    Object.entries(scored.value.breakdown).map(([id, rows]) => [id, rows.map(({ userEntered: _u, dependsOnUserValue: _d, ...row }) => row)]),
  );
  return { finished: true, result: { ...scored.value, breakdown } };
}
