import { ok, type Result } from '../../../lib/result';
import { MARKET_CARDS } from './cards';
import type { DeckId } from './types';
import { fail, type Code } from '../codes';

/** Players the box supports. */
export const PLAYER_COUNT = { min: 3, max: 5 } as const;

/** Loot dice in the box. */
export const TOTAL_DICE = 13;
/** Loot dice in play by player count. */
export const DICE_BY_PLAYERS: Readonly<Record<number, number>> = { 3: 10, 4: 11, 5: 13 };

/** Cards each deck keeps for a game after the unseen removal (13 / 12 / 11). */
export const CARDS_KEPT: Readonly<Record<DeckId, number>> = { A: 13, B: 12, C: 11 };

/** Coins each player starts with; the bank itself never runs out. */
export const STARTING_COINS = 1;
/** Face-up cards in each market row. */
export const MARKET_ROW_SIZE = 5;
/** Notoriety tokens in the box: 25 worth one point and 8 worth five. */
export const NOTORIETY_TOKENS = { ones: 25, fives: 8 } as const;

/** One deck's line of the setup helper. */
export interface DeckSetup {
  deck: DeckId;
  inBox: number;
  remove: number;
  keep: number;
}

/** Everything the table needs to lay out a game for `players` players. */
export interface GameSetup {
  players: number;
  dice: number;
  diceBackInBox: number;
  startingCoins: number;
  marketRow: number;
  decks: DeckSetup[];
}

/** Deck sizes come from the card list, so the removal counts follow the data, not a copy of it. */
const deckSetup = (deck: DeckId): DeckSetup => {
  const inBox = MARKET_CARDS.filter((c) => c.deck === deck).length;
  return { deck, inBox, remove: inBox - CARDS_KEPT[deck], keep: CARDS_KEPT[deck] };
};

/** The setup helper: dice, coins and deck trimming for a player count (3 to 5). */
export function setupFor(players: unknown): Result<GameSetup, Code> {
  const dice = typeof players === 'number' ? DICE_BY_PLAYERS[players] : undefined;
  if (dice === undefined) return fail('ERR_PLAYER_COUNT', { min: PLAYER_COUNT.min, max: PLAYER_COUNT.max });
  return ok({
    players: players as number,
    dice,
    diceBackInBox: TOTAL_DICE - dice,
    startingCoins: STARTING_COINS,
    marketRow: MARKET_ROW_SIZE,
    decks: (['A', 'B', 'C'] as const).map(deckSetup),
  });
}
