/**
 * The easy bot's judge (index.ts): a simple guess at King of Thieves moves from what the seat
 * can see (dice, loots, the market, its own coins and cards; never deck order or others'
 * notoriety). It is no search: it takes about a fair share in the split, buys the card worth
 * most per gem, and turns spare dice into notoriety or coins.
 */
import { CARD_BY_ID } from '../data/cards';
import { FLIPS, TRADES } from '../engine/abilities';
import { total } from '../engine/counts';
import { itemsOf, seatsWithoutLoot } from '../engine/split';
import type { KotMove, KotState } from '../engine/types';

/** What a die is worth to its holder, by face index (gems buy cards, bags are coins, masks points). */
const FACE_VALUE = [1, 1, 1, 1, 0.9, 1];
const TOKEN_VALUE = 1.2;

const poolValue = (c: readonly number[]): number => c.reduce((s, n, i) => s + n * FACE_VALUE[i]!, 0);

/** Points a card is likely to bring: printed points, a guess for end-game text, a bit for an ability. */
function cardWorth(card: string): number {
  const c = CARD_BY_ID.get(card);
  if (!c) return 0;
  return (
    c.vp + (c.endScoring ? 3 : 0) + (FLIPS[card] || TRADES[card] ? 1.5 : 0) + (c.icons?.includes('henchman') ? 0.5 : 0) + (c.vp === 0 && !c.endScoring ? 1 : 0)
  );
}

/** A score for `m` in `s` from the mover's side; higher is better. */
export function judge(s: KotState, m: KotMove): number {
  switch (m.type) {
    case 'take': {
      const items = total(m.dice) + (m.token ? 1 : 0);
      const left = total(s.centre) + (s.token === -1 ? 1 : 0);
      const share = Math.ceil(left / Math.max(1, seatsWithoutLoot(s).length));
      // Taking far more than a share invites a theft; far less leaves value on the table.
      return poolValue(m.dice) + (m.token ? TOKEN_VALUE : 0) - 1.2 * Math.abs(items - share);
    }
    case 'steal':
      return poolValue(m.keep) + (m.token ? TOKEN_VALUE : 0) - 0.3 * (itemsOf(s, m.from) - total(m.keep));
    case 'reroll':
      return m.face === 'bag' ? 0.1 : -1;
    case 'skip':
      return 0;
    case 'buy':
      return 2 + cardWorth(m.card) - 0.6 * m.coins - 0.2 * total(m.dice);
    case 'flip':
      return m.to === 'bag' ? 0.2 : 0.05;
    case 'trade':
      return m.card === 'exit-strategy' ? (s.coins[m.seat]! > 2 ? 0.5 : -1) : 0.4;
    case 'done':
      return 0;
  }
}
