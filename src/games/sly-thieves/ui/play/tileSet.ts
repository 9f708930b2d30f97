/**
 * Editing the tile set on the play setup screen: a distribution is always one line per value
 * and icon (15 lines), so a change is a new count on one line. The basic variant ignores
 * icons, so there a value's count is spread over the icons evenly. Pure helpers.
 */
import { PLAYER_RANGE, thievesPerPlayer, TILE_COUNT } from '../../data/board';
import { countsByValue, DEFAULT_DISTRIBUTION, type TileSpec } from '../../data/distribution';
import { PLACEMENT_TILE_VALUE, TILE_ICONS, TILE_VALUES, type TileIcon, type TileValue } from '../../data/tiles';

/** The default set as editable lines, one per value and icon. */
export const defaultTileSet = (): TileSpec[] =>
  TILE_VALUES.flatMap((value) => TILE_ICONS.map((icon) => ({ value, icon, count: lineCount(DEFAULT_DISTRIBUTION, value, icon) })));

/** Tiles of this value and icon in a set. */
export function lineCount(set: readonly Readonly<TileSpec>[], value: TileValue, icon: TileIcon | null): number {
  return set.filter((l) => l.value === value && l.icon === icon).reduce((s, l) => s + l.count, 0);
}

/** Tiles in the set, all lines together. */
export const tileTotal = (set: readonly Readonly<TileSpec>[]): number => set.reduce((s, l) => s + l.count, 0);

/** The set with one line's count replaced. */
export function withLine(set: readonly Readonly<TileSpec>[], value: TileValue, icon: TileIcon, count: number): TileSpec[] {
  return set.map((l) => (l.value === value && l.icon === icon ? { ...l, count } : { ...l }));
}

/** The set with `count` tiles of `value`, shared out over the icons as evenly as possible. */
export function withValueCount(set: readonly Readonly<TileSpec>[], value: TileValue, count: number): TileSpec[] {
  const per = Math.floor(count / TILE_ICONS.length);
  const extra = count % TILE_ICONS.length;
  return set.map((l) => (l.value === value ? { ...l, count: per + (TILE_ICONS.indexOf(l.icon!) < extra ? 1 : 0) } : { ...l }));
}

/** True when the set equals Stolik's default, line by line. */
export const isDefaultSet = (set: readonly Readonly<TileSpec>[]): boolean =>
  defaultTileSet().every((d) => lineCount(set, d.value, d.icon) === d.count) && tileTotal(set) === TILE_COUNT;

/** Why the engine would refuse this set for `players` seats, or null when it is fine. */
export function tileSetProblem(set: readonly Readonly<TileSpec>[], players: number): { key: string; params: Record<string, number> } | null {
  const total = tileTotal(set);
  if (total !== TILE_COUNT) return { key: 'play.setup.total', params: { total, expected: TILE_COUNT, count: TILE_COUNT - total } };
  const seats = Math.min(Math.max(players, PLAYER_RANGE.min), PLAYER_RANGE.max);
  const needed = seats * thievesPerPlayer(seats);
  const cash = countsByValue(set)[PLACEMENT_TILE_VALUE];
  return cash < needed ? { key: 'play.setup.cash', params: { cash, needed } } : null;
}
