// @vitest-environment happy-dom
// Issue 21 point 8: a machine-speed double tap on Start (two submits in one frame, before any
// re-render) creates one session, on the pad and on the Royal Stake sheet setup, as on the play setup.
import 'fake-indexeddb/auto';
import { render, type VNode } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Setup as RoyalStakeSetup } from '../../../src/games/royal-stake/ui/score/Setup';
import { PadSetup } from '../../../src/scorepad/ui/PadSetup';
import { closeDb, getDb } from '../../../src/storage/db';
import { initTestI18n } from './i18n-setup';

let root: HTMLElement;
beforeAll(() => initTestI18n('en'));
beforeEach(() => {
  document.body.innerHTML = '<div id="r"></div>';
  root = document.getElementById('r')!;
  location.hash = '#/';
});
afterEach(async () => {
  await act(async () => render(null, root));
  await closeDb();
  indexedDB.deleteDatabase('stolik');
});

async function typeNames(...names: string[]) {
  const input = root.querySelector<HTMLInputElement>('#picker-name')!;
  for (const n of names) {
    await act(async () => {
      input.value = n;
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    // Not bubbling: the picker's own form sits inside the setup's form, and only the picker's is meant.
    await act(async () => void input.form!.dispatchEvent(new Event('submit', { bubbles: false, cancelable: true })));
  }
}

/** The Start form (the outer one), submitted twice in the same task: no render can run in between. */
function doubleTapStart() {
  const start = [...root.querySelectorAll<HTMLButtonElement>('button[type=submit]')].find((b) => b.textContent === 'Start')!;
  const form = start.form!;
  form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
}

const sessionCount = async () => (await getDb()).count('sessions');

describe.each<[string, () => VNode]>([
  ['the score pad', () => <PadSetup />],
  ['the Royal Stake score sheet', () => <RoyalStakeSetup />],
])('a double tap on Start: %s', (_, screen) => {
  it('creates exactly one session and opens it', async () => {
    await act(async () => render(screen(), root));
    await typeNames('Anna', 'Boris', 'Vera');
    // Royal Stake: "I am King" needs no rulers chosen, so Start is ready with the names alone.
    const king = root.querySelector<HTMLInputElement>('input[type=radio][value=i-am-king]');
    if (king) await act(async () => king.click());
    await act(async () => doubleTapStart());
    await vi.waitFor(() => expect(location.hash).toMatch(/^#\/(pad|game\/royal-stake\/score)\/.+/));
    expect(await sessionCount()).toBe(1);
  });
});
