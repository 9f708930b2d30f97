/**
 * How the trick closes up when its area is too short for the seats' spots (five squads and a
 * lifted card's options at 360 x 640): instead of being cut off, each card keeps below it the
 * names and cards that would otherwise run into it, and the area never gets lower than what
 * lies on it needs (trick.css reads these rows).
 */
import type { Place } from './seats';

/** Heights in rem: a name (or a waiting line), a card at its least, the "winning" tag under a card. */
export const ROW = { name: 0.9, card: 2.4, win: 0.7 } as const;

/** Name lines and cards (each with room for its tag) that must fit above something on the table. */
export interface Rows {
  names: number;
  cards: number;
}

const hasTopRow = (all: readonly Place[]) => all.includes('top') || all.includes('top-left');

/**
 * Above a card: the side seats' names would run into the top corners' names, so they go one name
 * lower; the viewer's card lies under the top seat's card when there is one straight above it.
 */
export function cardRows(place: Place, all: readonly Place[]): Rows {
  const corners = all.includes('top-left') ? 1 : 0;
  if (place === 'bottom') return all.includes('top') ? { names: 1, cards: 1 } : { names: corners, cards: 0 };
  if (place === 'left' || place === 'right') return { names: corners, cards: 0 };
  return { names: 0, cards: 0 };
}

/** Above a waiting line ("Anya: to play"): the viewer's is wide, so it goes under the top row's cards. */
export const lineRows = (place: Place, all: readonly Place[]): Rows => (place === 'bottom' && hasTopRow(all) ? { names: 1, cards: 1 } : { names: 0, cards: 0 });

/** The area's least height in rem for cards at `cards` and waiting lines at `lines` (one card row at least). */
export function leastHeight(all: readonly Place[], cards: readonly Place[], lines: readonly Place[]): number {
  const tall = (r: Rows, ownName: number, ownCard: number) => (r.names + ownName) * ROW.name + (r.cards + ownCard) * (ROW.card + ROW.win);
  const needs = [tall({ names: 0, cards: 0 }, 1, 1), ...cards.map((p) => tall(cardRows(p, all), 1, 1)), ...lines.map((p) => tall(lineRows(p, all), 1, 0))];
  return Math.round(Math.max(...needs) * 100) / 100;
}
