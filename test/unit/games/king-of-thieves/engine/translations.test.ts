// King of Thieves engine: every refusal code and every move-log line is translated in both
// languages with every placeholder supplied (what the shared conformance suite checks once the
// game declares play).
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { engine, type KotMove, type KotState } from '../../../../../src/games/king-of-thieves/engine';
import { errorCodesInSource, localeFile, lookUp, placeholders } from '../../conformance-helpers';
import { cardsFor, D, inSale, inSplit } from './helpers';

const DIR = 'src/games/king-of-thieves/engine';
const LANGS = ['ru', 'en'] as const;
const sources = Object.fromEntries(readdirSync(DIR).map((f) => [f, readFileSync(`${DIR}/${f}`, 'utf8')]));

const errorText = (lang: string, code: string): string | undefined =>
  lookUp(localeFile(lang, 'king-of-thieves'), `errors.${code}`) ??
  lookUp(localeFile(lang, 'play'), `errors.${code}`) ??
  lookUp(localeFile(lang, 'common'), `errors.${code}`);

describe('king-of-thieves engine words', () => {
  it('every error code in the engine is translated in both languages', () => {
    const codes = errorCodesInSource(sources);
    expect(codes.length).toBeGreaterThan(20);
    expect(LANGS.flatMap((lang) => codes.filter((c) => !errorText(lang, c)).map((c) => `${lang}: ${c}`))).toEqual([]);
  });

  it('every kind of move has a log line in both languages with its placeholders supplied', () => {
    const split = inSplit({ seat: 1, centre: D({ red: 2 }), loot: [D({ blue: 2 }), D(), D(), D()], token: 0 });
    const sale = inSale({ loot: [D({ red: 1 }), D(), D(), D()], cards: cardsFor(4, 0, ['bondsman', 'tailor']), rowA: ['necklace', null, null, null, null] });
    const lines: [KotState, KotMove][] = [
      [split, { type: 'take', seat: 1, dice: D({ red: 1 }), token: false }],
      [inSplit({ centre: D({ red: 2 }) }), { type: 'take', seat: 0, dice: D({ red: 1 }), token: true }],
      [split, { type: 'steal', seat: 1, from: 0, keep: D({ blue: 1 }), token: true }],
      [split, { type: 'reroll', seat: 1, face: 'mask' }],
      [split, { type: 'skip', seat: 1 }],
      [sale, { type: 'buy', seat: 0, card: 'necklace', dice: D(), coins: 2 }],
      [sale, { type: 'flip', seat: 0, card: 'bondsman', from: 'red', to: 'bag' }],
      [sale, { type: 'trade', seat: 0, card: 'tailor' }],
      [sale, { type: 'done', seat: 0 }],
    ];
    const problems: string[] = [];
    for (const [state, move] of [...lines, [sale, { junk: true } as unknown as KotMove] as [KotState, KotMove]]) {
      const { key, params = {} } = engine.describeMove(state, move);
      const given = new Set([
        ...Object.keys(params),
        'player',
        ...Object.keys(params)
          .filter((k) => k.endsWith('Seat'))
          .map((k) => k.slice(0, -4)),
      ]);
      for (const lang of LANGS) {
        const text = lookUp(localeFile(lang, 'king-of-thieves'), `log.${key}`);
        if (!text) problems.push(`${lang}: log.${key} missing`);
        else for (const name of placeholders(text)) if (!given.has(name)) problems.push(`${lang}: log.${key} needs ${name}`);
        for (const v of Object.values(params))
          if (typeof v === 'string' && /^[a-z]+$/.test(v) && key !== 'buy' && key !== 'trade' && key !== 'flip') {
            if (!lookUp(localeFile(lang, 'king-of-thieves'), `log.faces.${v}`)) problems.push(`${lang}: log.faces.${v} missing`);
          }
      }
    }
    expect(problems).toEqual([]);
  });
});
