/**
 * Issue 20 (points 3 and 15): one name per bot, the same on the table, in History, Statistics,
 * the CSV and the share card, in the reader's language whatever language the game began in, and
 * told apart by a mark that comes first (the end of a name is what a narrow opponents
 * bar cuts off: "Bot: nor…").
 */
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { shownSeats } from '../../../src/play/usePlayGame';
import type { SeatSpec } from '../../../src/play/types';
import { seatLabels } from '../../../src/screens/history/seatLabels';
import { botNamer, seatNames } from '../../../src/share/seatNames';
import type { SeatRecord, SessionSummary } from '../../../src/storage/types';
import { commonStrings } from '../i18n/commonStrings';

const common = commonStrings;
const i18n = i18next.createInstance();
await i18n.init({ lng: 'en', resources: { en: { common: common('en') }, ru: { common: common('ru') } }, defaultNS: 'common' });
const tIn = (lang: 'en' | 'ru') => i18n.getFixedT(lang, 'common');

// A 5-seat Royal Stake table with four normal bots, saved (as every session before this fix) under
// the English names of the day it began.
const players: SeatRecord[] = ['Anya', 'Bot: normal 1', 'Bot: normal 2', 'Bot: normal 3', 'Bot: normal 4'].map((name, i) => ({
  id: `s${i}`,
  name,
  color: '#1f6fb2',
}));
const seats: SeatSpec[] = [{ kind: 'human' }, ...[1, 2, 3, 4].map(() => ({ kind: 'bot', level: 'normal' }) as SeatSpec)];
const summary: SessionSummary = {
  id: 'x',
  game: 'royal-stake',
  kind: 'play',
  title: '',
  createdAt: 0,
  updatedAt: 0,
  finished: false,
  competitive: true,
  seats: players.map((p, i) => ({ ...p, ...(seats[i]!.kind === 'bot' ? { bot: seats[i]!.level } : {}) })),
};

describe('botNamer: one bot name everywhere', () => {
  it('four bots of one level read apart, and the part that tells them apart comes first (en, ru)', () => {
    expect(shownSeats(players, seats, botNamer(tIn('en'))).map((p) => p.name)).toEqual([
      'Anya',
      'A (bot, normal)',
      'B (bot, normal)',
      'C (bot, normal)',
      'D (bot, normal)',
    ]);
    const ru = shownSeats(players, seats, botNamer(tIn('ru'))).map((p) => p.name);
    expect(ru).toEqual(['Anya', 'А (бот, средний)', 'Б (бот, средний)', 'В (бот, средний)', 'Г (бот, средний)']);
    // What survives "Bot: nor…"-style truncation to five characters still tells the four apart.
    expect(new Set(ru.slice(1).map((n) => n.slice(0, 1))).size).toBe(4);
  });

  it('a game begun in English reads the same in Russian on the table and in History (old sessions too)', () => {
    for (const lang of ['en', 'ru'] as const) {
      const table = shownSeats(players, seats, botNamer(tIn(lang))).map((p) => p.name);
      expect([...seatLabels(summary, tIn(lang)).values()]).toEqual(table);
    }
  });

  it('one bot keeps its plain name; a person is never renamed', () => {
    const names = seatNames(
      [
        { id: 'a', name: 'Bot: hard' },
        { id: 'b', name: 'Бот: средний', bot: 'normal' },
      ],
      botNamer(tIn('ru')),
    );
    expect(names).toEqual(['Bot: hard', 'Бот: средний']);
    expect(botNamer(tIn('en'))('hard')).toBe('Bot: hard');
  });
});
