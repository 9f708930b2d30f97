// The result card's words and the shared text (issue 12, "Results that travel"): game and mode,
// date, every name with place and total, the winners marked, signed; bots named by level.
import { describe, expect, it } from 'vitest';
import { cardAlt, cardModel } from '../../../src/share/cardModel';
import { headline, resultLines, type ShareFacts } from '../../../src/share/facts';
import { resultText } from '../../../src/ui/score/resultText';

const facts = (over: Partial<ShareFacts> = {}): ShareFacts => ({
  gameName: 'Королевская ставка',
  mode: 'командный вист',
  when: '26 ноября 2026 г.',
  seats: [
    { id: 'a', name: 'Аня' },
    { id: 'b', name: 'Борис' },
    { id: 'c', name: 'x', bot: 'hard' },
    { id: 'd', name: 'Глеб' },
  ],
  result: { totals: { a: 10, b: 25, c: 25, d: -4 }, ranking: [['b', 'c'], ['a'], ['d']] },
  points: (n) => `${n} очк.`,
  botName: (level) => `Бот: ${level}`,
  brand: 'Столик',
  ...over,
});

describe('resultLines', () => {
  it('orders by place, seats sharing a place keep seat order, bots named by level', () => {
    expect(resultLines(facts())).toEqual([
      { place: 1, name: 'Борис', total: 25, winner: true },
      { place: 1, name: 'Бот: hard', total: 25, winner: true },
      { place: 3, name: 'Аня', total: 10, winner: false },
      { place: 4, name: 'Глеб', total: -4, winner: false },
    ]);
  });
  it('a total nobody entered is null, and a seat the ranking lacks comes last', () => {
    const lines = resultLines(facts({ result: { totals: { b: 3 }, ranking: [['b'], ['a']] } }));
    expect(lines.map((l) => [l.name, l.place, l.total])).toEqual([
      ['Борис', 1, 3],
      ['Аня', 2, null],
      ['Бот: hard', 3, null],
      ['Глеб', 3, null],
    ]);
  });
});

describe('cardModel', () => {
  it('holds the headline with mode, the date, every seat with place and total, winners marked, the brand', () => {
    const m = cardModel(facts(), { winner: 'победитель', missing: 'не введено' });
    expect(m.title).toBe('Королевская ставка · командный вист');
    expect(m.when).toBe('26 ноября 2026 г.');
    expect(m.rows).toEqual([
      { place: '1', name: 'Борис', total: '25 очк.', winner: true },
      { place: '1', name: 'Бот: hard', total: '25 очк.', winner: true },
      { place: '3', name: 'Аня', total: '10 очк.', winner: false },
      { place: '4', name: 'Глеб', total: '-4 очк.', winner: false },
    ]);
    expect(m.brand).toBe('Столик');
    expect(cardAlt(m)).toBe(
      'Королевская ставка · командный вист, 26 ноября 2026 г.; 1. Борис: 25 очк. (победитель); 1. Бот: hard: 25 очк. (победитель); 3. Аня: 10 очк.; 4. Глеб: -4 очк.; Столик',
    );
  });
  it('shows "not entered" for a missing total, never 0; no mode means the game name alone', () => {
    const m = cardModel(facts({ mode: undefined, result: { totals: { a: 1 }, ranking: [['a'], ['b', 'c', 'd']] } }), { winner: 'w', missing: 'не введено' });
    expect(m.title).toBe('Королевская ставка');
    expect(m.rows.filter((r) => r.total === 'не введено')).toHaveLength(3);
    expect(headline({ gameName: 'Jackal' })).toBe('Jackal');
  });
});

describe('resultText', () => {
  it('names game, mode, date, places and totals, then tie-break sentences, then the brand', () => {
    const text = resultText(facts(), ['Борис и Бот: hard делят 1 место.']);
    expect(text.split('\n')).toEqual([
      'Королевская ставка · командный вист — 26 ноября 2026 г.',
      '1. Борис: 25 очк.',
      '1. Бот: hard: 25 очк.',
      '3. Аня: 10 очк.',
      '4. Глеб: -4 очк.',
      '',
      'Борис и Бот: hard делят 1 место.',
      '',
      'Столик',
    ]);
  });
  it('says which totals nobody entered', () => {
    const text = resultText(facts({ result: { totals: { a: 2 }, ranking: [['a'], ['b', 'c', 'd']] } }), [], 'не введено');
    expect(text).toContain('2. Глеб: не введено');
    expect(text).not.toContain(': 0');
  });
});
