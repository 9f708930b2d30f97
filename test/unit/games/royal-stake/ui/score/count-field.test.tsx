// @vitest-environment happy-dom
// A typed count (issue 10, points 1 and 2): empty is "not entered", never 0; 0 is typed like any
// number; what cannot be a count is refused next to the field, naming it. Issue 20 point 2: no
// field moves on by itself; Enter moves to the next field in reading order, never skipping one.
import { readFileSync } from 'node:fs';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../../../../src/i18n';
import { CountField } from '../../../../../../src/games/royal-stake/ui/score/CountField';
import { initTestI18n } from '../../../../ui/i18n-setup';

beforeAll(async () => {
  await initTestI18n('en');
  i18next.addResourceBundle('en', 'royal-stake', JSON.parse(readFileSync('locales/en/royal-stake.json', 'utf8')), true, true);
});
let root: HTMLElement;
beforeEach(() => {
  document.body.innerHTML = '<div id="r"></div>';
  root = document.getElementById('r')!;
});
const inputs = () => [...root.querySelectorAll('input')];
async function type(el: HTMLInputElement, text: string) {
  await act(async () => {
    el.focus();
    el.value = text;
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('CountField', () => {
  it('shows a count nobody entered as empty and "not entered", and 0 as 0', async () => {
    await act(async () =>
      render(
        <>
          <CountField label="Blue cards won" value={undefined} max={8} onChange={() => {}} />
          <CountField label="Green cards won" value={0} max={8} onChange={() => {}} />
        </>,
        root,
      ),
    );
    const [blue, green] = inputs();
    expect(blue!.value).toBe('');
    expect(blue!.placeholder).toBe('—');
    expect(root.textContent).toContain('not entered');
    expect(green!.value).toBe('0');
    expect(root.querySelectorAll('.rs-missing')).toHaveLength(1);
  });
  it('passes on 0 as a value, an emptied field as not entered, and refuses "3.5" naming the field', async () => {
    const onChange = vi.fn();
    await act(async () => render(<CountField label="Blue cards won" value={2} max={8} onChange={onChange} />, root));
    const [blue] = inputs();
    await type(blue!, '0');
    expect(onChange).toHaveBeenLastCalledWith(0);
    await type(blue!, '');
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    onChange.mockClear();
    // A new visit from "not entered": a refusal goes back to what the visit began with.
    await act(async () => void blue!.blur());
    await act(async () => render(<CountField label="Blue cards won" value={undefined} max={8} onChange={onChange} />, root));
    await type(blue!, '3.5');
    expect(onChange).not.toHaveBeenCalled();
    expect(root.querySelector('[role="alert"]')?.textContent).toMatch(/^Blue cards won: /);
    await type(blue!, '9');
    expect(onChange).not.toHaveBeenCalled();
    expect(root.querySelector('[role="alert"]')?.textContent).toBe('Blue cards won: Use a number from 0 to 8.');
  });
  it('typing never moves the focus; Enter moves to the next field in reading order, filled or not, and the last says "done"', async () => {
    await act(async () =>
      render(
        <>
          <CountField label="Аня: tricks" value={undefined} max={5} onChange={() => {}} />
          <CountField label="Boris: tricks" value={1} max={5} onChange={() => {}} />
          <CountField label="Chen: tricks" value={undefined} max={5} onChange={() => {}} />
        </>,
        root,
      ),
    );
    const [a, b, c] = inputs();
    await type(a!, '2');
    expect(document.activeElement).toBe(a);
    const enter = (el: HTMLInputElement) => act(() => void el.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })));
    await enter(a!);
    expect(document.activeElement).toBe(b); // Boris's 1 is not skipped
    expect(b!.enterKeyHint).toBe('next');
    await enter(b!);
    expect(document.activeElement).toBe(c);
    expect(c!.enterKeyHint).toBe('done');
  });
  it('keeps showing a typed count after the focus moves on, until its save comes back', async () => {
    // Every change shows once saved (useSession): the old value must not blank the field meanwhile.
    const onChange = vi.fn();
    const sheet = (blue: number | undefined) => (
      <>
        <CountField label="Blue cards won" value={blue} max={8} onChange={onChange} />
        <CountField label="Green cards won" value={undefined} max={8} onChange={onChange} />
      </>
    );
    await act(async () => render(sheet(undefined), root));
    const [blue, green] = inputs();
    await type(blue!, '3');
    expect(onChange).toHaveBeenLastCalledWith(3);
    await act(async () => green!.focus());
    await act(async () => render(sheet(undefined), root)); // another save lands first
    expect(blue!.value).toBe('3');
    expect(blue!.closest('.rs-missing')).toBeNull();
    await act(async () => render(sheet(3), root));
    expect(blue!.value).toBe('3');
    await act(async () => render(sheet(undefined), root)); // undone: the field follows
    expect(blue!.value).toBe('');
  });
});
