// Every error code the Sly Thieves engine can return has plain words in both languages (the
// table shows them when a saved game or a move is refused).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';

const root = process.cwd();
const ENGINE = join(root, 'src/games/sly-thieves/engine');

/** Every .ts file under `dir`, however deep. */
const tsFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? tsFiles(path) : name.endsWith('.ts') ? [path] : [];
  });

/** ERR_ codes written as string literals in the engine's sources. */
const codes = [...new Set(tsFiles(ENGINE).flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/['"`](ERR_[A-Z0-9_]+)['"`]/g)].map((m) => m[1]!)))].sort();

const load = (lang: string) => JSON.parse(readFileSync(join(root, `locales/${lang}/sly-thieves.json`), 'utf8')) as { errors: Record<string, string> };

describe('engine error codes are translated', () => {
  it('the engine sources were found and name a good number of codes', () => {
    expect(codes.length).toBeGreaterThan(25);
    expect(codes).toContain('ERR_MOVE_BACK_BANNED');
  });

  it.each(['ru', 'en'])('%s: every code has a non-empty text under "errors"', (lang) => {
    const errors = load(lang).errors;
    expect(
      codes.filter((c) => typeof errors[c] !== 'string' || errors[c]!.trim() === ''),
      'missing',
    ).toEqual([]);
  });

  it.each(['ru', 'en'] as const)('%s: every text renders with its parameters filled in', async (lang) => {
    const i = i18next.createInstance();
    await i.init({ lng: lang, resources: { [lang]: { 'sly-thieves': load(lang) } }, defaultNS: 'sly-thieves', interpolation: { escapeValue: false } });
    // The parameters the engine passes (see setup.ts and rules.ts), with sample values.
    const params = {
      icon: 'blackThief',
      min: 2,
      max: 4,
      value: 'x',
      cash: 5,
      needed: 8,
      total: 59,
      expected: 60,
      room: 3,
      from: 1,
      to: 2,
      seat: 1,
      line: '1/null',
      type: 'x',
    };
    for (const code of codes) {
      const text = i.t(`errors.${code}`, params);
      expect(text, code).not.toMatch(/\{\{|\$t\(|errors\./);
    }
    expect(i.t('errors.ERR_ICON_PENDING', params)).toContain(lang === 'en' ? 'black thief' : 'чёрный человечек');
  });
});
