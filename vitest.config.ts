import { readFileSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import preact from '@preact/preset-vite';
import { LongestFirst } from './test/sequencer';

/**
 * Unit, scorer, property, storage and component tests (fast, no browser).
 *
 * vitest gives a pool cores - 1 workers: on CI's two cores every file ran on one worker while
 * the other core idled. Now two pools run side by side (below), or, with sharing off, one pool
 * of two workers.
 *
 * Pure files also stop reloading the world (STOLIK_UNIT_SHARED=0 turns this off, for a suspected
 * leak). Starting a fresh module graph per file (a new process, vitest, the setup file and every
 * import loaded again) costs more CPU than the tests in most pure files: on 32 of them CPU time
 * fell from 48 s (isolated forks) to 13 s (threads keeping their modules from file to file).
 * Files that touch nothing global share one module graph per worker; a file keeps its own when
 * its text names anything that lives outside its own calls: a DOM, IndexedDB (each file must
 * start from an empty database), i18next's one instance, vi's mocks, spies, stubbed globals or
 * fake timers, globalThis, process.env, or a DOM use (`document.`, window). Locale files read
 * as JSON (test/unit/i18n/commonStrings.ts) are no i18next instance, nor is a file's own
 * `i18next.createInstance()`; only the app's instance (src/i18n, i18n-setup, an init…I18n helper)
 * keeps a file apart, not a comment naming test/unit/i18n. storage/types (types) and
 * storage/summary (a pure function) hold no database. A comment's "documented" is no DOM: the
 * conformance suites share (192 of 303 files share). Isolation belongs to a
 * pool, not a project, so the shared files run in threads, the rest in vmForks (below), the two pools side
 * by side. A whole run of the 143 shared files (1,631 tests) on one module graph showed no test
 * depending on another file's leftovers.
 *
 * The isolated files run in vmForks, not forks (issue 22): a worker process stays up from file to
 * file and each file gets a new VM context, so its own globals, DOM, module graph (the app's and
 * node_modules' alike: i18next, fake-indexeddb) and so an empty IndexedDB, without a new process,
 * vitest runtime and happy-dom install per file. On 23 isolated files (15 with happy-dom), back to
 * back on the loaded shared machine: CPU (user + sys) fell from 76 s (forks, 5 tests timed out
 * under the load) to 45 s, all 131 tests green. The whole suite, back to back at the same load
 * (2,763 tests, all green both times): forks 427 s CPU, 258 s wall; vmForks 233 s CPU, 172 s wall
 * (vitest's summed environment time 99 s -> 5 s, collect 81 s -> 58 s, setup 14 s -> 7 s).
 * test/unit/isolation/fresh-world-{a,b} prove the isolation holds when two files share a worker;
 * setup.ts lends the VM contexts Node's BroadcastChannel, which they lack.
 *
 * A file whose text says OWN_PROCESS runs in forks instead (a process of its own, as before issue
 * 22), for code that reads globals in a hot loop: inside a VM context every global name (Object,
 * Array…) is looked up through Node's context hooks, about 13 times slower than in a process's own
 * realm, and fake-indexeddb reads some on every key it compares. storage/migration-v4 (six
 * 400-session databases upgraded and paged through) took 13-17 s CPU run alone in vmForks, 9 s in forks,
 * the process start included (about 1 s, what vmForks saves on a file). The file says why.
 *
 * A shared file may say OWN_PROCESS too, to leave the one shared thread: that thread runs its
 * files one after another and, holding most of the test time, it was the last to finish while the
 * other core idled (about 17 s of a 119 s run). The conformance suite, its heaviest file (about a
 * quarter of its time), now runs in a fork beside it: the whole stage 119 s -> 102-115 s wall on
 * a quiet machine, every test the same. A second shared thread did worse (four workers on two
 * cores: 122 s, and a 5 s test timeout hit).
 */
const OWN_WORLD =
  /@vitest-environment|\bvi\.(?!fn\b|waitFor\b)|fake-indexeddb|\/storage\/(?!types'|summary')|src\/i18n'|i18n-setup|I18n\(|\bi18next\.(?!createInstance\b)|globalThis|process\.env|navigator|localStorage|\bdocument\.|window/;

const testFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? testFiles(join(dir, e.name)) : /\.test\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
const sharing = process.env.STOLIK_UNIT_SHARED !== '0';
const cores = availableParallelism();
const OWN_PROCESS = /\bOWN_PROCESS\b/;
const texts = sharing ? testFiles('test/unit').map((f) => [f, readFileSync(f, 'utf8')] as const) : [];
const ownProcess = texts.filter(([, text]) => OWN_PROCESS.test(text)).map(([f]) => f);
const shared = texts.filter(([f, text]) => !OWN_WORLD.test(text) && !ownProcess.includes(f)).map(([f]) => f);

export default defineConfig({
  // No Preact devtools in tests: their hook-names pass parses every file that uses a hook, for
  // names only the browser extension reads (HMR, and so prefresh, is off in vitest anyway).
  plugins: [preact({ devToolsEnabled: false, prefreshEnabled: false })],
  test: {
    environment: 'node',
    setupFiles: ['test/unit/setup.ts'],
    // Longest files first, in a fresh clone too (test/sequencer.ts).
    sequence: { sequencer: LongestFirst },
    ...(sharing
      ? {
          // Two fork workers beside the one thread: with three workers on two cores both stay busy
          // to the end. The shared files now hold most of the test time (61%, 1,399 of 2,299 s in
          // a profiled run), so the one thread may be the long pole; a second thread (four workers)
          // would fix that, but runs every test at half a core, closer to the 5 s default
          // timeout: measure it on a quiet machine before turning it on.
          poolOptions: { threads: { isolate: false }, vmForks: { maxForks: Math.max(2, cores - 1) } },
          projects: [
            { extends: true, test: { name: 'isolated', include: ['test/unit/**/*.test.{ts,tsx}'], exclude: [...shared, ...ownProcess], pool: 'vmForks' } },
            { extends: true, test: { name: 'own process', include: ownProcess, pool: 'forks' } },
            { extends: true, test: { name: 'shared', include: shared, pool: 'threads' } },
          ],
        }
      : { include: ['test/unit/**/*.test.{ts,tsx}'], pool: 'forks', maxWorkers: 2 }),
  },
});
