// Runs every score vector of Royal Stake (test/vectors/royal-stake/*.json) through the scorer.
// Each vector's title cites the rulebook section whose example or rule it checks.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scorer } from '../../../../src/games/royal-stake/score';

interface Vector {
  game: string;
  title: string;
  input: unknown;
  expected: { totals?: Record<string, number>; ranking?: string[][]; error?: string };
}

const dir = join(process.cwd(), 'test/vectors/royal-stake');
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort();

describe('royal-stake score vectors', () => {
  it('has at least 30 vectors covering every mode', () => {
    expect(files.length).toBeGreaterThanOrEqual(30);
    const modes = new Set(files.map((f) => (JSON.parse(readFileSync(join(dir, f), 'utf8')) as { input: { mode: string } }).input.mode));
    expect([...modes].sort()).toEqual(['emperor', 'i-am-king', 'standard', 'team', 'two-players']);
  });
  for (const file of files) {
    const v = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Vector;
    it(`${file}: ${v.title}`, () => {
      expect(v.game).toBe('royal-stake');
      const r = scorer.score(v.input);
      if (v.expected.error) {
        expect(r.ok ? 'ok' : r.error).toBe(v.expected.error);
        return;
      }
      if (!r.ok) throw new Error(`${r.error} ${JSON.stringify(r.params)} at ${r.path}`);
      expect(r.value.totals).toEqual(v.expected.totals);
      expect(r.value.ranking).toEqual(v.expected.ranking);
    });
  }
});
