// A game records which values it used (issue 14 "Printed values"): with Stolik's digital set the
// scorer is told so by name and its rows say it; with printed values they go in as `printed`.
import { describe, expect, it } from 'vitest';
import { engine } from '../../../../../src/games/royal-stake/engine';
import { fullScorerInput } from '../../../../../src/games/royal-stake/engine';
import { stolikValues } from '../../../../../src/games/royal-stake/data/stolik-values';
import type { StdConfig } from '../../../../../src/games/royal-stake/engine/modes/standard/config';
import { randomRun, stdConfig, stdStarted } from './helpers';

describe('value sets in the standard game', () => {
  it('Stolik’s digital set: the scorer input names it and carries no printed values; the game ends with a result', () => {
    const config: StdConfig = { ...stdConfig(4), valueSet: 'stolik', values: stolikValues() };
    const last = randomRun(stdStarted(config, 'stolik'), 'stolik').states.at(-1)!;
    const input = fullScorerInput(last);
    expect(input.valueSet).toBe('stolik');
    expect(input.printed).toBeUndefined();
    const outcome = engine.outcome(last) as { result: { totals: Record<string, number> } } | null;
    expect(outcome).not.toBeNull();
    expect(last.seats.map((s) => s.score)).toEqual([0, 1, 2, 3].map((i) => outcome!.result.totals[String(i)]));
  });

  it('printed values: they go in inline, so the game scores the same on any device', () => {
    const last = randomRun(stdStarted(stdConfig(3), 'printed'), 'printed').states.at(-1)!;
    const input = fullScorerInput(last) as { valueSet: string; printed: { bets: Record<string, unknown>; kingNumbers: Record<string, number> } };
    expect(input.valueSet).toBe('printed');
    expect(input.printed.bets.hermit).toEqual([{ wins: 0, vp: 40 }]);
    expect(input.printed.kingNumbers.white).toBe(1);
  });

  it('a config without every lost value is refused, naming the missing one', () => {
    const config = stdConfig(4);
    config.values.bets.healer = [];
    const r = engine.setup(config, 'x');
    expect(!r.ok && [r.error, r.params?.key]).toEqual(['ERR_NEEDS_CARD_VALUE', 'royal-stake/bet/healer']);
  });
});
