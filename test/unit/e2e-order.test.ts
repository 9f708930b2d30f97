// The e2e's file order (test/sequencer.ts `waitsApart`): longest first, but while one worker runs
// a file that mostly waits, the other takes files that keep their core busy.
import { describe, expect, it } from 'vitest';
import type { TestSpecification } from 'vitest/node';
import { LongestFirst, waitsApart } from '../sequencer';

const root = '/repo';
/** Files as vitest gives them, with the durations its cache knows (seconds). */
const durations: Record<string, number> = {
  'test/e2e/frozen-phones.e2e.ts': 100,
  'test/e2e/kills.e2e.ts': 80,
  'test/e2e/a.e2e.ts': 32,
  'test/e2e/b.e2e.ts': 31,
  'test/e2e/c.e2e.ts': 30,
  'test/e2e/d.e2e.ts': 20,
};
const specs = Object.keys(durations).map((path) => ({ moduleId: `${root}/${path}`, project: { name: '' } }) as unknown as TestSpecification);
const ctx = {
  config: { root },
  cache: { getFileTestResults: (key: string) => ({ duration: durations[key.slice(1)]! * 1000, failed: false }) },
};
const names = (order: TestSpecification[]) => order.map((s) => s.moduleId.replace(/^.*\/(.*)\.e2e\.ts$/, '$1'));

describe('waitsApart', () => {
  it('keeps the two waiting files from running side by side, where longest-first put them together', async () => {
    const plain = new LongestFirst(ctx as never);
    expect(names(await plain.sort([...specs].reverse()))).toEqual(['frozen-phones', 'kills', 'a', 'b', 'c', 'd']);
    const Apart = waitsApart(/frozen|kills/, 2);
    // Worker 1 takes the frozen phones (100 s); worker 2 the busy files meanwhile (a, b, c to 93 s,
    // d to 113 s); the kills start when the frozen phones end, beside d.
    expect(names(await new Apart(ctx as never).sort([...specs].reverse()))).toEqual(['frozen-phones', 'a', 'b', 'c', 'd', 'kills']);
  });

  it('on one worker, or with no waiting file, it is longest first', async () => {
    const One = waitsApart(/frozen|kills/, 1);
    expect(names(await new One(ctx as never).sort(specs))).toEqual(['frozen-phones', 'kills', 'a', 'b', 'c', 'd']);
    const None = waitsApart(/nothing/, 2);
    expect(names(await new None(ctx as never).sort(specs))).toEqual(['frozen-phones', 'kills', 'a', 'b', 'c', 'd']);
  });
});
