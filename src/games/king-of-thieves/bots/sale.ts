/**
 * The normal bot's lucky paw and sale, one move ahead: each legal move is worth what it brings
 * now (a card's worth and the notoriety it earns, less the coins paid; a trade's notoriety) plus
 * the greedy best of the rest of the turn after it (plan.ts). 'done' gives up what is not yet
 * bought or traded, so the seat stops only when nothing left is worth doing.
 */
import { TRADES } from '../engine/abilities';
import { adjust, minus, total } from '../engine/counts';
import { marketCards } from '../engine/market';
import { allowance } from '../engine/sale';
import { FACES, type KotMove, type KotState } from '../engine/types';
import { buyGain, leftoverValue, pocketValue, shopOf, type Pocket } from './plan';
import type { Scored } from './split';
import { COIN } from './values';

/** What the seat buying now holds. */
function pocketOf(s: KotState, seat: number): Pocket {
  const bought = s.sale?.bought ?? 0;
  const items = s.finalLoot ? total(s.finalLoot[seat]!) + (s.finalToken === seat ? 1 : 0) : 0;
  return { loot: s.loot[seat]!, coins: s.coins[seat]!, buys: allowance(s, seat) - bought, used: s.sale?.used ?? [], haulItems: items };
}

/** Lucky Animal Appendage: reroll the die whose reroll is worth most on average, or keep them. */
export function luckyCandidates(s: KotState, moves: readonly KotMove[]): Scored[] {
  const seat = s.seat;
  const shop = shopOf(s, seat, marketCards(s));
  const p = pocketOf(s, seat);
  const out = moves.map((move): Scored => {
    if (move.type !== 'reroll') return { move, score: pocketValue(s, seat, p, shop) + 0.01 };
    let sum = 0;
    for (const to of FACES) sum += pocketValue(s, seat, { ...p, loot: adjust(adjust(p.loot, move.face, -1), to, 1) }, shop);
    return { move, score: sum / FACES.length };
  });
  return out.sort((a, b) => b.score - a.score);
}

/** Every sale move with its worth, best first. */
export function saleCandidates(s: KotState, moves: readonly KotMove[]): Scored[] {
  const seat = s.seat;
  const shop = shopOf(s, seat, marketCards(s));
  const p = pocketOf(s, seat);
  const out = moves.map((move): Scored => {
    switch (move.type) {
      case 'buy': {
        const after: Pocket = { ...p, loot: minus(p.loot, move.dice), coins: p.coins - move.coins, buys: p.buys - 1 };
        const ware = shop.find((w) => w.card === move.card)!;
        return { move, score: buyGain(ware, move.coins, p.haulItems) + pocketValue(s, seat, after, shop, move.card) + 0.02 };
      }
      case 'flip': {
        const after: Pocket = { ...p, loot: adjust(adjust(p.loot, move.from, -1), move.to, 1), used: [...p.used, move.card] };
        return { move, score: pocketValue(s, seat, after, shop) + 0.005 };
      }
      case 'trade': {
        const trade = TRADES[move.card]!;
        const loot = 'die' in trade.give ? adjust(p.loot, trade.give.die, -1) : p.loot;
        const coins = p.coins - ('coins' in trade.give ? trade.give.coins : 0) + ('coins' in trade.get ? trade.get.coins : 0);
        const gain =
          ('notoriety' in trade.get ? trade.get.notoriety : 0) - ('coins' in trade.give ? COIN * trade.give.coins : 0) + ('coins' in trade.get ? COIN : 0);
        const used = trade.once ? [...p.used, move.card] : p.used;
        // A mask given to the Gauntlet leaves the loot: leftoverValue counts one mask fewer.
        return { move, score: gain + pocketValue(s, seat, { ...p, loot, coins, used }, shop) + 0.01 };
      }
      default:
        return { move, score: leftoverValue(s, seat, p.loot, p.coins, s.cards[seat]!) };
    }
  });
  return out.sort((a, b) => b.score - a.score);
}
