// CSV export of the whole history (issue 12, "Results that travel"): RFC 4180, formula guard, BOM.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOM, CSV_COLUMNS, csvCell, csvFileName, historyCsv, type CsvNames } from '../../../src/share/csv';
import type { SessionSummary } from '../../../src/storage/types';
import { parseCsv } from './parseCsv';

const names: CsvNames = {
  game: (s) => (s.game === 'score-pad' ? s.title || 'Score pad' : `Game ${s.game}`),
  bot: (level, n) => `Bot: ${level}${n === undefined ? '' : ` ${n}`}`,
};

function summary(over: Partial<SessionSummary> = {}): SessionSummary {
  return {
    id: 's1',
    game: 'jackal',
    kind: 'score',
    title: '',
    createdAt: Date.UTC(2026, 10, 20, 18, 0),
    updatedAt: Date.UTC(2026, 10, 20, 19, 30),
    finished: true,
    seats: [
      { id: 'a', name: 'Аня', color: '#f00', playerId: 'p-anya' },
      { id: 'b', name: 'Boris', color: '#0f0' },
      { id: 'c', name: 'Gleb', color: '#00f' },
    ],
    totals: { a: 12, b: 12, c: -3 },
    ranking: [['a', 'b'], ['c']],
    competitive: true,
    ...over,
  };
}

const hostileChar = fc.constantFrom('a', 'Я', ',', '"', '\n', '\r', '=', '+', '-', '@', '\t', ' ', "'", ';', '\u0000', '\u001b');

/** Rows as objects keyed by column name (after the header). */
function records(text: string): Record<string, string>[] {
  expect(text.startsWith(BOM)).toBe(true);
  const [head, ...rows] = parseCsv(text.slice(BOM.length));
  expect(head).toEqual([...CSV_COLUMNS]);
  return rows.map((r) => {
    expect(r).toHaveLength(CSV_COLUMNS.length);
    return Object.fromEntries(CSV_COLUMNS.map((c, i) => [c, r[i]!]));
  });
}

describe('csvCell', () => {
  it('quotes commas, quotes and line breaks (RFC 4180 §2.6, §2.7)', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('plain')).toBe('plain');
  });
  it('guards text that a spreadsheet would run as a formula, but not numbers', () => {
    for (const bad of ['=1+1', '+7', '-2', '@SUM(A1)', '\tx', '\rx']) expect(csvCell(bad).replace(/^"/, '')).toMatch(/^'/);
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell(-5)).toBe('-5');
  });

  it('issue 21: a leading NUL or other control character is guarded too, and every guarded cell is quoted', () => {
    for (const bad of ['\u0000=1+1', '\u0001x', '\u001b=cmd', '\u007f@x', '\uff1dSUM(A1)']) expect(csvCell(bad)).toBe(`"'${bad}"`);
    for (const bad of ['=1+1', '+7', '-2', '@SUM(A1)', '\tx']) expect(csvCell(bad)).toBe(`"'${bad}"`);
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(0)).toBe('0');
  });
  it('leaves nothing-entered empty and never writes NaN', () => {
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(true)).toBe('true');
  });
});

describe('historyCsv', () => {
  it('writes one row per seat with date, game, mode, kind, places and winners', () => {
    const rows = records(historyCsv([summary({ mode: 'team' })], names));
    expect(rows).toHaveLength(3);
    expect(rows[0]).toEqual({
      session_id: 's1',
      date: '2026-11-20T19:30:00.000Z',
      started: '2026-11-20T18:00:00.000Z',
      game_id: 'jackal',
      game: 'Game jackal',
      mode: 'team',
      kind: 'score',
      finished: 'true',
      seat: '1', // the seat's position at the table (issue 20: the name used to sit here)
      name: 'Аня',
      player_id: 'p-anya',
      bot: '',
      total: '12',
      place: '1',
      winner: 'true',
    });
    // A shared first place: both win; the next place is 3 (standard competition ranking, src/lib/ranking.ts).
    expect(rows.map((r) => [r.seat, r.name, r.place, r.winner, r.total])).toEqual([
      ['1', 'Аня', '1', 'true', '12'],
      ['2', 'Boris', '1', 'true', '12'],
      ['3', 'Gleb', '3', 'false', '-3'],
    ]);
  });

  it('keeps a total nobody entered empty (not 0) and no winner before the game is finished', () => {
    const rows = records(historyCsv([summary({ finished: false, totals: { a: 5 }, ranking: [['a'], ['b', 'c']] })], names));
    expect(rows.map((r) => r.total)).toEqual(['5', '', '']);
    expect(rows.map((r) => r.winner)).toEqual(['', '', '']);
    expect(rows.map((r) => r.finished)).toEqual(['false', 'false', 'false']);
  });

  it('names bots by level and marks each when several sit at the table; the bot column holds the level', () => {
    const s = summary({
      kind: 'play',
      seats: [
        { id: 'a', name: 'Аня', color: '', playerId: 'p1' },
        { id: 'b', name: 'Бот 1', color: '', bot: 'hard' },
        { id: 'c', name: 'Бот 2', color: '', bot: 'hard' },
        { id: 'd', name: 'whatever', color: '', bot: 'easy' },
      ],
      totals: { a: 1, b: 2, c: 3, d: 4 },
      ranking: [['d'], ['c'], ['b'], ['a']],
    });
    const rows = records(historyCsv([s], names));
    expect(rows.map((r) => [r.name, r.bot, r.player_id])).toEqual([
      ['Аня', '', 'p1'],
      ['Bot: hard 1', 'hard', ''],
      ['Bot: hard 2', 'hard', ''],
      ['Bot: easy 3', 'easy', ''],
    ]);
  });

  it('survives hostile names: formulas, quotes, commas, line breaks, Cyrillic; the file still parses', () => {
    const hostile = ['=cmd|"/C calc"!A0', '+1', '-1+2', '@x', 'a,b', 'He said "no"', 'line\r\nbreak', 'Ёжик', ' spaced '];
    const s = summary({ seats: hostile.map((name, i) => ({ id: `h${i}`, name, color: '' })), totals: {}, ranking: [] });
    const rows = records(historyCsv([s], names));
    expect(rows.map((r) => r.name)).toEqual(hostile.map((n) => (/^[=+\-@]/.test(n) ? `'${n}` : n)));
  });

  it('the score pad uses the name the table typed; a date no calendar has stays empty', () => {
    const rows = records(historyCsv([summary({ game: 'score-pad', title: '=Uno', updatedAt: Number.NaN })], names));
    expect(rows[0]!.game).toBe("'=Uno");
    expect(rows[0]!.date).toBe('');
  });

  it('any names round-trip through the file (property)', () => {
    // Plain comparisons inside the property (cheaper than expect on every run); a generous timeout for a busy machine.
    const seatsOf = (text: string) =>
      parseCsv(text.slice(BOM.length))
        .slice(1)
        .map((r) => r[CSV_COLUMNS.indexOf('name')]);
    fc.assert(
      // Names built from the characters that break CSV files and spreadsheets, plus any Unicode text.
      fc.property(fc.array(fc.oneof(fc.string({ unit: hostileChar }), fc.string({ unit: 'grapheme' })), { minLength: 1, maxLength: 6 }), (seatNames) => {
        const s = summary({ seats: seatNames.map((name, i) => ({ id: `x${i}`, name, color: '' })), totals: {}, ranking: [] });
        const got = seatsOf(historyCsv([s], names));
        // eslint-disable-next-line no-control-regex -- a leading control character is guarded (issue 21)
        const want = seatNames.map((n) => (/^[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\u0000-\u001F\u007F]/.test(n) ? `'${n}` : n));
        return got.length === want.length && got.every((g, i) => g === want[i]);
      }),
      { numRuns: 150 },
    );
  }, 20_000);

  it('an empty history is just the header; the file name carries the local date', () => {
    expect(historyCsv([], names)).toBe(`${BOM}${CSV_COLUMNS.join(',')}\r\n`);
    expect(csvFileName(new Date(2026, 0, 5, 23, 59))).toBe('stolik-history-2026-01-05.csv');
  });
});
