/**
 * The 60 action cards by kind (rulebook "Состав игры") and how each kind behaves when a pirate's
 * row of cards is read (rulebook "Какие ещё бывают карты действий?", "Как понять, кто пришёл к
 * кладу первым?").
 */

/** The five arrow kinds; the box has 31 arrows in all, split between kinds in a way the text lost. */
export const ARROW_KINDS = [
  'arrowDiagonal', // one diagonal line, the player picks which of its two ways
  'arrowHorizontal', // left or right
  'arrowVertical', // up or down
  'arrowAnyDiagonal', // any of the four diagonal neighbours
  'arrowAnyOrthogonal', // any of the four side neighbours
] as const;

/** One of the five arrow kinds. */
export type ArrowKind = (typeof ARROW_KINDS)[number];

/** Cards that move the pirate: every one of them is a step. */
export const MOVE_CARDS = [...ARROW_KINDS, 'horse'] as const;
/** A card that moves the pirate. */
export type MoveCard = (typeof MOVE_CARDS)[number];

/** Cards laid face up after the reveal that stick to the move card before them. */
export const ATTACHMENT_CARDS = ['double', 'friday', 'weapon'] as const;
/** A card that sticks to the move before it. */
export type AttachmentCard = (typeof ATTACHMENT_CARDS)[number];

/** Flag cards: played first, they put the pirate on that flag instead of the white one. */
export const FLAG_CARDS = ['redFlag', 'blueFlag'] as const;
/** A red or blue flag card. */
export type FlagCard = (typeof FLAG_CARDS)[number];

/** Every action card id the referee accepts, rum included (others put it on top of a row). */
export const ACTION_CARD_IDS = [...MOVE_CARDS, ...ATTACHMENT_CARDS, ...FLAG_CARDS, 'rum'] as const;
/** Any action card id. */
export type ActionCardId = (typeof ACTION_CARD_IDS)[number];

/** How many cards of each deck group the box holds; arrows are one group of 31. */
export const ACTION_CARD_COUNTS = {
  arrow: 31,
  friday: 3,
  weapon: 4,
  horse: 6,
  redFlag: 4,
  blueFlag: 4,
  double: 4,
  rum: 4,
} as const;

/** A deck group of ACTION_CARD_COUNTS. */
export type DeckGroup = keyof typeof ACTION_CARD_COUNTS;

/** The deck group a card belongs to (all arrow kinds share the group 'arrow'). */
export function deckGroupOf(card: ActionCardId): DeckGroup {
  if ((ARROW_KINDS as readonly string[]).includes(card)) return 'arrow';
  return card as Exclude<ActionCardId, ArrowKind>;
}

/** True for a card id the referee knows. */
export const isActionCardId = (v: unknown): v is ActionCardId => typeof v === 'string' && (ACTION_CARD_IDS as readonly string[]).includes(v);

/** True for a card that moves the pirate. */
export const isMoveCard = (c: ActionCardId): c is MoveCard => (MOVE_CARDS as readonly string[]).includes(c);

/** True for double, Friday or weapon. */
export const isAttachmentCard = (c: ActionCardId): c is AttachmentCard => (ATTACHMENT_CARDS as readonly string[]).includes(c);

/** True for a red or blue flag card. */
export const isFlagCard = (c: ActionCardId): c is FlagCard => (FLAG_CARDS as readonly string[]).includes(c);
