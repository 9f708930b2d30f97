/**
 * The Jackal play setup: 2-4 pirates, the learning game (4 islands) or the full one (10), and
 * islands from Stolik's own set of 40 or made from the game's seed (never the box's cards, which
 * the rulebook text lost: rules page #ruling-own-islands). The first player is drawn by lot.
 */
import type { PlaySetup } from '../../../../play/types';
import type { IslandSource, JackalConfig } from '../../engine/types';
import { PlayOptions } from './PlayOptions';

/** What the setup form edits. */
export interface JackalPlayOptions {
  learning: boolean;
  islands: IslandSource;
}

export const playSetup: PlaySetup<JackalPlayOptions> = {
  defaultOptions: { learning: false, islands: 'stolik' },
  config: (players, o): JackalConfig => ({ players, learning: o.learning, islands: o.islands }),
  Options: PlayOptions,
};
