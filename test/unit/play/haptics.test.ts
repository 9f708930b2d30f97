// @vitest-environment happy-dom
/** Short vibrations: on by default, off by the setting, silent where the device cannot vibrate. */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUZZ_PATTERN, buzz, hapticsOn, loadHaptics, setHaptics } from '../../../src/play/haptics';
import { getSetting } from '../../../src/storage/settings';

afterEach(() => vi.unstubAllGlobals());

describe('haptics', () => {
  it('buzzes the pattern of each event while the setting is on (the default), and not once it is off', async () => {
    const vibrate = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, vibrate });
    expect(await loadHaptics()).toBe(true); // never set: on
    expect(buzz('turn')).toBe(true);
    expect(buzz('won')).toBe(true);
    expect(vibrate.mock.calls).toEqual([[BUZZ_PATTERN.turn], [BUZZ_PATTERN.won]]);
    await setHaptics(false);
    expect(await getSetting('haptics')).toBe(false);
    expect(hapticsOn()).toBe(false);
    expect(buzz('turn')).toBe(false);
    expect(vibrate).toHaveBeenCalledTimes(2);
    await setHaptics(true);
  });
  it('never throws where vibration is missing or refused', () => {
    vi.stubGlobal('navigator', { ...navigator, vibrate: undefined });
    expect(buzz('won')).toBe(false);
    vi.stubGlobal('navigator', {
      ...navigator,
      vibrate: () => {
        throw new Error('blocked');
      },
    });
    expect(buzz('won')).toBe(false);
  });
  // Issue 21 point 8: a table opened at the person's turn must not vibrate before any tap
  // (Chromium refuses and logs a console error): only after the page has been touched.
  it('does not vibrate before the person has touched the page, and does after', async () => {
    await setHaptics(true);
    const vibrate = vi.fn(() => true);
    const userActivation = { hasBeenActive: false };
    vi.stubGlobal('navigator', { ...navigator, vibrate, userActivation });
    expect(buzz('turn')).toBe(false);
    expect(vibrate).not.toHaveBeenCalled();
    userActivation.hasBeenActive = true;
    expect(buzz('turn')).toBe(true);
    expect(vibrate).toHaveBeenCalledWith(BUZZ_PATTERN.turn);
  });
});
