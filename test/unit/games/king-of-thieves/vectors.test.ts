// Runs every score vector of King of Thieves (test/vectors/king-of-thieves/*.json); each vector
// cites the rulebook section ("Подсчёт очков", "Карты рынка", ...) or ruling it checks.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scorer } from '../../../../src/games/king-of-thieves/score';

interface Vector {
  game: string;
  title: string;
  input: unknown;
  expected: { totals?: Record<string, number>; ranking?: string[][]; error?: string };
}

const dir = join(process.cwd(), 'test/vectors/king-of-thieves');
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort();
// Order inside a shared place carries no meaning, so compare places as sorted lists.
const normal = (ranking: string[][]) => ranking.map((place) => [...place].sort());

describe('King of Thieves score vectors', () => {
  it('has at least 12 vectors', () => {
    expect(files.length).toBeGreaterThanOrEqual(12);
  });

  it.each(files)('%s', (file) => {
    const v = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Vector;
    expect(v.game).toBe('king-of-thieves');
    expect(v.title.length).toBeGreaterThan(10);
    const result = scorer.score(v.input);
    if (v.expected.error !== undefined) {
      expect(result.ok ? 'ok' : result.error).toBe(v.expected.error);
      return;
    }
    if (!result.ok) throw new Error(`${file}: ${result.error} ${JSON.stringify(result.params)} at ${result.path}`);
    expect(result.value.totals).toEqual(v.expected.totals);
    expect(normal(result.value.ranking)).toEqual(normal(v.expected.ranking ?? []));
  });
});
