/**
 * Issue 10, point 10: the plural, case and spelling slips a machine can catch, over every
 * locales/<lang>/*.json (and the brand and "finished" wording over the rules pages too). The
 * first block shows each check failing on the very strings the issue reported.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISLANDS_PER_GAME, LEARNING_GAME_ISLANDS } from '../../../src/games/jackal/data/components';
import { TORTUGA_TRADES } from '../../../src/games/jackal/data/tortuga';
import { STALL_ROUNDS, TURN_CAP } from '../../../src/games/sly-thieves/engine/limits';
import { brandSlips, enCountBeforePlural, finishedTwoWays, flatten, ruCountBeforeNoun, ruNameNeedsCase, type Entry } from './textCheck';

const root = join(process.cwd(), 'locales');
const jsonEntries = (lang: string): Entry[] =>
  readdirSync(join(root, lang))
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => flatten(f.replace(/\.json$/, ''), JSON.parse(readFileSync(join(root, lang, f), 'utf8')) as Record<string, unknown>));
/** Rules pages line by line: prose is checked for the brand and the "finished" word only. */
const pageEntries = (lang: string): Entry[] =>
  readdirSync(join(root, lang, 'rules')).flatMap((f) =>
    readFileSync(join(root, lang, 'rules', f), 'utf8')
      .split('\n')
      .map((text, i) => ({ key: `rules/${f}:${i + 1}`, text })),
  );
const sample = (pairs: Record<string, string>): Entry[] => Object.entries(pairs).map(([key, text]) => ({ key, text }));

/**
 * Counts before a noun that the code fills from one constant, so the noun's form is chosen once
 * by hand; the last test below fails if a constant changes to a number that needs another form.
 */
const FIXED: Record<string, { n: number; ru: 'one' | 'few' | 'many' }> = {
  'jackal:sheet.trade.1': { n: TORTUGA_TRADES[1], ru: 'few' }, // «2 карты»
  'jackal:sheet.trade.2': { n: TORTUGA_TRADES[2], ru: 'few' },
  'jackal:sheet.trade.3': { n: TORTUGA_TRADES[3], ru: 'many' }, // «5 карт»
  'jackal:setup.full': { n: ISLANDS_PER_GAME, ru: 'many' }, // «10 островов»
  'jackal:setup.learning': { n: LEARNING_GAME_ISLANDS, ru: 'few' }, // «4 острова»
  'sly-thieves:categories.endStalled': { n: STALL_ROUNDS, ru: 'many' }, // «10 кругов»
  'sly-thieves:log.end.stalled': { n: STALL_ROUNDS, ru: 'many' },
  'sly-thieves:categories.endTurnCap': { n: TURN_CAP, ru: 'many' }, // «600 ходов»
  'sly-thieves:log.end.turnCap': { n: TURN_CAP, ru: 'many' },
};
const FIXED_KEYS = Object.fromEntries(Object.keys(FIXED).map((k) => [k, 'fixed']));

describe('the text checks catch the slips the issue reported', () => {
  it('«Поднять {{name}} выше», «Убрать {{name}}» (case), but not «Поднять выше: {{name}}»', () => {
    const slips = ruNameNeedsCase(
      sample({ up: 'Поднять {{name}} выше', remove: 'Убрать {{name}}', of: 'Ход у {{player}}', ok: 'Поднять выше: {{name}}', ok2: '{{name}}: убрать' }),
    );
    expect(slips.map((s) => s.key)).toEqual(['up', 'remove', 'of']);
  });
  it('a count before a noun without plural forms, in Russian and English', () => {
    expect(
      ruCountBeforeNoun(
        sample({
          a: 'Сыграно {{cap}} ходов',
          b: 'не больше {{max}} карт',
          c: 'Сыграно ходов: {{cap}}',
          d: 'Раунд {{round}} окончен',
          e: '{{vp}} ПО',
          f: 'Раунд {{n}} заполнен',
          g: 'Уже {{n}} кругов',
        }),
      ).map((s) => s.key),
    ).toEqual(['a', 'g']);
    expect(
      enCountBeforePlural(
        sample({
          a: '{{items}} inventory cards',
          b: '{{cards}} cards',
          c: 'at most {{max}} cells',
          d: '{{player}} takes it',
          e: 'Inventory cards: {{items}}',
          f: '{{n}} of {{total}}',
        }),
      ).map((s) => s.key),
    ).toEqual(['a', 'b']);
    expect(
      ruCountBeforeNoun(sample({ a: 'Игроки выиграли {{count}} карт', b_one: '{{count}} карта', c: 'Выиграно карт: {{count}}' })).map((s) => s.key),
    ).toEqual(['a']);
  });
  it('the brand two ways, and a finished game said three ways', () => {
    expect(brandSlips('ru', sample({ a: 'Stolik готов', b: 'Столик готов', c: 'версия Столика' })).map((s) => s.key)).toEqual(['a']);
    expect(brandSlips('en', sample({ a: 'Столик is ready', b: 'Stolik is ready' })).map((s) => s.key)).toEqual(['a']);
    // The three ways one Sly Thieves sheet said it (issue 20, point 15).
    expect(finishedTwoWays(sample({ a: 'Партия закончена.', b: 'игра окончена', c: 'Партия окончена', d: 'завершена' })).map((s) => s.key)).toEqual([
      'a',
      'b',
      'd',
    ]);
    expect(finishedTwoWays(sample({ a: 'Партия окончена', b: 'не окончена', c: 'Законченные партии', d: 'игра закончится' }))).toEqual([]);
  });
});

describe('locales/ read as a careful editor would have them', () => {
  const ru = jsonEntries('ru');
  const en = jsonEntries('en');
  it('Russian: no count before a noun outside a plural key', () => expect(ruCountBeforeNoun(ru, FIXED_KEYS)).toEqual([]));
  it('Russian: no name where it would need a declined form', () => expect(ruNameNeedsCase(ru)).toEqual([]));
  it('English: no "1 things" count strings', () => expect(enCountBeforePlural(en, FIXED_KEYS)).toEqual([]));
  it('the brand is «Столик» in Russian and "Stolik" in English, pages included', () => {
    expect(brandSlips('ru', [...ru, ...pageEntries('ru')])).toEqual([]);
    expect(brandSlips('en', [...en, ...pageEntries('en')])).toEqual([]);
  });
  it('a finished game is «Партия окончена» everywhere', () => expect(finishedTwoWays([...ru, ...pageEntries('ru')])).toEqual([]));
  it('the fixed counts above still take the noun form their text uses', () => {
    const ruForm = new Intl.PluralRules('ru');
    for (const [key, { n, ru: form }] of Object.entries(FIXED)) {
      expect(ruForm.select(n), `${key}: ${n}`).toBe(form);
      expect(n, `${key}: English plural`).not.toBe(1);
    }
  });
});
