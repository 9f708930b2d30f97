/**
 * The Royal Stake play setup. The seat count picks the mode (3 "I am King", 4 team whist with
 * partners opposite, 5 "Emperor"); play takes 3-5 seats although scoring also covers 2. Team
 * and "Emperor" need the printed king numbers, which the options form reads from the card-values
 * store (asking for missing ones once) and puts into the config.
 */
import type { PlaySetup } from '../../../../play/types';
import type { KingNumbers, PlayMode, RsConfig } from '../../engine/types';
import { PlayOptions } from './PlayOptions';

/** What the options form edits: the king numbers once the store has all of them. */
export interface RsPlayOptions {
  kingNumbers: KingNumbers | null;
}

/** The mode a seat count plays (null outside 3-5). */
export function modeFor(players: number): PlayMode | null {
  return players === 3 ? 'i-am-king' : players === 4 ? 'team' : players === 5 ? 'emperor' : null;
}

/** The engine config: mode from the seat count, king numbers where the mode needs them. */
export function rsConfig(players: number, options: RsPlayOptions): RsConfig {
  const mode = modeFor(players) ?? 'i-am-king';
  const needs = mode !== 'i-am-king' && options.kingNumbers;
  return needs ? { mode, players, kingNumbers: options.kingNumbers! } : { mode, players };
}

/** Options, config, seat range and form for PlayNew. */
export const playSetup: PlaySetup<RsPlayOptions> = {
  defaultOptions: { kingNumbers: null },
  config: rsConfig,
  players: { min: 3, max: 5 },
  Options: PlayOptions,
};
