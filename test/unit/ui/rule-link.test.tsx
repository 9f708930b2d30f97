// @vitest-environment happy-dom
// Issue 10, point 5 "Rules without leaving": a rule link opens its section in a sheet over the
// screen (no navigation), stays a real link to the rules route, and closing gives focus back.
// The browser-level check (scroll, open panels, Esc, back button) is test/e2e/rules-overlay.e2e.ts.
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RuleLink } from '../../../src/ui/RuleLink';
import { initTestI18n } from './i18n-setup';

beforeAll(() => initTestI18n());
let root: HTMLElement;
beforeEach(() => {
  document.body.innerHTML = '<div id="r"><details open><summary>Anya</summary><p>row</p></details></div>';
  root = document.getElementById('r')!;
  location.hash = '#/game/jackal/score/s1';
});
afterEach(async () => act(async () => render(null, root)));

const sheet = () => document.querySelector<HTMLDialogElement>('dialog.rules-sheet');

describe('RuleLink', () => {
  it('is a real link to the section, and a tap opens the sheet over the screen without navigating', async () => {
    const details = root.querySelector('details')!;
    await act(async () => render(<RuleLink game="jackal" anchor="tortuga" />, details.querySelector('p')!));
    const link = root.querySelector<HTMLAnchorElement>('a.rule-link')!;
    expect(link.getAttribute('href')).toBe('#/game/jackal/rules/tortuga');
    expect(link.textContent).toBe('Rule');
    expect(sheet()).toBeNull();
    await act(async () => link.click());
    expect(location.hash).toBe('#/game/jackal/score/s1');
    expect(sheet()).not.toBeNull();
    // The sheet lives at the end of <body>, outside the screen, which keeps its open panel.
    expect(sheet()!.parentElement).toBe(document.body);
    expect(details.open).toBe(true);
    // Unit tests run without the Markdown compiler (vite plugin), so the page cannot load here:
    // the sheet says so in words instead of failing. The e2e test reads the real section.
    await vi.waitFor(() => expect(sheet()!.querySelector('[role=alert]')?.textContent).toBe('There is no rules page for this game yet.'));
    expect(sheet()!.querySelector('h2')!.textContent).toBe('Rules of Jackal: the card game');
    await act(async () => sheet()!.querySelector<HTMLButtonElement>('.rules-sheet-close')!.click());
    expect(sheet()).toBeNull();
    expect(document.activeElement).toBe(link);
    expect(location.hash).toBe('#/game/jackal/score/s1');
  });

  it('a click that asks for a new tab is left to the browser', async () => {
    await act(async () =>
      render(
        <RuleLink game="jackal" anchor="tortuga">
          Tortuga
        </RuleLink>,
        root,
      ),
    );
    const link = root.querySelector<HTMLAnchorElement>('a.rule-link')!;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    await act(async () => void link.dispatchEvent(event));
    expect(sheet()).toBeNull();
    expect(link.textContent).toBe('Tortuga');
  });
});
