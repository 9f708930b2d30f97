// @vitest-environment happy-dom
/**
 * Issue 23, "when it cannot connect, say why and what to do": a guest that showed its answer can
 * not tell a host that has not scanned it yet from a pairing that cannot connect (only the host's
 * row says "the phones cannot reach each other"). After SLOW_PAIRING_MS of waiting the guest's
 * screen says what to do if the host's phone shows that; not before, not once connected, and not
 * over an error the guest's own link already names.
 */
import { readFileSync } from 'node:fs';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../../src/i18n';
import { JoinScreen, SLOW_PAIRING_MS } from '../../../../src/play/tables/ui/JoinScreen';
import { initTestI18n } from '../../ui/i18n-setup';

/** The guest's link as the screen sees it: a table once joined, an error, who listens. */
const link = vi.hoisted(() => {
  const listeners = new Set<() => void>();
  return {
    table: null as object | null,
    error: null as string | null,
    status: 'connecting',
    subscribe: (fn: () => void) => (listeners.add(fn), () => listeners.delete(fn)),
    dispose: () => undefined,
    changed: () => listeners.forEach((l) => l()),
  };
});
vi.mock('../../../../src/play/tables/guestLink', () => ({
  TICKET_MS: 6_000,
  GuestLink: { answer: async () => ({ ok: true, value: { link, code: 'ANSWER', host: 'fp' } }) },
}));
vi.mock('../../../../src/play/tables/tableMemory', () => ({ loadGuestMemory: async () => null, saveGuestMemory: async () => undefined }));
vi.mock('../../../../src/play/tables/ui/CodeCard', () => ({ CodeCard: ({ code }: { code: string }) => <code>{code}</code> }));
vi.mock('../../../../src/play/tables/ui/CodeInput', () => ({
  CodeInput: ({ onCode }: { onCode: (c: string) => void }) => (
    <button type="button" data-testid="scan" onClick={() => onCode('OFFER')}>
      scan
    </button>
  ),
}));
vi.mock('../../../../src/play/tables/ui/GuestBoard', () => ({ GuestBoard: () => <p data-testid="board">board</p> }));

let root: HTMLElement;
beforeAll(async () => {
  await initTestI18n('en');
  i18next.addResourceBundle('en', 'play', JSON.parse(readFileSync('locales/en/play.json', 'utf8')));
});
beforeEach(() => {
  vi.useFakeTimers();
  Object.assign(link, { table: null, error: null, status: 'connecting' });
  document.body.innerHTML = '<div id="r"></div>';
  root = document.getElementById('r')!;
});
afterEach(() => {
  act(() => render(null, root));
  vi.useRealTimers();
});

const slow = () => document.querySelector('[data-testid="join-slow"]')?.textContent ?? null;

/** The guest scans the host's code and shows its answer. */
async function answered(): Promise<void> {
  await act(async () => render(<JoinScreen />, root));
  await act(async () => (document.querySelector('[data-testid="scan"]') as HTMLButtonElement).click());
  expect(document.body.textContent).toContain('ANSWER');
}

describe('a guest waiting for the host', () => {
  it('says what to do once the wait is long, not before', async () => {
    await answered();
    await act(async () => void vi.advanceTimersByTime(SLOW_PAIRING_MS - 1));
    expect(slow()).toBeNull();
    await act(async () => void vi.advanceTimersByTime(1));
    expect(slow()).toMatch(/cannot reach each other.*hotspot.*Start over/);
  });

  it('says nothing more once the table is joined, or when its own link names the failure', async () => {
    await answered();
    link.error = 'ERR_CODE_UNREADABLE';
    await act(async () => link.changed());
    await act(async () => void vi.advanceTimersByTime(SLOW_PAIRING_MS));
    expect(slow()).toBeNull();
    link.error = null;
    link.table = {};
    await act(async () => link.changed());
    await act(async () => void vi.advanceTimersByTime(SLOW_PAIRING_MS));
    expect(document.querySelector('[data-testid="board"]')).not.toBeNull();
    expect(slow()).toBeNull();
  });
});
