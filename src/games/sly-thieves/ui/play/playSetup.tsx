/**
 * The Sly Thieves play setup: variant and tile set, with Stolik's documented default set shown
 * and editable. The whole set always goes into the saved config, so a game replays the same
 * even if the default changes in a later version.
 */
import type { PlaySetup } from '../../../../play/types';
import type { TileSpec } from '../../data/distribution';
import type { SlyConfig, Variant } from '../../engine/types';
import { PlayOptions } from './PlayOptions';
import { defaultTileSet } from './tileSet';

/** What the setup form edits. */
export interface SlyPlayOptions {
  variant: Variant;
  distribution: TileSpec[];
}

/** The engine config for this many seats: the chosen variant and a copy of the whole set. */
export const slyConfig = (players: number, options: SlyPlayOptions): SlyConfig => ({
  players,
  variant: options.variant,
  distribution: options.distribution.map((l) => ({ ...l })),
});

/** Options, config and form for PlayNew. */
export const playSetup: PlaySetup<SlyPlayOptions> = {
  defaultOptions: { variant: 'basic', distribution: defaultTileSet() },
  config: slyConfig,
  Options: PlayOptions,
};
