/**
 * The Royal Stake play setup. The seat count picks the mode (3 "I am King", 4 team whist with
 * partners opposite, 5 "Emperor"); play takes 3-5 seats although scoring also covers 2. Team
 * and "Emperor" need king numbers: the printed ones when the card-values store has all ten,
 * otherwise Stolik's own numbering (never a blocker); the config records which set was used.
 * The standard game (stdSetup.ts, StdSetupForm) joins the choice once STANDARD_PLAY_OFFERED is on,
 * and is then the preselected one (defaultStdSetup); the side modes are picked on purpose.
 */
import type { PlaySetup } from '../../../../play/types';
import type { KingNumbers, PlayMode, RsConfig } from '../../engine/types';
import { gameKingNumbers } from './kingNumbers';
import { PlayOptions } from './PlayOptions';
import { RsSetupOptions } from './RsSetupOptions';
import { STANDARD_PLAY_OFFERED, TWO_PLAYER_PLAY_OFFERED, defaultStdSetup, stdConfig, type PendingStdConfig, type StdSetup } from './stdSetup';

/** What the options form edits: the printed king numbers once the store has all of them. */
export interface RsPlayOptions {
  kingNumbers: KingNumbers | null;
  /** The standard game's form (only while it is offered); `on` when it is the chosen game. */
  std?: StdSetup;
}

/** The mode a seat count plays (null outside 3-5). */
export function modeFor(players: number): PlayMode | null {
  return players === 3 ? 'i-am-king' : players === 4 ? 'team' : players === 5 ? 'emperor' : null;
}

/** The engine config: mode from the seat count, king numbers (and their source) where needed. */
export function rsConfig(players: number, options: RsPlayOptions): RsConfig | PendingStdConfig {
  const std = options.std;
  if (STANDARD_PLAY_OFFERED && std && (std.on || (players === 2 && TWO_PLAYER_PLAY_OFFERED))) return stdConfig(players, std);
  const mode = modeFor(players) ?? 'i-am-king';
  if (mode === 'i-am-king') return { mode, players };
  return { mode, players, ...gameKingNumbers(options.kingNumbers) };
}

/** Options, config, seat range and form for PlayNew. */
export const playSetup: PlaySetup<RsPlayOptions> = {
  defaultOptions: STANDARD_PLAY_OFFERED ? { kingNumbers: null, std: defaultStdSetup() } : { kingNumbers: null },
  config: rsConfig,
  players: { min: STANDARD_PLAY_OFFERED && TWO_PLAYER_PLAY_OFFERED ? 2 : 3, max: 5 },
  Options: STANDARD_PLAY_OFFERED ? RsSetupOptions : PlayOptions,
};
