// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { beforeAll, describe, expect, it } from 'vitest';
import { ScoreTable, placesOf } from '../../../src/ui/ScoreTable';
import { initTestI18n } from './i18n-setup';

beforeAll(() => initTestI18n());

describe('ScoreTable', () => {
  it('places: shared places share a number and the next place follows the list', () => {
    expect(placesOf([['B'], ['A', 'C'], ['D']])).toEqual({ B: 1, A: 2, C: 2, D: 3 });
  });
  it('renders names as text, totals and places per player', () => {
    document.body.innerHTML = '<div id="r"></div>';
    const seats = [
      { id: 'a', name: '<b>Anya</b>', color: '#c0392b' },
      { id: 'b', name: 'Boris', color: '#1f6fb2' },
    ];
    act(() =>
      render(
        <ScoreTable caption="Points" seats={seats} totals={{ a: 5, b: 9 }} ranking={[['b'], ['a']]} rows={[{ key: '1', label: 'Round 1', cell: (s) => (s.id === 'a' ? 5 : 9) }]} />,
        document.getElementById('r')!,
      ),
    );
    expect(document.querySelector('b')).toBeNull();
    expect(document.querySelector('[data-testid="total-<b>Anya</b>"]')?.textContent).toBe('5');
    expect(document.querySelector('[data-testid="place-Boris"]')?.textContent).toBe('1');
  });
});
