// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { beforeAll, describe, expect, it } from 'vitest';
import { ScoreTable, placesOf } from '../../../src/ui/ScoreTable';
import { initTestI18n } from './i18n-setup';

beforeAll(() => initTestI18n());

describe('ScoreTable', () => {
  it('places: shared places share a number and the next place skips it (issue 20: 1, 2, 2, 4)', () => {
    expect(placesOf([['B'], ['A', 'C'], ['D']])).toEqual({ B: 1, A: 2, C: 2, D: 4 });
  });
  it('renders names as text, totals and places per player', () => {
    document.body.innerHTML = '<div id="r"></div>';
    const seats = [
      { id: 'a', name: '<b>Anya</b>', color: '#c0392b' },
      { id: 'b', name: 'Boris', color: '#1f6fb2' },
    ];
    act(() =>
      render(
        <ScoreTable
          caption="Points"
          seats={seats}
          totals={{ a: 5, b: 9 }}
          ranking={[['b'], ['a']]}
          rows={[{ key: '1', label: 'Round 1', cell: (s) => (s.id === 'a' ? 5 : 9) }]}
        />,
        document.getElementById('r')!,
      ),
    );
    expect(document.querySelector('b')).toBeNull();
    expect(document.querySelector('[data-testid="total-<b>Anya</b>"]')?.textContent).toBe('5');
    expect(document.querySelector('[data-testid="place-Boris"]')?.textContent).toBe('1');
  });
  // Issue 10: a total counts only what was entered, and says when something is still missing.
  it('marks a partial total and holds places back while values are missing; long names keep a title', () => {
    document.body.innerHTML = '<div id="r"></div>';
    const seats = [
      { id: 'a', name: 'Анастасия Константиновна', color: '#c0392b' },
      { id: 'b', name: 'Boris', color: '#1f6fb2' },
    ];
    act(() =>
      render(
        <ScoreTable
          caption="Points"
          seats={seats}
          totals={{ a: 5, b: 0 }}
          ranking={[['a'], ['b']]}
          missing={{ b: 2 }}
          placesPending
          tall
          rows={[{ key: '1', label: 'Round 1', cell: (s) => (s.id === 'a' ? 5 : '—') }]}
        />,
        document.getElementById('r')!,
      ),
    );
    expect(document.querySelector('[data-testid="total-Boris"]')?.textContent).toBe('0? (not entered: 2)');
    expect(document.querySelector('[data-testid="total-Анастасия Константиновна"]')?.textContent).toBe('5');
    expect(document.querySelector('[data-testid="place-Boris"]')?.textContent).toBe('—');
    expect(document.querySelector('[data-testid="place-Анастасия Константиновна"]')?.textContent).toBe('—');
    expect(document.querySelector('thead th[title="Анастасия Константиновна"] .col-name')).not.toBeNull();
    expect(document.querySelector('.table-scroll')!.classList.contains('tall')).toBe(true);
  });
});
