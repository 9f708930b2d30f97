// Runs every Sly Thieves score vector (test/vectors/sly-thieves/*.json) through the scorer.
// Each vector's title cites the rulebook section it checks ("Подсчет очков", "Компоненты", ...).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scorer } from '../../../../src/games/sly-thieves/score';

interface Vector {
  game: string;
  title: string;
  input: unknown;
  expected: { totals: Record<string, number>; ranking: string[][] } | { error: string };
}

const dir = join(process.cwd(), 'test/vectors/sly-thieves');
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort();
// Players sharing a place may be listed in any order inside that place.
const normalise = (ranking: string[][]) => ranking.map((place) => [...place].sort());

describe('sly-thieves score vectors', () => {
  it('has at least 12 vectors, each for this game and citing a section', () => {
    expect(files.length).toBeGreaterThanOrEqual(12);
    for (const f of files) {
      const v = JSON.parse(readFileSync(join(dir, f), 'utf8')) as Vector;
      expect(v.game, f).toBe('sly-thieves');
      expect(v.title, f).toMatch(/ — /);
    }
  });

  it.each(files)('%s', (file) => {
    const v = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Vector;
    const result = scorer.score(v.input);
    if ('error' in v.expected) {
      expect(result).toMatchObject({ ok: false, error: v.expected.error });
      return;
    }
    if (!result.ok) throw new Error(`${file}: refused with ${result.error} at ${result.path ?? ''}`);
    expect(result.value.totals).toEqual(v.expected.totals);
    expect(normalise(result.value.ranking)).toEqual(normalise(v.expected.ranking));
  });
});
