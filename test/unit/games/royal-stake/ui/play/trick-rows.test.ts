/**
 * The rows a short trick area keeps (trickRows.ts; checked on screen by rs-table-fit.e2e.ts):
 * with five seats the side seats' names go one line under the top corners' names; with a seat
 * straight across (two or four seats) the viewer's card goes under that seat's card; the area's
 * least height follows what lies on it, so an empty table does not take room from the squads.
 */
import { describe, expect, it } from 'vitest';
import { seatPlaces } from '../../../../../../src/games/royal-stake/ui/play/seats';
import { cardRows, leastHeight, lineRows, ROW } from '../../../../../../src/games/royal-stake/ui/play/trickRows';

const placesOf = (n: number) => seatPlaces(n, 0).map((p) => p.place);
const card = ROW.card + ROW.win;

describe('rows above a card on a short trick area', () => {
  it('five seats: the corners first, the sides and the viewer one name lower, no card above any', () => {
    const all = placesOf(5);
    expect(all.map((p) => [p, cardRows(p, all)])).toEqual([
      ['bottom', { names: 1, cards: 0 }],
      ['left', { names: 1, cards: 0 }],
      ['top-left', { names: 0, cards: 0 }],
      ['top-right', { names: 0, cards: 0 }],
      ['right', { names: 1, cards: 0 }],
    ]);
  });

  it('four and two seats: the viewer under the seat across; three seats: one row', () => {
    expect(cardRows('bottom', placesOf(4))).toEqual({ names: 1, cards: 1 });
    expect(cardRows('left', placesOf(4))).toEqual({ names: 0, cards: 0 });
    expect(cardRows('bottom', placesOf(2))).toEqual({ names: 1, cards: 1 });
    for (const p of placesOf(3)) expect(cardRows(p, placesOf(3))).toEqual({ names: 0, cards: 0 });
  });

  it("the viewer's waiting line goes under the top row; beside two side seats it needs nothing", () => {
    expect(lineRows('bottom', placesOf(5))).toEqual({ names: 1, cards: 1 });
    expect(lineRows('bottom', placesOf(3))).toEqual({ names: 0, cards: 0 });
    expect(lineRows('left', placesOf(5))).toEqual({ names: 0, cards: 0 });
  });
});

describe('the least height of the trick area (rem)', () => {
  it('an empty table: one name and one card row', () => {
    expect(leastHeight(placesOf(5), [], [])).toBeCloseTo(ROW.name + card);
  });

  it('five seats with a side card: two name rows and a card row', () => {
    expect(leastHeight(placesOf(5), ['top-left', 'left'], [])).toBeCloseTo(2 * ROW.name + card);
    expect(leastHeight(placesOf(5), ['top-left', 'top-right'], [])).toBeCloseTo(ROW.name + card);
  });

  it("four seats: the viewer's card under the top one needs two of each; a waiting line one more line", () => {
    const all = placesOf(4);
    expect(leastHeight(all, ['left', 'top', 'right', 'bottom'], [])).toBeCloseTo(2 * ROW.name + 2 * card);
    expect(leastHeight(all, ['top'], ['bottom'])).toBeCloseTo(2 * ROW.name + card);
  });
});
