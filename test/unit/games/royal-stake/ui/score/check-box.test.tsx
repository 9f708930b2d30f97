// @vitest-environment happy-dom
// "Nothing a player entered is ever ... silently changed": a yes/no mark tapped the moment its box
// appears stays as tapped while its save is on the way (it used to flip back for a moment).
import { render } from 'preact';
import { beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { Check } from '../../../../../../src/games/royal-stake/ui/score/Chips';
import { initTestI18n } from '../../../../ui/i18n-setup';

beforeAll(() => initTestI18n());
let root: HTMLElement;
beforeEach(() => {
  document.body.innerHTML = '<div id="r"></div>';
  root = document.getElementById('r')!;
});

it('a box tapped before its first paint stays ticked until the save comes back', async () => {
  const onChange = vi.fn();
  // Outside act(), as in the browser: a plain effect would run only after the next paint.
  render(<Check label="King used" checked={false} onChange={onChange} />, root);
  const box = root.querySelector('input')!;
  box.click();
  await new Promise((r) => setTimeout(r, 50)); // the paint, and the effects after it
  expect(box.checked).toBe(true);
  expect(onChange.mock.calls).toEqual([[true]]);
  // The save comes back: the stored mark and the box agree.
  render(<Check label="King used" checked onChange={onChange} />, root);
  await new Promise((r) => setTimeout(r, 50));
  expect(box.checked).toBe(true);
});
