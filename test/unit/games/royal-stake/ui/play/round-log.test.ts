// @vitest-environment happy-dom
/**
 * The move log keeps each round's result (issue 13: "the log records each round's result"): the
 * round's last card gives one line that says the card, then the round and every seat's VP this
 * round and in all, by name, equal to the engine's VP and the scorer's round totals
 * (#mode-i-am-king, #mode-team, #mode-emperor). No other move gives such a line.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { engine } from '../../../../../../src/games/royal-stake/engine';
import { fullScorerInput } from '../../../../../../src/games/royal-stake/engine/outcome';
import type { RsConfig, RsState } from '../../../../../../src/games/royal-stake/engine/types';
import { scoreRounds } from '../../../../../../src/games/royal-stake/score';
import { i18next } from '../../../../../../src/i18n';
import { logParams } from '../../../../../../src/play/MoveLog';
import type { LogEntry } from '../../../../../../src/play/types';
import { EMPEROR_KN, randomGame } from '../../engine/core-helpers';
import { initRsI18n } from './fixtures';

beforeAll(initRsI18n);

const NAMES = ['Anya', 'Boris', 'Vera', 'Gleb', 'Dasha'];
const CONFIGS: RsConfig[] = [
  { mode: 'i-am-king', players: 3 },
  { mode: 'team', players: 4, kingNumbers: EMPEROR_KN },
  { mode: 'emperor', players: 5, kingNumbers: EMPEROR_KN },
];

describe.each(CONFIGS)("$mode: the round's last card logs the round's result", (config) => {
  it("one line per round, the engine's VP, seat names in both languages", async () => {
    const players = NAMES.slice(0, config.players).map((name, i) => ({ id: `p${i}`, name, color: '#123456' }));
    const { states, moves } = randomGame(config, 'round-log');
    const last = states[states.length - 1]!;
    const scored = scoreRounds(fullScorerInput(last));
    if (!scored.ok) throw new Error(scored.error);
    const lines: { entry: LogEntry; before: RsState; after: RsState }[] = [];
    moves.forEach((m, i) => {
      const log = engine.describeMove(states[i]!, m);
      if (log.key.startsWith('roundOver'))
        lines.push({ entry: { index: i, seat: engine.toMove(states[i]!)!, checkpoint: false, log }, before: states[i]!, after: states[i + 1]! });
    });
    expect(lines.length).toBe(last.rounds.length);
    for (const [r, { entry, before, after }] of lines.entries()) {
      expect(after.round !== before.round || after.phase === 'over').toBe(true);
      const p = entry.log.params!;
      expect(entry.log.key).toBe(`roundOver${config.players}`);
      expect(p.round).toBe(r + 1);
      for (let i = 0; i < config.players; i++) {
        expect(p[`s${i}Seat`]).toBe(i);
        expect(p[`total${i}`]).toBe(after.seats[i]!.score);
        expect(p[`vp${i}`]).toBe(scored.value.rounds[r]![String(i)]);
      }
      for (const lang of ['en', 'ru']) {
        await i18next.changeLanguage(lang);
        const text = i18next.t(`royal-stake:log.${entry.log.key}`, logParams(entry, players));
        const card = i18next.t(`royal-stake:cardIds.${String(p.card)}`);
        expect(text.startsWith(`${players[entry.seat]!.name}`)).toBe(true);
        expect(text).toContain(card);
        expect(text).toContain(lang === 'en' ? `Round ${r + 1} is over` : `Раунд ${r + 1} окончен`);
        for (let i = 0; i < config.players; i++) expect(text).toContain(`${NAMES[i]} ${p[`vp${i}`]} (${p[`total${i}`]})`);
        expect(text).not.toMatch(/\{\{|\$t\(/);
      }
    }
    await i18next.changeLanguage('en');
  }, 30_000);
});
