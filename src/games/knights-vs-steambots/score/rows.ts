/**
 * Breakdown rows: one row per kind of card a player counts, each linked to the {#scoring}
 * subsection that explains it. Rows appear for every non-zero count, even when the card is worth
 * 0 gold (paper without a mage, a trap), so the player sees it was counted.
 */
import type { BreakdownRow } from '../../types';
import { GOLD, HAND_CARDS, INVENTORY_CARDS, STEAMBOT_TYPES } from '../data/gold';
import type { Variant } from '../data/limits';
import type { PlayerInput } from './input';

/** Rule anchors the scorer cites (subsections of the rules page's {#scoring}). */
export const RULES = {
  victoryPile: 'scoring-victory-pile',
  team: 'scoring-team',
  inventory: 'scoring-inventory',
  settings: 'scoring-settings',
  hand: 'scoring-hand',
  orders: 'scoring-orders',
  kids: 'scoring-kids',
} as const;

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** Every category key a row can carry (the locale files translate each one). */
export const CATEGORIES: readonly string[] = [
  ...STEAMBOT_TYPES.map((t) => `victory${cap(t)}`),
  'knights',
  'mages',
  'ghost',
  ...INVENTORY_CARDS.map((c) => c),
  'paperWithMage',
  'settings',
  ...HAND_CARDS.map((c) => `hand${cap(c)}`),
  'order',
];

/** A row for `count` cards worth `each`, or nothing when there are none. */
function countRow(category: string, count: number, each: number, rule: string): BreakdownRow[] {
  return count > 0 ? [{ category, points: count * each, rule, params: { count, rate: each } }] : [];
}

/** What the children's versions count: steambots, trophies and (version 2) settings. */
function kidsRows(p: PlayerInput): BreakdownRow[] {
  const rule = RULES.kids;
  return [
    ...STEAMBOT_TYPES.flatMap((t) => countRow(`victory${cap(t)}`, p.victories[t], GOLD.victory[t], rule)),
    // No mage in these versions, so paper keeps its plain value: {#ruling-kids-no-mage}.
    ...INVENTORY_CARDS.flatMap((c) => countRow(c, p.inventory[c], GOLD.inventory[c], rule)),
    ...countRow('settings', p.settings, GOLD.setting, rule),
  ];
}

/** What the full game counts ("Подсчет очков" and the personal orders add-on). */
function standardRows(p: PlayerInput): BreakdownRow[] {
  const paperWithMage = p.mages > 0;
  return [
    ...STEAMBOT_TYPES.flatMap((t) => countRow(`victory${cap(t)}`, p.victories[t], GOLD.victory[t], RULES.victoryPile)),
    ...countRow('knights', p.knights, GOLD.knight, RULES.team),
    ...countRow('mages', p.mages, GOLD.mage, RULES.team),
    ...countRow('ghost', p.ghost ? 1 : 0, GOLD.ghost, RULES.team),
    ...INVENTORY_CARDS.flatMap((c) =>
      c === 'paper' && paperWithMage
        ? countRow('paperWithMage', p.inventory.paper, GOLD.paperWithMage, RULES.inventory)
        : countRow(c, p.inventory[c], GOLD.inventory[c], RULES.inventory),
    ),
    ...countRow('settings', p.settings, GOLD.setting, RULES.settings),
    ...HAND_CARDS.flatMap((c) => countRow(`hand${cap(c)}`, p.hand[c], GOLD.hand[c], RULES.hand)),
    // The app cannot check an order card, so its gold is marked as typed in by the player.
    ...p.orders.map(
      (gold, i): BreakdownRow => ({
        category: 'order',
        points: gold,
        rule: RULES.orders,
        params: { number: i + 1 },
        userEntered: true,
      }),
    ),
  ];
}

/** The breakdown of one player under a variant. */
export function playerRows(p: PlayerInput, variant: Variant): BreakdownRow[] {
  return variant === 'standard' ? standardRows(p) : kidsRows(p);
}
