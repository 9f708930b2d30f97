/**
 * What each market card does in play (the card texts in the rulebook's "Карты рынка" and
 * /shared/reference/king-of-thieves-cards.md), as tables the rules read. Cards that only score at
 * the end of the game are the scorer's business and are not listed here.
 */
import type { Face } from './types';

/** Once a turn in the sale: turn one of your dice showing `from` to one of `to`. */
export const FLIPS: Readonly<Record<string, { from: Face; to: readonly Face[] }>> = {
  'alchemical-lab': { from: 'red', to: ['white', 'blue', 'green'] },
  bondsman: { from: 'red', to: ['bag'] },
  fence: { from: 'white', to: ['bag'] },
  glamer: { from: 'blue', to: ['white', 'green', 'red'] },
  pawnbroker: { from: 'green', to: ['bag'] },
  'philosophers-stone': { from: 'green', to: ['white', 'blue', 'red'] },
  bookie: { from: 'blue', to: ['bag'] },
  'deceptive-bits-of-colored-glass': { from: 'white', to: ['green', 'blue', 'red'] },
  'legitimate-jeweller': { from: 'bag', to: ['green', 'white', 'blue', 'red'] },
};

/**
 * Trades. `once`: at most once a turn (every trade but Exit Strategy). A die traded goes back to
 * the centre. Tailor trades red: the reference's reading (the extracted rulebook shows green,
 * which is the Public Relations Expert's colour).
 */
export interface Trade {
  give: { die: Face } | { coins: number };
  get: { notoriety: number } | { coins: number };
  once: boolean;
}
export const TRADES: Readonly<Record<string, Trade>> = {
  'coercion-coordinator': { give: { die: 'blue' }, get: { notoriety: 1 }, once: true },
  'local-celebrity': { give: { die: 'white' }, get: { notoriety: 1 }, once: true },
  'public-relations-expert': { give: { die: 'green' }, get: { notoriety: 1 }, once: true },
  tailor: { give: { die: 'red' }, get: { notoriety: 1 }, once: true },
  'gauntlet-of-evil-intent': { give: { die: 'mask' }, get: { coins: 1 }, once: true },
  'exit-strategy': { give: { coins: 1 }, get: { notoriety: 2 }, once: false },
};

/** One more purchase a turn when the loot, as the split ended, held a die of this face. */
export const EXTRA_PURCHASE_IF: Readonly<Record<string, Face>> = {
  'corrupt-official': 'white',
  'disgruntled-minion': 'red',
  'guy-in-a-trenchcoat': 'blue',
  'executive-assistant': 'green',
};

/** One notoriety for every card you buy (this one included) whose printed cost holds this gem. */
export const NOTORIETY_ON_BUY: Readonly<Record<string, Face>> = {
  'anthropomorphic-water-buffalo': 'red',
  'easily-impressed-noble': 'white',
  'rumor-monger': 'green',
  'sticky-fingered-dockhand': 'blue',
};

/** Cards named by the rules below. */
export const CARD = {
  racket: 'insurance-racket',
  potion: 'unlabeled-potion',
  paw: 'lucky-animal-appendage',
  clutches: 'wicked-clutches',
  eyepatch: 'eyepatch-of-command',
  scales: 'imbalanced-scales',
  estate: 'island-estate',
} as const;

/** On gain: one notoriety per item (dice and the token) in your loot as the split ended. */
export const HAUL_CARDS: readonly string[] = ['big-haul', 'the-heist'];
