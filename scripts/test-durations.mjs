/**
 * `node scripts/test-durations.mjs`: copies how long each test file took in the last runs
 * (vitest's own cache, node_modules/.vite/vitest) into test/durations.json, which is committed.
 *
 * Why: vitest runs the longest files first when its cache knows them, and a fresh clone (CI) has
 * no cache, so it started files in no useful order: a long file started last ran alone while the
 * other core idled, and the unit stage took 156 s instead of 114 on this 2-core machine (the same
 * tests). test/sequencer.ts reads this file when the cache has no entry. Stale numbers only cost
 * time, never a test: run this after adding or reshaping heavy test files.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = 'node_modules/.vite/vitest';
const out = 'test/durations.json';
const known = (() => {
  try {
    return JSON.parse(readFileSync(out, 'utf8'));
  } catch {
    return {};
  }
})();
for (const sub of readdirSync(dir)) {
  let results;
  try {
    results = JSON.parse(readFileSync(join(dir, sub, 'results.json'), 'utf8')).results;
  } catch {
    continue;
  }
  // Keyed by path: vitest keys by project and path, and a file belongs to one project.
  for (const [key, r] of results) if (r && !r.failed && r.duration > 0) known[key.slice(key.indexOf(':') + 1)] = Math.round(r.duration / 100) / 10;
}
const sorted = Object.fromEntries(Object.entries(known).sort(([a], [b]) => (a < b ? -1 : 1)));
writeFileSync(out, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`${out}: ${Object.keys(sorted).length} files`);
