/** The skeleton's play setup: no options form, a pile of 12; the whole config is saved with the game. */
import type { PlaySetup } from '../../../play/types';
import type { Config } from '../engine/types';

export interface Options {
  pile: number;
}

export const playSetup: PlaySetup<Options> = {
  defaultOptions: { pile: 12 },
  config: (players, options): Config => ({ players, pile: options.pile }),
};
