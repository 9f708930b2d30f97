/** Driving the play setup form (PlayNew with the toy game) in happy-dom: typing, seat kinds, Start. */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { expect, vi } from 'vitest';
import { PlayNew } from '../../../src/play/PlayNew';
import type { PlaySetup } from '../../../src/play/types';
import { getSession } from '../../../src/storage/sessions';
import type { SessionRecord } from '../../../src/storage/types';
import { hiddenNim } from '../../fixtures/toy-games/hiddenNim';

/** Types `text` into `input` as one input event. */
export async function typeInto(input: HTMLInputElement, text: string): Promise<void> {
  await act(async () => {
    input.value = text;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** Types a name into the picker's new-name field and adds it. */
export async function addTyped(root: HTMLElement, name: string): Promise<void> {
  const input = root.querySelector<HTMLInputElement>('#picker-name')!;
  await typeInto(input, name);
  await act(async () => void input.form!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
}

/** Picks `value` ("human" or a bot level) in a seat's "who plays" select. */
export async function choose(select: HTMLSelectElement, value: string): Promise<void> {
  await act(async () => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

/** The "who plays" selects, in seat order. */
export const kindSelects = (root: HTMLElement) => [...root.querySelectorAll<HTMLSelectElement>('.seat-kind-row select')];

const toySetup: PlaySetup<{ pile: number }> = { defaultOptions: { pile: 7 }, config: (players, o) => ({ players, pile: o.pile }) };

/** Mounts the toy game's setup form (2-4 players) into `root`. */
export const mountToySetup = (root: HTMLElement) =>
  act(async () => render(<PlayNew game="toy" engine={hiddenNim as never} setup={toySetup as PlaySetup} players={{ min: 2, max: 4 }} />, root));

/** Submits the setup form and returns the session it created, once the table's route is open. */
export async function startAndLoad(root: HTMLElement): Promise<SessionRecord> {
  await act(async () => void root.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
  await vi.waitFor(() => expect(location.hash).toMatch(/^#\/game\/toy\/play\/.+/));
  return (await getSession(decodeURIComponent(location.hash.split('/').at(-1)!)))!;
}
