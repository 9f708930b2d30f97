/**
 * The whole history as CSV (RFC 4180): one row per seat per session, built from the summaries
 * only (no game code, no moves). Pure: the caller passes names in the reader's language.
 */
import type { SessionSummary } from '../storage/types';
import { placesOf, seatNames, type BotName } from './seatNames';

/**
 * Column names, first row of the file (stable, English, machine-friendly). `seat` is the seat's
 * position at the table (1 = first in seating order) and `name` the name it played under (a bot's
 * in the reader's language): until issue 20 the name sat in a column called `seat`.
 */
export const CSV_COLUMNS = [
  'session_id',
  'date',
  'started',
  'game_id',
  'game',
  'mode',
  'kind',
  'finished',
  'seat',
  'name',
  'player_id',
  'bot',
  'total',
  'place',
  'winner',
] as const;

/** Byte order mark: Excel reads the file as UTF-8 only when it starts with one (Cyrillic names). */
export const BOM = '\uFEFF';

/**
 * Text a spreadsheet may read as a formula (OWASP "CSV injection"): one starting with = + - @ (or
 * their full-width forms), or with any control character (tab, CR, NUL...), which some
 * spreadsheets drop before reading the rest as a formula.
 */
// eslint-disable-next-line no-control-regex -- control characters are what this guards against
const FORMULA_START = /^[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\u0000-\u001F\u007F]/;

/**
 * One cell: numbers as they are; text guarded against formulas (a leading apostrophe, and the
 * cell always quoted, so no reader takes the guard for a separate token) and otherwise quoted
 * when it holds , " or a line break.
 */
export function csvCell(value: string | number | boolean | undefined): string {
  if (value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const guarded = FORMULA_START.test(value);
  const text = guarded ? `'${value}` : value;
  return guarded || /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** An ISO date, or empty for a value no calendar has (a damaged record never breaks the export). */
function isoDate(ms: number): string {
  const d = new Date(ms);
  return Number.isFinite(d.getTime()) ? d.toISOString() : '';
}

/** What the builder needs from the reader's language. */
export interface CsvNames {
  /** The game as the reader calls it (the score pad: the name typed at setup, when there is one). */
  game: (s: SessionSummary) => string;
  bot: BotName;
}

/** The rows of one session, one per seat; a total nobody entered stays empty, never 0. */
function sessionRows(s: SessionSummary, names: CsvNames): string[] {
  const places = placesOf(s.ranking ?? []);
  const first = new Set(s.ranking?.[0] ?? []);
  const labels = seatNames(s.seats, names.bot);
  return s.seats.map((seat, i) =>
    [
      s.id,
      isoDate(s.updatedAt),
      isoDate(s.createdAt),
      s.game,
      names.game(s),
      s.mode,
      s.kind,
      s.finished,
      i + 1,
      labels[i],
      seat.playerId,
      seat.bot,
      s.totals?.[seat.id],
      places.get(seat.id),
      // Who won is known only once the game is finished; before that the cell stays empty.
      s.finished ? first.has(seat.id) : undefined,
    ]
      .map(csvCell)
      .join(','),
  );
}

/** The file's text: BOM, header, then every seat of every session in the order given; CRLF line ends. */
export function historyCsv(summaries: readonly SessionSummary[], names: CsvNames): string {
  const lines = [CSV_COLUMNS.join(','), ...summaries.flatMap((s) => sessionRows(s, names))];
  return BOM + lines.join('\r\n') + '\r\n';
}

/** The download's name for a day: stolik-history-YYYY-MM-DD.csv (local calendar day). */
export function csvFileName(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `stolik-history-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
