// @vitest-environment happy-dom
/**
 * Two people on one phone ("Конец хода": notoriety tokens are kept hidden from the others): each
 * sees their own notoriety and a "?" for everyone else's, the board is gone behind the pass
 * screen when the phone changes hands, and the next person's board shows their own count only.
 */
import { describe, expect, it, vi } from 'vitest';
import { withTestRoot } from '../../../../play/test-root';
import { byTestId, EASY, H, initKotI18n, mountKot, tap } from './helpers';

let root: HTMLElement;
withTestRoot(initKotI18n, (r) => (root = r), '<main><div id="r"></div></main>');

const notoriety = (seat: number) =>
  byTestId(root, `notoriety-${seat}`)!
    .textContent!.replace(/^Notoriety:\s*/, '')
    .trim();

describe('hidden notoriety between two people on one phone', () => {
  it("each person sees their own notoriety and not the others'; the pass screen comes between them", async () => {
    await mountKot(root, [H, H, EASY], { seed: 'hidden-kot' });
    const reveal = await vi.waitFor(() => byTestId(root, 'reveal') ?? Promise.reject(new Error('no curtain')));
    expect(byTestId(root, 'board')).toBeNull();
    await tap(reveal);
    await vi.waitFor(() => expect(byTestId(root, 'board')).not.toBeNull());
    expect(notoriety(0)).toBe('0');
    expect(notoriety(1)).toBe('?');
    expect(notoriety(2)).toBe('?');
    // Anya takes a die; the phone goes to Boris behind the curtain.
    await tap(root.querySelector('[data-testid="centre-pool"] button')!);
    await vi.waitFor(() => expect((byTestId(root, 'take') as HTMLButtonElement).disabled).toBe(false));
    await tap(byTestId(root, 'take')!);
    const next = await vi.waitFor(() => byTestId(root, 'reveal') ?? Promise.reject(new Error('no curtain')));
    expect(byTestId(root, 'board')).toBeNull();
    expect(root.textContent).toContain('Boris');
    await tap(next);
    await vi.waitFor(() => expect(byTestId(root, 'board')).not.toBeNull());
    expect(notoriety(0)).toBe('?');
    expect(notoriety(1)).toBe('0');
  }, 60_000);
});
