// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';

describe('keep the screen awake', () => {
  it('asks for a lock when turned on and again each time the app becomes visible', async () => {
    const sentinels: EventTarget[] = [];
    const request = vi.fn(async () => {
      const s = Object.assign(new EventTarget(), { release: async () => void s.dispatchEvent(new Event('release')) });
      sentinels.push(s);
      return s;
    });
    Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
    const { setWakeLock } = await import('../../../src/device/wakeLock');
    await setWakeLock(true);
    expect(request).toHaveBeenCalledTimes(1);
    // The browser drops the lock when the page is hidden...
    sentinels[0]!.dispatchEvent(new Event('release'));
    // ...and we take it again when the page is shown.
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(request).toHaveBeenCalledTimes(2));
    await setWakeLock(false);
    document.dispatchEvent(new Event('visibilitychange'));
    await new Promise((r) => setTimeout(r, 10));
    expect(request).toHaveBeenCalledTimes(2);
  });
});
