// The normal King of Thieves bot's judgement on small tables: gems left unspent are lost at the
// end of the turn ("Конец хода": every die goes back to the centre) so it buys what its dice pay
// for; a once-a-turn trade turns a spare gem into notoriety ("Карты рынка"); the last seat
// without loot takes everything ("Часть 1").
import { describe, expect, it } from 'vitest';
import { bots } from '../../../../../src/games/king-of-thieves/bots';
import { cardsFor, D, inSale, inSplit } from '../engine/helpers';

const clock = { now: () => 0, deadline: 0 };
const normal = (s: Parameters<typeof bots.chooseMove>[0]) => bots.chooseMove(s, s.seat, 'normal', 'n', clock);

describe('king-of-thieves normal bot', () => {
  it('buys the Crown its dice pay for (white, blue, blue: 6 points) instead of finishing', () => {
    const s = inSale({ loot: [D({ white: 1, blue: 2 }), D(), D(), D()], rowA: ['crown', 'necklace', 'tailor', 'fence', 'glamer'] });
    expect(normal(s)).toEqual({ type: 'buy', seat: 0, card: 'crown', dice: D({ white: 1, blue: 2 }), coins: 0 });
  });

  it('trades a spare blue die for notoriety with Coercion Coordinator before finishing', () => {
    const s = inSale({
      loot: [D({ blue: 1 }), D(), D(), D()],
      cards: cardsFor(4, 0, ['coercion-coordinator']),
      coins: [0, 1, 1, 1],
      rowA: ['crown', 'necklace', 'fence', 'fence', 'brooch'],
    });
    expect(normal(s)).toEqual({ type: 'trade', seat: 0, card: 'coercion-coordinator' });
  });

  it('the last seat without loot takes everything in the centre', () => {
    const s = inSplit({ players: 3, seat: 2, centre: D({ red: 2, mask: 1 }), loot: [D({ blue: 2 }), D({ green: 1 }), D()], token: 0 });
    expect(normal(s)).toEqual({ type: 'take', seat: 2, dice: D({ red: 2, mask: 1 }), token: false });
  });
});
