/**
 * Issue 23, point 3: the Russian of the table across phones (play.json `tables`), read as an
 * editor would: no calques or slips an editor flagged, «ёлочки» and no straight quotes, ё where
 * due, a real ellipsis and dash, and no capital letter after a colon mid-sentence.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const play = JSON.parse(readFileSync(join(process.cwd(), 'locales', 'ru', 'play.json'), 'utf8')) as { tables: Record<string, unknown> };

function strings(node: unknown, key = 'tables'): [string, string][] {
  if (typeof node === 'string') return [[key, node]];
  if (node && typeof node === 'object') return Object.entries(node).flatMap(([k, v]) => strings(v, `${key}.${k}`));
  return [];
}
const all = strings(play.tables);

describe('the Russian of the table across phones', () => {
  it('has the strings to check', () => {
    expect(all.length).toBeGreaterThan(60);
  });
  it('keeps the flagged wording out (calques, a doubled «со», a colloquial «свежий» browser)', () => {
    const flagged = [
      'продвинулась',
      'свежем',
      'место отдано',
      'Соединение не удалось',
      'со Столиком',
      'стол вернётся сам',
      'здесь уже знают',
      'сменил сеть',
      'раздайте интернет',
    ];
    for (const [key, text] of all) for (const bad of flagged) expect(text, key).not.toContain(bad);
  });
  it('quotes with «ёлочки», writes … and —, and ё in the words that need it', () => {
    for (const [key, text] of all) {
      expect(text, key).not.toMatch(/["“”„]/);
      expect(text, key).not.toContain('...');
      expect(text, key).not.toMatch(/ - /);
      expect(text, key).not.toMatch(/(^|[^а-яё])(еще|ждем|вернется|сохранен|отсканирует\b.*еще|подождем)([^а-яё]|$)/i);
    }
  });
  it('has no capital letter after a colon mid-sentence', () => {
    for (const [key, text] of all) expect(text.replace(/\{\{\w+\}\}/g, 'x'), key).not.toMatch(/: [А-ЯЁ]/);
  });
});
