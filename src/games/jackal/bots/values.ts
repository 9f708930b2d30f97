/**
 * What a card in hand is worth to later islands, for the hard pirate. After an island a sailing
 * seat draws one card and then up to four (rulebook "Ход игры", step 6): below four, a card spent
 * comes back as a random one from the deck, so spending a weak card (a weapon, a Friday) is a gain
 * and spending a horse a loss; above four, a card spent is gone. Each weight is what the face added
 * to the best treasure a pirate reaches alone when joined to three random cards, measured over
 * 1,500 random hands on Stolik's 40 islands (rum: its worth against rivals, guessed); SCALE, how
 * much a card for later counts against a coin now, was tuned on the bench
 * (scripts/bench/jackal-strength.ts): hands kept clear of weak cards were the hard bot's biggest gain.
 */
import { CARD_FACES, STOLIK_DECK, type CardFace } from '../data/stolikDeck';
import { HAND_REFILL_TO } from '../data/components';

const WORTH: Readonly<Record<CardFace, number>> = {
  arrowHorizontal: 0.56,
  arrowVertical: 0.49,
  arrowRising: 0.56,
  arrowFalling: 0.53,
  arrowAnyDiagonal: 0.82,
  arrowAnyOrthogonal: 0.73,
  horse: 1.35,
  double: 0.43,
  friday: 0.02,
  weapon: 0.02,
  redFlag: 0.2,
  blueFlag: 0.34,
  rum: 0.15,
};

/** A face's weight above: what it adds to a hand's best treasure on one island, alone. */
export const faceWorth = (f: CardFace): number => WORTH[f];

/** A card's worth in coins to come (the weights above, scaled). */
const SCALE = 0.3;

/** The worth of a card drawn blind from Stolik's deck. */
const DRAWN = CARD_FACES.reduce((sum, f) => sum + WORTH[f] * STOLIK_DECK[f], 0) / CARD_FACES.reduce((sum, f) => sum + STOLIK_DECK[f], 0);

/** The worth of a hand kept after this island, with the cards the refill will bring (0 after the last island). */
export function handWorth(kept: readonly CardFace[], lastIsland: boolean): number {
  if (lastIsland) return 0;
  const drawn = Math.max(HAND_REFILL_TO, kept.length + 1) - kept.length;
  return SCALE * (kept.reduce((sum, f) => sum + WORTH[f], 0) + drawn * DRAWN);
}

/** `hand` less the cards of `spent` (one each). */
export function without(hand: readonly CardFace[], spent: readonly CardFace[]): CardFace[] {
  const out = hand.slice();
  for (const c of spent) {
    const at = out.indexOf(c);
    if (at >= 0) out.splice(at, 1);
  }
  return out;
}
