/**
 * Test files in order of how long they last, longest first, in a fresh clone too (the unit and
 * e2e configs use it). vitest does this by itself only when its cache knows the files; a clone
 * without one (CI) ran them in no useful order, and a long file started late ran alone while the
 * other core idled: the unit stage 156 s instead of 114 on this 2-core machine, every test the
 * same. This order: vitest's cache when it knows the file, else test/durations.json (written by
 * scripts/test-durations.mjs from that cache), and a file neither knows first, as vitest does.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const committed: Record<string, number> = JSON.parse(readFileSync(new URL('./durations.json', import.meta.url), 'utf8'));

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const seconds = (spec: TestSpecification): number => {
      const path = relative(root, spec.moduleId);
      const cached = this.ctx.cache.getFileTestResults(`${spec.project.name}:${path}`);
      if (cached && !cached.failed) return cached.duration / 1000;
      return cached?.failed ? Infinity : (committed[path] ?? Infinity);
    };
    const known = new Map(files.map((f) => [f, seconds(f)]));
    return [...files].sort((a, b) => {
      const [x, y] = [known.get(a)!, known.get(b)!];
      return y > x ? 1 : y < x ? -1 : 0;
    });
  }
}
