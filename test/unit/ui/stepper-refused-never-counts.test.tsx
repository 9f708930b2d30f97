// @vitest-environment happy-dom
// Issue 20 point 1: "a refused value still counts, and is saved": the pad showed 9 for Gleb,
// 99999999999 was typed, the field said "Use a number from -99999 to 99999" and yet 99999 (the
// last valid prefix) was saved and counted. One rule in the shared number input: a value is
// saved only while the whole typed text is accepted.
import { render } from 'preact';
import { useState } from 'preact/hooks';
import { act } from 'preact/test-utils';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Stepper } from '../../../src/ui/Stepper';
import { refusedFields } from '../../../src/ui/score/refusedFields';
import { initTestI18n } from './i18n-setup';

beforeAll(() => initTestI18n());
let root: HTMLElement;
beforeEach(() => {
  act(() => render(null, document.getElementById('r') ?? document.body));
  document.body.innerHTML = '<div id="r"></div>';
  root = document.getElementById('r')!;
});

/** A stored value the Stepper writes to, as a sheet's session does; `saves` lists every write. */
function Sheet({ start, saves, clearable, who }: { start: number | null; saves: Array<number | null>; clearable?: boolean; who?: string }) {
  const [v, setV] = useState(start);
  const save = (n: number | null) => (saves.push(n), setV(n));
  return (
    <>
      <Stepper compact label={who ? 'Coins' : 'Gleb, round 2'} who={who} value={v} onChange={save} onClear={clearable ? () => save(null) : undefined} />
      <output>{v ?? '—'}</output>
    </>
  );
}
const stored = () => root.querySelector('output')!.textContent;
function typeEach(input: HTMLInputElement, text: string) {
  // Key by key, as a phone keyboard sends it: each prefix is an input event.
  for (let i = 1; i <= text.length; i++)
    act(() => {
      input.value = text.slice(0, i);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
}
function focus(input: HTMLInputElement) {
  act(() => {
    input.focus();
  });
}

describe('Stepper: a refused value is never stored and never counts', () => {
  it('9, then 99999999999 typed: the stored value is 9 again, not the prefix 99999', () => {
    const saves: Array<number | null> = [];
    act(() => render(<Sheet start={9} saves={saves} clearable />, root));
    const input = root.querySelector('input')!;
    focus(input);
    typeEach(input, '99999999999');
    expect(stored()).toBe('9');
    expect(saves.at(-1)).toBe(9);
    expect(input.value).toBe('99999999999');
    expect(root.querySelector('[role=alert]')?.textContent).toContain('from \u221299999 to 99999');
    // Leaving the field keeps the refused text on screen and the stored value at 9.
    act(() => input.blur());
    expect(stored()).toBe('9');
    expect(refusedFields()).toEqual([{ label: 'Gleb, round 2', reason: expect.stringContaining('99999') }]);
  });
  it('a field nobody had entered goes back to "not entered"', () => {
    const saves: Array<number | null> = [];
    act(() => render(<Sheet start={null} saves={saves} clearable />, root));
    const input = root.querySelector('input')!;
    focus(input);
    typeEach(input, '1234567');
    expect(stored()).toBe('—');
  });
  it('correcting the text to an accepted value saves it and takes the field off the attention list', () => {
    const saves: Array<number | null> = [];
    act(() => render(<Sheet start={9} saves={saves} clearable />, root));
    const input = root.querySelector('input')!;
    focus(input);
    typeEach(input, '123456');
    expect(refusedFields()).toHaveLength(1);
    typeEach(input, '12345');
    expect(stored()).toBe('12345');
    expect(refusedFields()).toEqual([]);
    expect(root.querySelector('[role=alert]')).toBeNull();
  });
  it('the value of the visit counts, not the last valid prefix: 40 → 4 → 4x goes back to 40', () => {
    const saves: Array<number | null> = [];
    act(() => render(<Sheet start={40} saves={saves} clearable />, root));
    const input = root.querySelector('input')!;
    focus(input);
    typeEach(input, '4x');
    expect(stored()).toBe('40');
  });
  it('a refusal names the player and the field, and a removed field leaves the attention list', () => {
    const saves: Array<number | null> = [];
    act(() => render(<Sheet start={0} saves={saves} clearable who="Dasha" />, root));
    const input = root.querySelector('input')!;
    focus(input);
    typeEach(input, '1000000');
    expect(root.querySelector('[role=alert]')?.textContent).toMatch(/^Dasha, Coins: /);
    expect(stored()).toBe('0');
    act(() => render(null, root));
    expect(refusedFields()).toEqual([]);
  });
});
