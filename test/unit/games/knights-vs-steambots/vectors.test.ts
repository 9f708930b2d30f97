// Runs every score vector of Knights vs Steambots; each vector's title cites its rulebook section.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scorer } from '../../../../src/games/knights-vs-steambots/score';

const dir = join(process.cwd(), 'test/vectors/knights-vs-steambots');
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort();

interface Vector {
  game: string;
  title: string;
  input: unknown;
  expected: { totals?: Record<string, number>; ranking?: string[][]; error?: string };
}

describe('knights-vs-steambots vectors', () => {
  it('has at least 12 vectors', () => {
    expect(files.length).toBeGreaterThanOrEqual(12);
  });
  for (const file of files) {
    const v = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Vector;
    it(`${file}: ${v.title}`, () => {
      expect(v.game).toBe('knights-vs-steambots');
      const r = scorer.score(v.input);
      if (v.expected.error) {
        expect(r.ok ? 'accepted' : r.error).toBe(v.expected.error);
        return;
      }
      expect(r.ok ? 'accepted' : r.error).toBe('accepted');
      if (!r.ok) return;
      expect(r.value.totals).toEqual(v.expected.totals);
      expect(r.value.ranking).toEqual(v.expected.ranking);
    });
  }
});
