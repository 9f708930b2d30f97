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
    ['11', 'from -10 to 10'],
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
