// @vitest-environment happy-dom
/** The table's settings: the second tap is asked for in a person's first game and not after it, unless they chose it. */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import {
  afterGameEnded,
  DEFAULT_TRICK_PAUSE,
  offeredPause,
  readTableSettings,
  TRICK_PAUSES,
} from '../../../../../../src/games/royal-stake/ui/play/tableSettings';
import { getSetting, setSetting } from '../../../../../../src/storage/settings';

describe('table settings', () => {
  it('first game: second tap on, 1.5 s trick pause, vibration on; after a finished game the second tap is off', async () => {
    expect(await readTableSettings()).toEqual({ confirm: true, pauseMs: DEFAULT_TRICK_PAUSE, haptics: true });
    expect(DEFAULT_TRICK_PAUSE).toBe(1500);
    await afterGameEnded();
    expect(await getSetting('playConfirm')).toBe(false);
    expect((await readTableSettings()).confirm).toBe(false);
  });
  it('a person who turned the second tap on keeps it after a game', async () => {
    await setSetting('playConfirm', true);
    await setSetting('trickPauseMs', 3000);
    await afterGameEnded();
    expect(await readTableSettings()).toMatchObject({ confirm: true, pauseMs: 3000 });
  });
  it('any stored pause reads as one the settings offer: 0 (never offered) runs as the shortest, junk as the default', async () => {
    for (const [stored, read] of [
      [0, 800],
      [1, 800],
      [1000, 800],
      [1150, 1500],
      [2000, 1500],
      [2250, 3000],
      [60_000, 3000],
      [-5, 800],
      [Number.NaN, DEFAULT_TRICK_PAUSE],
      ['fast', DEFAULT_TRICK_PAUSE],
      [undefined, DEFAULT_TRICK_PAUSE],
    ] as const)
      expect(offeredPause(stored), String(stored)).toBe(read);
    await setSetting('trickPauseMs', 0);
    const s = await readTableSettings();
    expect(s.pauseMs).toBe(800);
    expect(TRICK_PAUSES).toContain(s.pauseMs);
  });
});
