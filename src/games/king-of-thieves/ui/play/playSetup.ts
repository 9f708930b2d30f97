/**
 * The King of Thieves play setup: 3-5 players as the box says, no options. In the box the quickest
 * to grab the first-player token starts ("Подготовка"); on the phone the first seat in the list
 * holds it, so the order of the seats decides who rolls first.
 */
import type { PlaySetup } from '../../../../play/types';
import type { KotConfig } from '../../engine';

export const playSetup: PlaySetup<Record<string, never>> = {
  defaultOptions: {},
  config: (players): KotConfig => ({ players, first: 0 }),
};
