import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import preact from '@preact/preset-vite';

/**
 * Unit, scorer, property, storage and component tests (fast, no browser), in two projects.
 *
 * Starting a fresh module graph for each of 260 files (a new worker, vitest, the setup file and
 * every import loaded again) cost more CPU than the tests in most pure files. Files that touch
 * nothing global share one module graph per worker instead (`isolate: false`). A file keeps its
 * own graph when its text names anything that lives outside its own calls: a DOM, IndexedDB
 * (each file must start from an empty database), i18next's one instance, vi's mocks, spies,
 * stubbed globals or fake timers, globalThis, process.env, or browser globals. When in doubt a
 * file is isolated: a new file is judged by the same rule.
 */
const OWN_WORLD = /@vitest-environment|\bvi\.(?!fn\b|waitFor\b)|fake-indexeddb|\/storage\/|i18n|globalThis|process\.env|navigator|localStorage|document|window/;

const testFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? testFiles(join(dir, e.name)) : /\.test\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
const shared = testFiles('test/unit').filter((f) => !OWN_WORLD.test(readFileSync(f, 'utf8')));

export default defineConfig({
  plugins: [preact()],
  test: {
    environment: 'node',
    setupFiles: ['test/unit/setup.ts'],
    // Isolation belongs to a pool, not a project: the isolated files run in child processes
    // (forks, a fresh one per file), the shared ones in worker threads that keep their modules
    // from file to file. The two pools run side by side, one worker each by default on a
    // two-core machine (vitest takes cores - 1 per pool), so both cores work.
    poolOptions: { threads: { isolate: false } },
    projects: [
      { extends: true, test: { name: 'isolated', include: ['test/unit/**/*.test.{ts,tsx}'], exclude: shared, pool: 'forks' } },
      { extends: true, test: { name: 'shared', include: shared, pool: 'threads' } },
    ],
  },
});
