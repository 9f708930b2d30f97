/**
 * Colours of Royal Stake. Rulers come in five colours; numbered cards in four (white has no
 * numbered cards: its domain is the rarity and the white flag).
 */

/** The five ruler colours, in the book's order (white, red, blue, green, black). */
export const RULER_COLOURS = ['white', 'red', 'blue', 'green', 'black'] as const;
/** A ruler colour (king, queen and jack of one colour form a set). */
export type Colour = (typeof RULER_COLOURS)[number];

/** The four colours of numbered cards; black is the trump colour in the standard game. */
export const SUITS = ['red', 'blue', 'green', 'black'] as const;
/** A numbered card's colour. */
export type Suit = (typeof SUITS)[number];

/** The two colourless minor cards. */
export const SPECIALS = ['rarity', 'whiteFlag'] as const;
/** A colourless minor card. */
export type Special = (typeof SPECIALS)[number];

/** Keys of a won-cards count: the four suits and the two specials. */
export const WON_KEYS = [...SUITS, ...SPECIALS] as const;
/** One key of a won-cards count. */
export type WonKey = (typeof WON_KEYS)[number];
/** Minor cards a player won in one round, by colour (berserker tens count as black). */
export type WonCards = Record<WonKey, number>;

/** Type guard for a ruler colour taken from untrusted input. */
export const isColour = (v: unknown): v is Colour => typeof v === 'string' && (RULER_COLOURS as readonly string[]).includes(v);

/** Type guard for a suit taken from untrusted input. */
export const isSuit = (v: unknown): v is Suit => typeof v === 'string' && (SUITS as readonly string[]).includes(v);
