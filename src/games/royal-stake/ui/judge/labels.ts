/** Words and swatches for the judge's cards, seats and plays, shared by its components. */
import type { TFunction } from 'i18next';
import type { Colour } from '../../data/colours';
import type { TrickCard, TrickPlay } from '../../referee';

/** Swatch colours of the five card colours (decoration only: every chip also names its colour). */
export const SWATCH: Readonly<Record<Colour, string>> = {
  white: '#ffffff',
  red: '#c0392b',
  blue: '#1f6fb2',
  green: '#2e7d32',
  black: '#1d1b16',
};

/** First letter up ("red" -> "Red", "красный" -> "Красный") for chips that start a line. */
export const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** A card as words: "red 8", "rarity", "white jack". */
export function cardText(t: TFunction, card: TrickCard): string {
  if (card.kind === 'number') return t(`judgeUi.card.${card.colour}`, { rank: card.rank });
  if (card.kind === 'jack' || card.kind === 'queen') return t(`judgeUi.card.${card.kind}.${card.colour}`);
  return t(`judgeUi.card.${card.kind}`);
}

/** A seat's name: "Player 3" (seats are 0-based inside, 1-based on screen). */
export const seatText = (t: TFunction, seat: number): string => t('judgeUi.seat', { n: seat + 1 });

/** A colour's name in the game's words ("red", "none"). */
export const colourText = (t: TFunction, colour: string): string => t(`colours.${colour}`);

/** Short tags of what lies on a play, for the trick list ("red king", "militia"). */
export function playTags(t: TFunction, play: TrickPlay): string[] {
  const tags: string[] = [];
  if (play.king) tags.push(t('judgeUi.kingOf', { colour: colourText(t, play.king) }));
  if (play.queen) tags.push(t(`judgeUi.tag.${play.queen}Queen`));
  if (play.militia) tags.push(t('characters.militia'));
  if (play.samurai) tags.push(t('characters.samurai'));
  if (play.blackQueen) tags.push(t('judgeUi.tag.blackQueen'));
  if (play.canFollow) tags.push(t('judgeUi.tag.canFollow'));
  return tags;
}
