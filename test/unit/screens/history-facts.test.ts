import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { dayKey, dayLabel } from '../../../src/screens/history/days';
import { placed, winners } from '../../../src/screens/history/places';
import { seatLabels, withCurrentName } from '../../../src/screens/history/seatLabels';
import type { PlayerRecord, SessionSummary, SummarySeat } from '../../../src/storage/types';
import { commonStrings } from '../i18n/commonStrings';

const seat = (id: string, extra: Partial<SummarySeat> = {}): SummarySeat => ({ id, name: id.toUpperCase(), color: '#000000', ...extra });
const summary = (over: Partial<SessionSummary>): SessionSummary => ({
  id: 's',
  game: 'jackal',
  kind: 'score',
  title: '',
  createdAt: 0,
  updatedAt: 0,
  finished: true,
  seats: [seat('a'), seat('b'), seat('c')],
  competitive: true,
  ...over,
});

const t = i18next.createInstance();
await t.init({
  lng: 'en',
  resources: {
    en: { records: JSON.parse(readFileSync('locales/en/records.json', 'utf8')), common: commonStrings('en') },
  },
  defaultNS: 'records',
});
const tr = t.t.bind(t);

describe('History entry facts', () => {
  it('places best first; a shared place shares its number, as the score sheet numbers it', () => {
    const list = placed(summary({ totals: { a: 5, b: 9, c: 9 }, ranking: [['b', 'c'], ['a']] }));
    expect(list.map((p) => [p.seat.id, p.place, p.total])).toEqual([
      ['b', 1, 9],
      ['c', 1, 9],
      ['a', 3, 5],
    ]);
    expect(winners(list, true).map((p) => p.seat.id)).toEqual(['b', 'c']);
  });

  it('an open session has no winner; a seat nobody scored has no place and no total (not 0)', () => {
    const list = placed(summary({ finished: false, totals: { a: 3 }, ranking: [['a']] }));
    expect(list.map((p) => [p.seat.id, p.place, p.total])).toEqual([
      ['a', 1, 3],
      ['b', undefined, undefined],
      ['c', undefined, undefined],
    ]);
    expect(winners(list, false)).toEqual([]);
    expect(placed(summary({})).every((p) => p.place === undefined && p.total === undefined)).toBe(true);
  });

  it('ids in the ranking that are not seats are ignored', () => {
    expect(placed(summary({ ranking: [['ghost'], ['a']] })).map((p) => [p.seat.id, p.place])).toEqual([
      ['a', 2],
      ['b', undefined],
      ['c', undefined],
    ]);
  });

  it('bots are named by level in the reader language, each marked when several sit at the table', () => {
    const s = summary({ kind: 'play', seats: [seat('a'), seat('b', { name: 'Бот 1', bot: 'hard' }), seat('c', { name: 'Bot 2', bot: 'hard' })] });
    expect([...seatLabels(s, tr).values()]).toEqual(['A', 'A (bot, hard)', 'B (bot, hard)']);
    const one = summary({ kind: 'play', seats: [seat('a'), seat('b', { bot: 'easy' })] });
    expect([...seatLabels(one, tr).values()]).toEqual(['A', 'Bot: easy']);
  });

  it('a renamed or merged saved player is shown under the name played, with the name now', () => {
    const players: PlayerRecord[] = [
      { id: 'p1', name: 'Анна', color: '#000000', createdAt: 0 },
      { id: 'p2', name: 'Боря', color: '#000000', createdAt: 0, mergedInto: 'p3' },
      { id: 'p3', name: 'Boris', color: '#000000', createdAt: 0 },
    ];
    expect(withCurrentName(seat('x', { name: 'Аня', playerId: 'p1' }), 'Аня', players, tr)).toBe('Аня (now Анна)');
    expect(withCurrentName(seat('x', { name: 'Боря', playerId: 'p2' }), 'Боря', players, tr)).toBe('Боря (now Boris)');
    expect(withCurrentName(seat('x', { name: 'анна', playerId: 'p1' }), 'анна', players, tr)).toBe('анна');
    expect(withCurrentName(seat('x', { name: 'Dana', playerId: 'deleted' }), 'Dana', players, tr)).toBe('Dana');
  });

  it('days: local calendar keys; today and yesterday by name, other days in full', () => {
    const now = new Date(2026, 10, 26, 10, 0).getTime();
    expect(dayKey(new Date(2026, 10, 26, 0, 1).getTime())).toBe(dayKey(new Date(2026, 10, 26, 23, 59).getTime()));
    expect(dayKey(Number.NaN)).toBe('?');
    expect(dayLabel(new Date(2026, 10, 26, 1, 0).getTime(), now, 'en', tr)).toBe('Today');
    expect(dayLabel(new Date(2026, 10, 25, 23, 0).getTime(), now, 'en', tr)).toBe('Yesterday');
    expect(dayLabel(new Date(2026, 10, 22, 12, 0).getTime(), now, 'ru', tr)).toBe('воскресенье, 22 ноября 2026 г.');
  });
});
