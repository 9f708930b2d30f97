// Stolik's digital values (rules page {#digital-values}): what the text lost — six bet backs
// («Пример ставки»: the backs are printed on the cards) and the king numbers («Номер короля») —
// defined once in data/stolik-values.ts, shown on both rules pages as Stolik's, and used by the
// scorer only when a game says `valueSet: 'stolik'`, marking every row that used one.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STOLIK_BET_BACKS, stolikValues } from '../../../../src/games/royal-stake/data/stolik-values';
import { UNKNOWN_BET_BACKS } from '../../../../src/games/royal-stake/data/characters';
import { STOLIK_KING_BACK, STOLIK_KING_FRONT } from '../../../../src/games/royal-stake/data/king-numbering';
import { stolikPrinted } from '../../../../src/games/royal-stake/score/printed';
import { valueFields } from '../../../../src/games/royal-stake/score/value-set';
import { rankByKingExplained } from '../../../../src/games/royal-stake/score/ranking';
import { checkStdConfig } from '../../../../src/games/royal-stake/engine/modes/standard/config';
import { errorOf, pr, rowsOf, scoreOk, stdGame } from './helpers';
import { commonStrings } from '../../i18n/commonStrings';

const page = (lang: string) => readFileSync(join(process.cwd(), `locales/${lang}/rules/royal-stake.md`), 'utf8');
const section = (md: string) => md.slice(md.indexOf('{#digital-values}'), md.indexOf('\n## ', md.indexOf('{#digital-values}')));
const NAMES = {
  en: { hermit: 'Hermit', militia: 'Militia', samurai: 'Samurai', berserker: 'Berserker', healer: 'Healer', collector: 'Collector' },
  ru: { hermit: 'Отшельник', militia: 'Ополченец', samurai: 'Самурай', berserker: 'Берсерк', healer: 'Лекарь', collector: 'Собиратель' },
};

describe("stolik-values: Stolik's own set, defined once and shown as Stolik's", () => {
  it('stolik-values: every lost back has lines with distinct win counts and VP no larger than the printed ones (80)', () => {
    for (const c of UNKNOWN_BET_BACKS) {
      const lines = STOLIK_BET_BACKS[c];
      expect(lines.length, c).toBeGreaterThan(0);
      expect(new Set(lines.map((l) => l.wins)).size, c).toBe(lines.length);
      for (const l of lines) {
        expect(l.vp, c).toBeGreaterThan(0);
        expect(l.vp, c).toBeLessThanOrEqual(80);
      }
    }
  });
  it('stolik-values: a fresh copy each time, so a game cannot change the set', () => {
    const a = stolikValues();
    a.bets.hermit[0]!.vp = 999;
    a.kingNumbers.front.white = 99;
    expect(stolikValues().bets.hermit[0]!.vp).toBe(STOLIK_BET_BACKS.hermit[0]!.vp);
    expect(stolikValues().kingNumbers.front.white).toBe(STOLIK_KING_FRONT.white);
  });
  it("stolik-values: the engine's config check accepts the set with every player count", () => {
    const options = { jesterDeal: false, cheerleader: false, advancedCheerleader: false, baseSquads4p: false };
    for (const players of [3, 4, 5])
      expect(checkStdConfig({ mode: 'standard', players, options, valueSet: 'stolik', values: stolikValues() })).toEqual({ ok: true, value: true });
  });
  it.each(['ru', 'en'] as const)('stolik-values: the %s rules page lists exactly these numbers, called Stolik’s', (lang) => {
    const md = section(page(lang));
    expect(md).toMatch(lang === 'ru' ? /Столика/ : /Stolik's own digital values/);
    for (const c of UNKNOWN_BET_BACKS) {
      const line = md.split('\n').find((l) => l.startsWith(`- **${NAMES[lang][c]}:**`));
      expect(line, c).toBeDefined();
      const numbers = [...line!.matchAll(/\d+/g)].map((m) => Number(m[0]));
      expect(numbers, c).toEqual(STOLIK_BET_BACKS[c].flatMap((l) => [l.wins, l.vp]));
    }
  });
});

describe('stolik-values: the scorer uses the set only when the game says so, and says so on each row', () => {
  const R3 = { A: 'white', B: 'red', C: 'blue' };
  const round = {
    A: pr(['militia', 'samurai'], ['hermit'], 0),
    B: pr(['berserker', 'collector'], ['healer'], 2),
    C: pr(['hermit', 'ninja'], ['cardsharp'], 3),
  };
  it('stolik-values: rows that used a Stolik back say valueSet stolik and are never marked as entered by you', () => {
    const res = scoreOk({ ...stdGame(R3, [round]), valueSet: 'stolik' });
    expect(rowsOf(res, 'A', 'betHermit')[0]).toEqual({
      category: 'betHermit',
      points: 50,
      rule: 'scoring-bets',
      params: { round: 1, wins: 0, valueSet: 'stolik', tricks: 0, jesterWins: 0, queenWins: 0 },
    });
    expect(rowsOf(res, 'B', 'betHealer')[0]).toMatchObject({ points: 40, params: { valueSet: 'stolik' } });
    expect(rowsOf(res, 'C', 'betCardsharp')[0]!.params).not.toHaveProperty('valueSet');
  });
  it("stolik-values: the player's stored printed values are not mixed in", () => {
    const store = { 'royal-stake/bet/hermit/0': 10 };
    expect(rowsOf(scoreOk({ ...stdGame(R3, [round]), valueSet: 'stolik' }, store), 'A', 'betHermit')[0]!.points).toBe(50);
    const printed = rowsOf(scoreOk({ ...stdGame(R3, [round]), printed: { bets: { healer: [{ wins: 2, vp: 45 }] } } }, store), 'A', 'betHermit')[0]!;
    expect(printed).toMatchObject({ points: 10, userEntered: true });
    expect(printed.params).not.toHaveProperty('valueSet');
  });
  it('stolik-values: a printed block beside the Stolik set, or an unknown set, is refused; printed values are still asked for', () => {
    expect(errorOf({ ...stdGame(R3, [round]), valueSet: 'stolik', printed: { bets: {} } })).toBe('ERR_BAD_PRINTED_VALUE');
    expect(errorOf({ ...stdGame(R3, [round]), valueSet: 'box' })).toBe('ERR_BAD_PRINTED_VALUE');
    expect(errorOf({ ...stdGame(R3, [round]), valueSet: 'printed' })).toBe('ERR_NEEDS_CARD_VALUE');
  });
  it("stolik-values: a digital game's recorded set gives the scorer's value fields — Stolik's by name, printed ones inline", () => {
    const game = stdGame(R3, [round]);
    const stolik = valueFields('stolik', stolikValues());
    expect(stolik).toEqual({ valueSet: 'stolik' });
    expect(scoreOk({ ...game, ...stolik })).toEqual(scoreOk({ ...game, valueSet: 'stolik' }));
    // Printed values carried inline score as the same values from the store, marked as entered by you.
    const store = { 'royal-stake/bet/hermit/0': 35, 'royal-stake/bet/healer/2': 45 };
    const values = { ...stolikValues(), bets: { hermit: [{ wins: 0, vp: 35 }], healer: [{ wins: 2, vp: 45 }] } };
    const inline = scoreOk({ ...game, ...valueFields('printed', values) });
    expect(inline).toEqual(scoreOk(game, store));
    expect(rowsOf(inline, 'A', 'betHermit')[0]).toMatchObject({ points: 35, userEntered: true });
  });
  it("stolik-values: king numbers come from Stolik's numbering, face and back", () => {
    const p = stolikPrinted();
    expect(p.source).toBe('stolik');
    expect(p.kingNumber('green', 'front')).toEqual({ ok: true, value: STOLIK_KING_FRONT.green });
    expect(p.kingNumber('green', 'back')).toEqual({ ok: true, value: STOLIK_KING_BACK.green });
  });
  it("stolik-values: a final tie broken by Stolik's numbering says so («Номер короля»: the lower number wins)", () => {
    const kings = { A: { colour: 'red', side: 'back' }, B: { colour: 'black', side: 'front' } } as const;
    const r = rankByKingExplained({ A: 90, B: 90 }, kings, stolikPrinted(), true);
    if (!r.ok) throw new Error(r.error);
    // Red back 7 against black face 5: B ahead.
    expect(r.value.ranking).toEqual([['B'], ['A']]);
    expect(r.value.tieBreaks[0]).toMatchObject({ kind: 'ahead', by: { key: 'kingNumberStolik', ahead: 5, behind: 7 } });
    for (const lang of ['ru', 'en']) {
      const common = commonStrings(lang) as {
        tieBreak: Record<string, Record<string, string>>;
      };
      expect(common.tieBreak.more!.kingNumberStolik, lang).toMatch(lang === 'ru' ? /Столика/ : /Stolik/);
      expect(common.tieBreak.same!.kingNumberStolik, lang).toMatch(lang === 'ru' ? /Столика/ : /Stolik/);
    }
  });
});
