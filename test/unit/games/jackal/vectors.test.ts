// Runs every Jackal score vector (test/vectors/jackal/*.json) through the scorer.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scorer } from '../../../../src/games/jackal/score';

interface Vector {
  game: string;
  title: string;
  input: unknown;
  expected: { totals: Record<string, number>; ranking: string[][]; warnings?: string[] } | { error: string };
}

const dir = join(process.cwd(), 'test/vectors/jackal');
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort();
// Who is listed first inside a shared place carries no meaning.
const places = (ranking: string[][]) => ranking.map((place) => [...place].sort());

describe('Jackal score vectors', () => {
  it('has at least 12 vectors', () => {
    expect(files.length).toBeGreaterThanOrEqual(12);
  });
  it.each(files)('%s', (file) => {
    const vector = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Vector;
    expect(vector.game).toBe('jackal');
    expect(vector.title).toMatch(/«.+»/); // every vector cites a rulebook section
    const result = scorer.score(vector.input);
    if ('error' in vector.expected) {
      expect(result).toMatchObject({ ok: false, error: vector.expected.error });
      return;
    }
    if (!result.ok) throw new Error(`refused with ${result.error}`);
    expect(result.value.totals).toEqual(vector.expected.totals);
    expect(places(result.value.ranking)).toEqual(places(vector.expected.ranking));
    expect((result.value.warnings ?? []).map((w) => w.code)).toEqual(vector.expected.warnings ?? []);
  });
});
