/**
 * How many tiles of each value and icon the bank holds. The rulebook gives only the total (60)
 * and the values; the box's split was lost, so this is Stolik's documented DEFAULT, which players
 * may replace (rules page: "tile-distribution" and "ruling-tile-distribution").
 *
 * Why this split: 30 cash / 20 gold bars / 10 diamonds (100 points in all) keeps cheap tiles the
 * most common, which the placement rule needs (every thief starts on a cash tile, up to 12
 * thieves), and is the classic split of 60-tile hex "take the tile you leave" games. The book
 * speaks of the icon on each tile, so every tile carries one icon, and the five icons are spread
 * evenly over each value (6 + 4 + 2 = 12 tiles per icon), so no icon is tied to rich or poor loot.
 */
import { TILE_COUNT } from './board';
import { TILE_ICONS, TILE_VALUES, type TileIcon, type TileValue } from './tiles';

/** One line of a distribution: `count` tiles showing this value and this icon (or none). */
export interface TileSpec {
  value: TileValue;
  icon: TileIcon | null;
  count: number;
}

/** A whole bank: its lines must add up to TILE_COUNT tiles. */
export type TileDistribution = readonly Readonly<TileSpec>[];

/** Icons per value in the default: each icon appears this many times on tiles of that value. */
const DEFAULT_ICONS_PER_VALUE: Readonly<Record<TileValue, number>> = { 1: 6, 2: 4, 3: 2 };

/** Stolik's default bank: 30 × 1, 20 × 2, 10 × 3; 12 tiles of each icon. */
export const DEFAULT_DISTRIBUTION: TileDistribution = TILE_VALUES.flatMap((value) =>
  TILE_ICONS.map((icon) => ({ value, icon, count: DEFAULT_ICONS_PER_VALUE[value] })),
);

/** Tiles per value in a distribution, icons ignored (the scorer's view of the bank). */
export function countsByValue(dist: TileDistribution): Record<TileValue, number> {
  const counts: Record<TileValue, number> = { 1: 0, 2: 0, 3: 0 };
  for (const line of dist) counts[line.value] += line.count;
  return counts;
}

/** Tiles per icon in a distribution (tiles with no icon are not counted). */
export function countsByIcon(dist: TileDistribution): Record<TileIcon, number> {
  const counts = Object.fromEntries(TILE_ICONS.map((i) => [i, 0])) as Record<TileIcon, number>;
  for (const line of dist) if (line.icon) counts[line.icon] += line.count;
  return counts;
}

/** Points on the whole board before the heist: the most all gangs together can take. */
export const boardPoints = (byValue: Readonly<Record<TileValue, number>>): number => TILE_VALUES.reduce((sum, v) => sum + v * byValue[v], 0);

/** Tile-by-tile list of a distribution, in a fixed order, ready for a seeded shuffle. */
export function expandDistribution(dist: TileDistribution): Array<{ value: TileValue; icon: TileIcon | null }> {
  return dist.flatMap((line) => Array.from({ length: line.count }, () => ({ value: line.value, icon: line.icon })));
}

/** True when a distribution fills the bank exactly: whole, non-negative counts adding to 60. */
export const isFullBank = (dist: TileDistribution): boolean =>
  dist.every((l) => Number.isInteger(l.count) && l.count >= 0) && dist.reduce((sum, l) => sum + l.count, 0) === TILE_COUNT;
