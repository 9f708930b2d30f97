/**
 * Every refusal code and move-log key of the digital game is translated in both languages: the
 * codes and keys are read from the engine's source (and, for keys, from seeded random games in
 * every mode), then looked up in locales/{ru,en}/royal-stake.json. Nested card, colour and phase
 * names must resolve, so no line shows an id or "$t(".
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { engine } from '../../../../../../src/games/royal-stake/engine';
import { CARD } from '../../../../../../src/games/royal-stake/engine/cards';
import type { RsConfig, RsState } from '../../../../../../src/games/royal-stake/engine/types';
import { cardName } from '../../../../../../src/games/royal-stake/ui/play/cards';
import { i18next } from '../../../../../../src/i18n';
import { logParams } from '../../../../../../src/play/MoveLog';
import { initRsI18n, players } from './fixtures';
import { errorCodesIn } from '../../../errorCodes';

const root = process.cwd();
const load = (lang: string) => JSON.parse(readFileSync(join(root, `locales/${lang}/royal-stake.json`), 'utf8')) as Record<string, Record<string, unknown>>;
const locales = { en: load('en'), ru: load('ru') };
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));
const source = files(join(root, 'src/games/royal-stake/engine'))
  .map((f) => readFileSync(f, 'utf8'))
  .join('\n');
const has = (section: Record<string, unknown>, key: string) => key in section || `${key}_one` in section;

const KN = { front: { white: 1, red: 2, blue: 3, green: 4, black: 5 }, back: { white: 6, red: 7, blue: 8, green: 9, black: 10 } };
const CONFIGS: RsConfig[] = [
  { mode: 'i-am-king', players: 3 },
  { mode: 'team', players: 4, kingNumbers: KN },
  { mode: 'emperor', players: 5, kingNumbers: KN },
];

/** Log entries of a few seeded random games per mode (modes not ready yet are skipped). */
function logsOfRandomGames(): { key: string; params?: Record<string, string | number> }[] {
  const out: { key: string; params?: Record<string, string | number> }[] = [];
  for (const config of CONFIGS) {
    for (let g = 0; g < 3; g++) {
      const start = engine.setup(config, `locales-${g}`);
      if (!start.ok) continue;
      let s: RsState = start.value;
      for (let i = 0; i < 600 && engine.toMove(s) !== null; i++) {
        const legal = engine.legalMoves(s);
        const m = legal[(i * 13 + g) % legal.length]!;
        out.push(engine.describeMove(s, m));
        const next = engine.apply(s, m);
        if (!next.ok) throw new Error(next.error);
        s = next.value;
      }
    }
  }
  return out;
}

describe('engine codes and log keys are translated', () => {
  const codes = errorCodesIn(source);
  // describeMove keys: `key: '...'` and the quoted names a `key = ... ? 'a' : 'b'` picks from.
  // (the value up to a comma, brace or semicolon, so `fail(..., { key: someKey(a, b) }, 'path')` adds nothing).
  const keyLines = source.match(/\bkey\b\s*[:=][^;,}\n]*/g) ?? [];
  const sourceKeys = new Set(keyLines.flatMap((l) => [...l.matchAll(/'([a-zA-Z]+)'/g)].map((m) => m[1]!)));
  const randomLogs = logsOfRandomGames();

  it('finds what it checks', () => {
    expect(codes.length).toBeGreaterThan(15);
    expect(codes).toContain('ERR_MUST_FOLLOW');
    expect(sourceKeys).toContain('play');
    expect(randomLogs.length).toBeGreaterThan(100);
  });
  it.each(['en', 'ru'] as const)('%s: every ERR_ code under errors', (lang) => {
    expect(codes.filter((c) => !has(locales[lang].errors!, c))).toEqual([]);
  });
  it.each(['en', 'ru'] as const)('%s: every describeMove key under log', (lang) => {
    const keys = new Set([...sourceKeys, ...randomLogs.map((l) => l.key)]);
    expect([...keys].filter((k) => !has(locales[lang].log!, k))).toEqual([]);
  });

  describe('lines read as words', () => {
    beforeAll(initRsI18n);
    it.each(['en', 'ru'] as const)('%s: log lines and card ids resolve their nested names', async (lang) => {
      await i18next.changeLanguage(lang);
      const t = i18next.getFixedT(null, 'royal-stake');
      for (const l of randomLogs) {
        // As the move log gives them (src/play/MoveLog.tsx): the mover's name and each `<x>Seat`'s name.
        const line = t(`log.${l.key}`, logParams({ index: 0, seat: 0, checkpoint: false, log: l }, players(5)));
        expect(line, l.key).not.toMatch(/\$t\(|cardIds|colours\.|log\.|\{\{/);
      }
      // The id table is the judge's card words, card by card.
      for (const id of Object.keys(CARD)) expect(t(`cardIds.${id}`)).toBe(cardName(t, id));
      expect(t('errors.ERR_MUST_FOLLOW', { lead: 'red' })).toBe(
        lang === 'en' ? 'You must follow the lead colour, red.' : 'Нужно ходить в ведущий цвет — красный.',
      );
    });
  });
});
