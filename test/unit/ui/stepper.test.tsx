// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Stepper } from '../../../src/ui/Stepper';
import { initTestI18n } from './i18n-setup';

beforeAll(() => initTestI18n());
let root: HTMLElement;
beforeEach(() => {
  document.body.innerHTML = '<div id="r"></div>';
  root = document.getElementById('r')!;
});

function mount(value: number, onChange = vi.fn()) {
  act(() => render(<Stepper label="Anya, round 1" value={value} onChange={onChange} min={-10} max={10} />, root));
  return { onChange, input: root.querySelector('input')! };
}
function type(input: HTMLInputElement, text: string) {
  act(() => {
    input.value = text;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('Stepper: bad input gets a clear message and changes nothing', () => {
  it.each([
    ['-', 'is not a whole number'],
    ['3.5', 'is not a whole number'],
    ['10^9', 'is not a whole number'],
    ['', 'Enter a number'],
    ['11', 'from \u221210 to 10'],
  ])('typing %j shows a message and does not call onChange', (text, message) => {
    const { onChange, input } = mount(4);
    type(input, text);
    expect(onChange).not.toHaveBeenCalled();
    expect(root.querySelector('[role=alert]')?.textContent).toContain(message);
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });
  it('a valid number is passed on and clears the message', () => {
    const { onChange, input } = mount(4);
    type(input, '3.5');
    type(input, '-7');
    expect(onChange).toHaveBeenCalledWith(-7);
    expect(root.querySelector('[role=alert]')).toBeNull();
  });
  it('in a table cell, ± flips the sign (phone number pads often lack a minus key)', () => {
    const onChange = vi.fn();
    act(() => render(<Stepper compact label="Anya, round 2" value={7} onChange={onChange} />, root));
    const buttons = [...root.querySelectorAll('button')];
    expect(buttons).toHaveLength(1);
    expect(buttons[0]!.textContent).toContain('change sign');
    act(() => buttons[0]!.click());
    expect(onChange).toHaveBeenCalledWith(-7);
  });
  it('two fast taps on + add two even before the first change comes back saved', () => {
    const { onChange } = mount(4);
    const plus = [...root.querySelectorAll('button')][1]!;
    act(() => plus.click());
    act(() => plus.click());
    expect(onChange.mock.calls.map((c) => c[0])).toEqual([5, 6]);
  });
  it('+ and − step within the limits and are named for screen readers', () => {
    const { onChange } = mount(10);
    const [minus, plus] = [...root.querySelectorAll('button')];
    expect(plus!.textContent).toContain('Anya, round 1: plus one');
    expect(plus!.disabled).toBe(true);
    act(() => minus!.click());
    expect(onChange).toHaveBeenCalledWith(9);
  });
});

// Issue 10 point 1: "typing after a tap appends to the old value" (coins 0, tap left of it, type 3 -> 30).
describe('Stepper: typing replaces what the field shows', () => {
  it.each(['focus', 'click', 'pointerup'])('%s selects the whole value, so the next key replaces it', (event) => {
    const { input } = mount(0);
    input.focus();
    input.setSelectionRange(0, 0); // the caret placed left of the 0 by the tap
    act(() => void input.dispatchEvent(new Event(event, { bubbles: true })));
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 1]);
  });
  it('the save of "1" coming back while "10" is typed does not rewrite the field; an outside change does', () => {
    const onChange = vi.fn();
    const draw = (value: number) => act(() => render(<Stepper label="Coins" value={value} onChange={onChange} />, root));
    draw(0);
    const input = root.querySelector('input')!;
    type(input, '1');
    type(input, '10');
    draw(1); // the first save's echo
    expect(input.value).toBe('10');
    draw(10);
    expect(input.value).toBe('10');
    draw(7); // undo, another tab
    expect(input.value).toBe('7');
    expect(onChange.mock.calls.map((c) => c[0])).toEqual([1, 10]);
  });
  it("keys typed before the new field has painted are kept (a new round's first cell takes the focus at once)", async () => {
    // Outside act(), as in the browser: Preact runs the mount effect after the next paint, and a
    // fast typist's first key can come before it. Run late, it blanked the "1" of "15" (saved 5).
    const onChange = vi.fn();
    render(<Stepper compact label="Boris, round 6" value={null} onChange={onChange} onClear={vi.fn()} />, root);
    const input = root.querySelector('input')!;
    input.value = '1';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await new Promise((r) => setTimeout(r, 50)); // the paint, and the effects after it
    expect(input.value).toBe('1');
    input.value += '5';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await new Promise((r) => setTimeout(r, 50));
    expect(input.value).toBe('15');
    expect(onChange.mock.calls.map((c) => c[0])).toEqual([1, 15]);
  });
  it('pasted locale digits and a typographic minus are read', () => {
    const { onChange, input } = mount(0);
    type(input, '٣');
    type(input, '\u22127');
    expect(onChange.mock.calls.map((c) => c[0])).toEqual([3, -7]);
  });
  it('a refusal names the field it belongs to', () => {
    const { input } = mount(2);
    type(input, '1,5');
    expect(root.querySelector('[role=alert]')?.textContent).toBe('Anya, round 1: “1,5” is not a whole number. Use digits, with a minus sign if needed.');
  });
});

// Issue 10: "a value nobody entered is shown as not entered, not as 0".
describe('Stepper: a value nobody entered', () => {
  it('shows empty with a "—" placeholder and a "not entered" description, not 0', () => {
    act(() => render(<Stepper compact label="Boris, round 3" value={null} onChange={vi.fn()} onClear={vi.fn()} />, root));
    const input = root.querySelector('input')!;
    expect(input.value).toBe('');
    expect(input.placeholder).toBe('—');
    expect(root.querySelector('.stepper')!.classList.contains('missing')).toBe(true);
    expect(document.getElementById(input.getAttribute('aria-describedby')!)!.textContent).toBe('not entered');
    expect(root.querySelector('button')!.disabled).toBe(true); // ± of nothing is nothing
  });
  it('typing 5 into an empty cell gives 5; emptying an entered cell un-enters it', () => {
    const onChange = vi.fn();
    const onClear = vi.fn();
    act(() => render(<Stepper compact label="Boris, round 3" value={null} onChange={onChange} onClear={onClear} />, root));
    const input = root.querySelector('input')!;
    type(input, '5');
    expect(onChange).toHaveBeenCalledWith(5);
    type(input, '');
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(root.querySelector('[role=alert]')).toBeNull();
  });
  it('where "not entered" is not allowed, an empty field is refused', () => {
    const { onChange, input } = mount(4);
    type(input, ' ');
    expect(onChange).not.toHaveBeenCalled();
    expect(root.querySelector('[role=alert]')?.textContent).toContain('Enter a number');
  });
  it('+ on a value nobody entered starts from 0 within the limits', () => {
    const onChange = vi.fn();
    act(() => render(<Stepper label="Coins" value={null} onChange={onChange} min={2} max={10} />, root));
    act(() => [...root.querySelectorAll('button')][1]!.click());
    expect(onChange).toHaveBeenCalledWith(3);
  });
});
