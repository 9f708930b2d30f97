// @vitest-environment happy-dom
/**
 * Issue 23, point 4 (a host reload's rejoin): the camera permission is made sure of before any
 * connection (findings 1a), but once per document, and in Chromium not by opening the camera when
 * the permission is already granted (Chromium gathers every address by the permission's status).
 * The host answering four tickets after a reload opened the camera four times (0.85 s of 1.9 s).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Camera = typeof import('../../../../src/play/tables/camera');

const stopped: number[] = [];
let gum: ReturnType<typeof vi.fn>;

function stub(name: string, value: unknown): void {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
}

/** A browser: Chromium (userAgentData) or not, the permission's state, getUserMedia's answer. */
async function browser(opts: {
  chromium: boolean;
  state: PermissionState | 'throws' | 'silent' | 'late';
  answer: 'ok' | 'NotAllowedError' | 'NotFoundError' | 'slow';
}): Promise<Camera> {
  vi.resetModules();
  gum = vi.fn(async () => {
    // No camera device, on a busy machine: the refusal comes late (6 s in the e2e's Chromium).
    if (opts.answer === 'slow') return new Promise((_, reject) => setTimeout(() => reject(new DOMException('no', 'NotFoundError')), 6_000));
    if (opts.answer !== 'ok') throw new DOMException('no', opts.answer);
    return { getTracks: () => [{ stop: () => stopped.push(1) }] };
  });
  stub('mediaDevices', { getUserMedia: gum });
  stub('permissions', {
    query: vi.fn(async () => {
      if (opts.state === 'throws') throw new TypeError('camera is not a permission name here');
      if (opts.state === 'silent') return new Promise(() => undefined);
      if (opts.state === 'late') return new Promise((resolve) => setTimeout(() => resolve({ state: 'granted' }), 1_500));
      return { state: opts.state };
    }),
  });
  if (opts.chromium) stub('userAgentData', { brands: [] });
  else delete (navigator as { userAgentData?: unknown }).userAgentData;
  return import('../../../../src/play/tables/camera');
}

beforeEach(() => (stopped.length = 0));
afterEach(() => {
  delete (navigator as { userAgentData?: unknown }).userAgentData;
});

describe('askCamera: the permission before every connection, the camera opened at most once', () => {
  it('Chromium with the permission already granted: no camera is opened at all', async () => {
    const c = await browser({ chromium: true, state: 'granted', answer: 'ok' });
    expect(await Promise.all([c.askCamera(), c.askCamera(), c.askCamera(), c.askCamera()])).toEqual(['granted', 'granted', 'granted', 'granted']);
    expect(gum).not.toHaveBeenCalled();
  });
  it('Chromium still asking (first pairing): the camera opens once, for the prompt, and closes at once', async () => {
    const c = await browser({ chromium: true, state: 'prompt', answer: 'ok' });
    expect(await c.askCamera()).toBe('granted');
    expect(gum).toHaveBeenCalledTimes(1);
    expect(stopped).toEqual([1]);
  });
  it('another browser (WebKit lifts its filter only after getUserMedia): four tickets at once open the camera once, and later connections not again', async () => {
    const c = await browser({ chromium: false, state: 'granted', answer: 'ok' });
    expect(await Promise.all([c.askCamera(), c.askCamera(), c.askCamera(), c.askCamera()])).toEqual(['granted', 'granted', 'granted', 'granted']);
    expect(await c.askCamera()).toBe('granted');
    expect(gum).toHaveBeenCalledTimes(1);
  });
  it('a permission query that never answers holds no pairing: after a second the camera is opened instead, once', async () => {
    const c = await browser({ chromium: true, state: 'silent', answer: 'ok' });
    vi.useFakeTimers();
    try {
      const asked = Promise.all([c.askCamera(), c.askCamera()]);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(await asked).toEqual(['granted', 'granted']);
      expect(gum).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
  it('a status that comes late (a busy phone) still counts: "granted" after 1.5 s, while the camera takes 6 s to refuse, lets the pairing go on', async () => {
    const c = await browser({ chromium: true, state: 'late', answer: 'slow' });
    vi.useFakeTimers();
    try {
      let answered: string | null = null;
      void c.askCamera().then((r) => (answered = r));
      await vi.advanceTimersByTimeAsync(1_500);
      expect(answered).toBe('granted');
      // The camera was opened meanwhile (the status was late); its late refusal changes nothing.
      await vi.advanceTimersByTimeAsync(6_000);
      expect(await c.askCamera()).toBe('granted');
      expect(gum).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
  it('a refusal is asked again next time (the person may change their mind); a missing camera says so', async () => {
    const c = await browser({ chromium: true, state: 'throws', answer: 'NotAllowedError' });
    expect(await c.askCamera()).toBe('denied');
    expect(await c.askCamera()).toBe('denied');
    expect(gum).toHaveBeenCalledTimes(2);
    const m = await browser({ chromium: false, state: 'prompt', answer: 'NotFoundError' });
    expect(await m.askCamera()).toBe('missing');
  });
});
