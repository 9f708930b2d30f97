// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterAll, describe, expect, it } from 'vitest';
import { i18next } from '../../../src/i18n';
import { Leader } from '../../../src/ui/Leader';
import { Breakdown } from '../../../src/ui/score/Breakdown';
import { unitOf } from '../../../src/ui/score/unit';
import { initTestI18n } from './i18n-setup';

const seats = [
  { id: 'a', name: 'Anya', color: '#c0392b' },
  { id: 'b', name: 'Boris', color: '#1f6fb2' },
];
const result = { totals: { a: 1, b: 5 }, ranking: [['b'], ['a']], breakdown: { a: [], b: [] } };

function show(node: preact.ComponentChild): Element {
  document.body.innerHTML = '<div id="r"></div>';
  const root = document.getElementById('r')!;
  act(() => render(node, root));
  return root;
}
const total = (root: Element, name: string) => root.querySelector(`[data-testid="breakdown-total-${name}"]`)?.textContent;

describe('totals say what a game counts', () => {
  afterAll(() => initTestI18n('en'));
  it('manifests: Knights vs Steambots counts gold, Jackal coins, the rest points', () => {
    expect(unitOf('knights-vs-steambots')).toBe('gold');
    expect(unitOf('jackal')).toBe('coins');
    expect(unitOf('sly-thieves')).toBe('points');
    expect(unitOf('no-such-game')).toBe('points');
  });
  it('English: the breakdown writes gold and coins with the right plural', async () => {
    await initTestI18n('en');
    expect(total(show(<Breakdown game="knights-vs-steambots" seats={seats} result={result} />), 'Boris')).toBe('5 gold');
    const jackal = show(<Breakdown game="jackal" seats={seats} result={result} />);
    expect([total(jackal, 'Anya'), total(jackal, 'Boris')]).toEqual(['1 coin', '5 coins']);
    expect(total(show(<Breakdown game="sly-thieves" seats={seats} result={result} />), 'Anya')).toBe('1 point');
  });
  it('Russian plurals: 1 золотой / 5 золотых, 1 монета / 5 монет', async () => {
    await initTestI18n('ru');
    const knights = show(<Breakdown game="knights-vs-steambots" seats={seats} result={result} />);
    expect([total(knights, 'Anya'), total(knights, 'Boris')]).toEqual(['1 золотой', '5 золотых']);
    const jackal = show(<Breakdown game="jackal" seats={seats} result={result} />);
    expect([total(jackal, 'Anya'), total(jackal, 'Boris')]).toEqual(['1 монета', '5 монет']);
    expect(show(<Leader seats={seats} totals={result.totals} ranking={result.ranking} unit="gold" />).textContent).toBe('Лидирует: Boris, 5 золотых');
    expect(i18next.language).toBe('ru');
  });
});
