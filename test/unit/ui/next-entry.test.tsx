// @vitest-environment happy-dom
// Issue 20 point 2: "three behaviours for the keyboard's Next/Enter key". One rule on every
// sheet: Enter moves to the next number field in reading order, never skipping one (an entered
// field included), no field moves on by itself, "next" on every field but the last ("done").
import { readFileSync } from 'node:fs';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18next } from '../../../src/i18n';
import { CountField } from '../../../src/games/royal-stake/ui/score/CountField';
import { Stepper } from '../../../src/ui/Stepper';
import { focusNextEntry } from '../../../src/ui/score/nextEntry';
import { initTestI18n } from './i18n-setup';

beforeAll(async () => {
  await initTestI18n('en');
  i18next.addResourceBundle('en', 'royal-stake', JSON.parse(readFileSync('locales/en/royal-stake.json', 'utf8')), true, true);
});
let root: HTMLElement;
beforeEach(() => {
  document.body.innerHTML = '<div id="r"></div><button id="after">Add a round</button>';
  root = document.getElementById('r')!;
});
const enter = (el: Element | null) => act(() => void el!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true })));
const typeIn = (el: HTMLInputElement, text: string) =>
  act(() => {
    el.value = text;
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });

describe('Enter on every sheet', () => {
  it('steppers (King of Thieves, Knights, Sly) and counts (Royal Stake) follow page order; typing never moves on', () => {
    act(() =>
      render(
        <>
          <Stepper label="Coins" who="Аня" value={3} onChange={() => {}} onClear={() => {}} />
          <Stepper label="Notoriety" who="Аня" value={null} onChange={() => {}} onClear={() => {}} />
          <CountField label="Boris: tricks" value={1} max={5} onChange={() => {}} />
          <CountField label="Chen: tricks" value={undefined} max={5} onChange={() => {}} />
        </>,
        root,
      ),
    );
    const [coins, notoriety, boris, chen] = [...root.querySelectorAll('input')];
    act(() => coins!.focus());
    expect(coins!.enterKeyHint).toBe('next');
    typeIn(coins!, '4');
    expect(document.activeElement).toBe(coins);
    enter(coins!);
    expect(document.activeElement).toBe(notoriety);
    enter(notoriety!);
    expect(document.activeElement).toBe(boris); // entered already: still not skipped
    typeIn(boris!, '2');
    expect(document.activeElement).toBe(boris); // a one-digit count does not jump on by itself
    enter(boris!);
    expect(document.activeElement).toBe(chen);
    expect(chen!.enterKeyHint).toBe('done');
  });
  it('a sheet may name where the last Enter goes (the pad: "Add a round")', () => {
    const after = document.getElementById('after')!;
    const onEnter = () => focusNextEntry(document.activeElement as HTMLInputElement, () => after);
    act(() => render(<Stepper compact label="Аня, round 1" value={1} onChange={() => {}} onEnter={onEnter} />, root));
    const cell = root.querySelector('input')!;
    act(() => cell.focus());
    enter(cell);
    expect(document.activeElement).toBe(after);
  });
});
