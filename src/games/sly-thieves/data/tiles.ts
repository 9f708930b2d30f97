/**
 * Sly Thieves bank tiles: what each tile is worth and which icons the advanced variant prints on
 * them. The one source of these numbers for the scorer, the engine and the rules screen.
 */

/** A tile's worth in points: cash bundle 1, gold bar 2, diamond 3 ("Подсчет очков"). */
export type TileValue = 1 | 2 | 3;

/** Every tile value, lowest first (the order rows are shown in). */
export const TILE_VALUES: readonly TileValue[] = [1, 2, 3];

/** The loot pictured on a tile; also the scorer's breakdown category for that value. */
export type LootKind = 'cash' | 'goldBar' | 'diamond';

/** Which loot each value pictures. */
export const LOOT_BY_VALUE: Readonly<Record<TileValue, LootKind>> = {
  1: 'cash',
  2: 'goldBar',
  3: 'diamond',
};

/** Thieves may only be placed on 1-point (cash) tiles before the heist ("Подготовка к игре"). */
export const PLACEMENT_TILE_VALUE: TileValue = 1;

/** Advanced-variant icons; the basic variant ignores them. */
export type TileIcon = 'star' | 'hatch' | 'whiteThief' | 'blackThief' | 'crossedEye';

/** Every advanced icon, in the order the rules page explains them. */
export const TILE_ICONS: readonly TileIcon[] = ['star', 'hatch', 'whiteThief', 'blackThief', 'crossedEye'];

/** Rules-page anchor of each icon, so screens can link an icon to its explanation. */
export const ICON_RULE_ANCHOR: Readonly<Record<TileIcon, string>> = {
  star: 'icon-star',
  hatch: 'icon-hatch',
  whiteThief: 'icon-white-thief',
  blackThief: 'icon-black-thief',
  crossedEye: 'icon-crossed-eye',
};

/** True when `v` (untrusted) is one of the printed tile values. */
export const isTileValue = (v: unknown): v is TileValue => v === 1 || v === 2 || v === 3;
