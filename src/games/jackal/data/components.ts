/**
 * What the Jackal card game box holds and the fixed numbers of one game (rulebook "Состав игры",
 * "Подготовка", "Ход игры"). The islands' contents and the split of the 31 arrows by kind are not
 * in the text (see shared/reference/other-games.md), so nothing here guesses them.
 */

/** Island cards in the box; a game reveals only ISLANDS_PER_GAME of them. */
export const ISLAND_CARDS = 40;

/** Action cards in the box (the sum of ACTION_CARD_COUNTS). */
export const ACTION_CARDS = 60;

/** Coins in the box: the quartermaster's whole supply. */
export const COINS = 37;

/** Islands visited in a full game; the game ends after the tenth. */
export const ISLANDS_PER_GAME = 10;

/** Islands of the suggested first learning game. */
export const LEARNING_GAME_ISLANDS = 4;

/** Players the box supports. */
export const PLAYERS = { min: 2, max: 4 } as const;

/** Action cards dealt to each player before the first island. */
export const STARTING_HAND = 5;

/** After every island each player draws one card, then anyone below this draws up to it. */
export const HAND_REFILL_TO = 4;

/** Cards every player draws after an island, before the refill (Tortuga visitors excepted). */
export const DRAW_AFTER_ISLAND = 1;

/** Treasure sizes printed on islands: small, medium and big. */
export const TREASURE_VALUES = [1, 2, 3] as const;

/** The biggest treasure, hence the most one pirate can take from one island. */
export const MAX_TREASURE = 3;

/** Each later pirate on the same treasure takes this many coins fewer than the one before. */
export const SPLIT_STEP_DOWN = 1;
