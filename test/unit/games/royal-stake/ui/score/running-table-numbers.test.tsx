// @vitest-environment happy-dom
// House rule: a value nobody entered reads as missing, never as 0; every negative uses a true minus
// (U+2212), as the breakdown does. The running table's total column showed `-10` with a hyphen
// and a missing total as 0.
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { beforeEach, describe, expect, it } from 'vitest';
import { RunningTable } from '../../../../../../src/games/royal-stake/ui/score/RunningTable';
import { initTestI18n } from '../../../../ui/i18n-setup';

const seats = [
  { id: 'a', name: 'Anya', color: '#c00' },
  { id: 'b', name: 'Boris', color: '#00c' },
];
let root: HTMLElement;
beforeEach(async () => {
  await initTestI18n('en');
  document.body.innerHTML = '<div id="r"></div>';
  root = document.getElementById('r')!;
});

describe('Royal Stake running table: numbers as people read them', () => {
  it('a negative total has a true minus, a missing one a dash', () => {
    act(() =>
      render(
        <RunningTable caption="Table" seats={seats} lines={[{ kind: 'round', round: 1, points: { a: -10 } }]} totals={{ a: -10 }} ranking={[['a']]} />,
        root,
      ),
    );
    expect(root.querySelector('[data-testid="total-Anya"]')!.textContent).toBe('\u221210');
    expect(root.querySelector('[data-testid="total-Boris"]')!.textContent).toBe('\u2014');
    const boris = [...root.querySelectorAll('tbody tr')][1]!;
    expect(boris.querySelectorAll('td')[0]!.textContent).toBe('\u2014');
  });
});
