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
    return this.longestFirst(files).map(([f]) => f);
  }

  /** The files with their durations in seconds, longest first. */
  protected longestFirst(files: TestSpecification[]): [TestSpecification, number][] {
    const root = this.ctx.config.root;
    const seconds = (spec: TestSpecification): number => {
      const path = relative(root, spec.moduleId);
      const cached = this.ctx.cache.getFileTestResults(`${spec.project.name}:${path}`);
      if (cached && !cached.failed) return cached.duration / 1000;
      return cached?.failed ? Infinity : (committed[path] ?? Infinity);
    };
    const known = files.map((f) => [f, seconds(f)] as [TestSpecification, number]);
    return known.sort(([, x], [, y]) => (y > x ? 1 : y < x ? -1 : 0));
  }
}

/**
 * Longest first, but a file that spends much of its time waiting (`waiting`: phones frozen or
 * silent on purpose, browsers relaunched after kills, a service worker precaching) never starts
 * beside another such file while one that keeps its core busy is left: two waiting files side by
 * side left both cores partly idle (the five-phone table and the three-phone one, both started
 * first by length, used about 1.4 of the 2 cores for over a minute). The order comes from
 * replaying the run with the known durations on `workers` workers: each free worker takes the
 * longest file left, or, while the other worker runs a waiting file, the longest busy one.
 */
export const waitsApart = (waiting: RegExp, workers: number) =>
  class WaitsApart extends LongestFirst {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      const root = this.ctx.config.root;
      // A file no one has timed yet (still first, as in LongestFirst) counts as a minute.
      const left = this.longestFirst(files).map(([f, s]) => ({ f, s: Number.isFinite(s) ? s : 60, waits: waiting.test(relative(root, f.moduleId)) }));
      const running = Array.from({ length: workers }, () => ({ until: 0, waits: false }));
      const order: TestSpecification[] = [];
      while (left.length > 0) {
        const free = running.reduce((a, b) => (b.until < a.until ? b : a));
        const othersWait = running.some((r) => r !== free && r.waits && r.until > free.until);
        const busy = othersWait ? left.findIndex((x) => !x.waits) : -1;
        const [next] = left.splice(Math.max(busy, 0), 1);
        order.push(next!.f);
        Object.assign(free, { until: free.until + next!.s, waits: next!.waits });
      }
      return order;
    }
  };
