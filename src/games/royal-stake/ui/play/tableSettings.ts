/**
 * The card table's settings (stored with the app's settings): whether a tapped card waits for a
 * second tap before it is played (on for a person's first game, off once a game has ended unless
 * they turned it on), how long a finished trick stays, and short vibrations (play/haptics.ts).
 */
import { useEffect, useState } from 'preact/hooks';
import { hapticsOn, loadHaptics, setHaptics } from '../../../../play/haptics';
import { getSetting, setSetting } from '../../../../storage/settings';

/** The choices for how long a finished trick stays on the table (ms). */
export const TRICK_PAUSES = [800, 1500, 3000] as const;
export const DEFAULT_TRICK_PAUSE = 1500;

/**
 * The offered pause nearest a stored one (ties: the longer). Older builds, a restored backup or
 * another tab may have stored any whole number of ms, 0 included; the table only runs on, and the
 * setting only shows, a value it offers. Unset or not a number: the default.
 */
export function offeredPause(stored: unknown): number {
  if (typeof stored !== 'number' || !Number.isFinite(stored)) return DEFAULT_TRICK_PAUSE;
  return TRICK_PAUSES.reduce<number>((best, ms) => (Math.abs(ms - stored) <= Math.abs(best - stored) ? ms : best), TRICK_PAUSES[0]);
}

/** The table's settings as the screen uses them. */
export interface TableSettings {
  confirm: boolean;
  pauseMs: number;
  haptics: boolean;
}

/** Settings before storage answers: the first-game defaults. */
export const FIRST_GAME: TableSettings = { confirm: true, pauseMs: DEFAULT_TRICK_PAUSE, haptics: true };

/** Reads the settings; unset ones take their defaults. */
export async function readTableSettings(): Promise<TableSettings> {
  const [confirm, pause, haptics] = await Promise.all([getSetting('playConfirm'), getSetting('trickPauseMs'), loadHaptics()]);
  return { confirm: confirm ?? true, pauseMs: offeredPause(pause), haptics };
}

/** After a finished game the second tap is no longer asked for, unless the person chose it. */
export async function afterGameEnded(): Promise<void> {
  if ((await getSetting('playConfirm')) === undefined) await setSetting('playConfirm', false);
}

/** The settings, and a setter that saves each change. */
export function useTableSettings(): [TableSettings, (change: Partial<TableSettings>) => void] {
  const [s, setS] = useState<TableSettings>({ ...FIRST_GAME, haptics: hapticsOn() });
  useEffect(() => {
    let live = true;
    readTableSettings().then(
      (v) => live && setS(v),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  const change = (c: Partial<TableSettings>) => {
    setS((old) => ({ ...old, ...c, ...(c.pauseMs !== undefined ? { pauseMs: offeredPause(c.pauseMs) } : {}) }));
    if (c.confirm !== undefined) void setSetting('playConfirm', c.confirm).catch(() => undefined);
    if (c.pauseMs !== undefined) void setSetting('trickPauseMs', c.pauseMs).catch(() => undefined);
    if (c.haptics !== undefined) void setHaptics(c.haptics).catch(() => undefined);
  };
  return [s, change];
}
