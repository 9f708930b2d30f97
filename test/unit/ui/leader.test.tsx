// @vitest-environment happy-dom
// Issue 20 point 11: a finished pad, King of Thieves, Knights or Sly sheet still said "Leading: …".
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { beforeEach, describe, expect, it } from 'vitest';
import { Leader } from '../../../src/ui/Leader';
import { initTestI18n } from './i18n-setup';

const seats = [
  { id: 'a', name: 'Anya', color: '#c00' },
  { id: 'b', name: 'Boris', color: '#00c' },
];
let root: HTMLElement;
beforeEach(() => {
  document.body.innerHTML = '<div id="r"></div>';
  root = document.getElementById('r')!;
});
const shown = (ranking: string[][], finished?: boolean) => {
  act(() => render(<Leader seats={seats} totals={{ a: 22, b: 22 }} ranking={ranking} finished={finished} />, root));
  return root.textContent;
};

describe('Leader: a finished game names its winner', () => {
  it('in English', async () => {
    await initTestI18n('en');
    expect(shown([['a'], ['b']])).toBe('Leading: Anya, 22 points');
    expect(shown([['a'], ['b']], true)).toBe('Winner: Anya, 22 points');
    expect(shown([['a', 'b']], true)).toBe('Winners: Anya, Boris, 22 points');
  });
  it('in Russian', async () => {
    await initTestI18n('ru');
    expect(shown([['a'], ['b']], true)).toBe('Победитель: Anya, 22 очка');
    expect(shown([['a', 'b']], true)).toBe('Победители: Anya, Boris, 22 очка');
  });
});

// Issue 20 point 16: "a hyphen shown next to a true minus": every negative shown uses U+2212.
describe('negative numbers shown to people use a true minus', () => {
  it('shownNumber, and the Stepper after ± shows −7, not -7', async () => {
    const { shownNumber } = await import('../../../src/lib/shownNumber');
    expect([shownNumber(-5), shownNumber(0), shownNumber(12)]).toEqual(['\u22125', '0', '12']);
    const { Stepper } = await import('../../../src/ui/Stepper');
    await initTestI18n('en');
    act(() => render(<Stepper compact label="Anya, round 2" value={-7} onChange={() => {}} />, root));
    expect(root.querySelector('input')!.value).toBe('\u22127');
  });
});
