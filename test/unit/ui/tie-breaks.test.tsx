// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { rankWithTieBreaks } from '../../../src/lib/ranking';
import { TieBreaks } from '../../../src/ui/score/TieBreaks';
import { resultText } from '../../../src/ui/score/resultText';
import { initTestI18n } from './i18n-setup';

const seats = [
  { id: 'z', name: 'Zhenya', color: '#c0392b' },
  { id: 'i', name: 'Ilya', color: '#1f6fb2' },
  { id: 'w', name: 'Wanda', color: '#27ae60' },
  { id: 'g', name: 'Gleb', color: '#8e44ad' },
];

function shown(notes: ReturnType<typeof rankWithTieBreaks>['tieBreaks']): string[] {
  document.body.innerHTML = '<div id="r"></div>';
  act(() => render(<TieBreaks notes={notes} seats={seats} />, document.getElementById('r')!));
  return [...document.querySelectorAll('[data-testid="tie-breaks"] li')].map((li) => li.textContent ?? '');
}

// King of Thieves "Подсчёт очков": more cards, then more notoriety, then a shared place.
describe('TieBreaks', () => {
  it('says who is ahead and why, in English', async () => {
    await initTestI18n('en');
    const r = rankWithTieBreaks({ z: 26, i: 26, w: 30 }, { tieBreaks: [{ key: 'cards', values: { z: 7, i: 6 } }] });
    expect(shown(r.tieBreaks)).toEqual(['Zhenya ahead of Ilya: equal totals (26), more cards, 7 to 6.']);
  });
  it('says who shares a place, in Russian, names in the nominative', async () => {
    await initTestI18n('ru');
    const r = rankWithTieBreaks({ z: 9, i: 9, w: 9, g: 1 }, { tieBreaks: [{ key: 'cards', values: { z: 3, i: 3, w: 3 } }] });
    expect(shown(r.tieBreaks)).toEqual(['Zhenya, Ilya и Wanda делят 1-е место: итоги равны (9), карт поровну (3).']);
  });
  it('says the rules break no tie when there is no tie-break (Jackal, Knights, Sly Thieves)', async () => {
    await initTestI18n('en');
    expect(shown(rankWithTieBreaks({ z: 4, i: 4 }).tieBreaks)).toEqual(['Zhenya and Ilya share place 1: equal totals (4), and the rules break no tie.']);
  });
  it('renders nothing when no totals are equal', async () => {
    await initTestI18n('en');
    expect(shown(rankWithTieBreaks({ z: 4, i: 5 }).tieBreaks)).toEqual([]);
    expect(document.querySelector('[data-testid="tie-breaks"]')).toBeNull();
  });
  it('the shared result text carries the same sentences', () => {
    const r = rankWithTieBreaks({ z: 26, i: 26 }, { tieBreaks: [{ key: 'cards', values: { z: 7, i: 6 } }] });
    const facts = {
      gameName: 'King of Thieves',
      when: 'today',
      seats: seats.filter((s) => s.id === 'z' || s.id === 'i'),
      result: { totals: { z: 26, i: 26 }, ranking: r.ranking },
      points: String,
      botName: String,
      brand: 'Stolik',
    };
    const text = resultText(facts, ['Zhenya ahead of Ilya']);
    expect(text.split('\n')).toEqual(['King of Thieves — today', '1. Zhenya: 26', '2. Ilya: 26', '', 'Zhenya ahead of Ilya', '', 'Stolik']);
  });
});
