/**
 * Short vibrations for digital games: a tap on your turn and a double tap when you win a trick
 * or a tile. Off when the `haptics` setting is false or the device cannot vibrate (desktop,
 * iOS Safari); a buzz never throws and never waits for storage.
 */
import { getSetting, setSetting } from '../storage/settings';

/** What happened: your turn came, or you won something (a trick, a tile). */
export type Buzz = 'turn' | 'won';

/** Vibration patterns in ms: short enough to feel, never to annoy. */
export const BUZZ_PATTERN: Readonly<Record<Buzz, number | number[]>> = { turn: 25, won: [20, 60, 20] };

let enabled = true;
let loaded: Promise<boolean> | null = null;

/** Reads the setting once (default on); later calls share the answer. */
export function loadHaptics(): Promise<boolean> {
  loaded ??= getSetting('haptics').then(
    (v) => (enabled = v ?? true),
    () => enabled,
  );
  return loaded;
}

/** True when buzzes are on (the setting as last read or written). */
export const hapticsOn = (): boolean => enabled;

/** Turns buzzes on or off and saves the choice. */
export async function setHaptics(on: boolean): Promise<void> {
  enabled = on;
  loaded = Promise.resolve(on);
  await setSetting('haptics', on);
}

/**
 * Whether the person has touched the page yet: browsers refuse `vibrate` before that (Chromium
 * logs a console error), e.g. a table opened at the person's turn. Without the User Activation
 * API (older browsers, which do not block) a buzz is allowed.
 */
const touched = (): boolean => (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } }).userActivation?.hasBeenActive ?? true;

/** Vibrates for `kind` if allowed (the setting, the device, a first tap made); returns whether the device was asked to. */
export function buzz(kind: Buzz): boolean {
  if (!enabled || typeof navigator === 'undefined' || typeof navigator.vibrate !== 'function' || !touched()) return false;
  try {
    return navigator.vibrate(BUZZ_PATTERN[kind]);
  } catch {
    return false;
  }
}
