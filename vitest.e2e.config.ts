import { configDefaults, defineConfig } from 'vitest/config';
import { waitsApart } from './test/sequencer';

/**
 * The files that wait much of their time (phones frozen, silent, rejoining; browsers relaunched
 * after a kill: what they test), run in a lane of their own beside the rest
 * (scripts/e2e-lanes.mjs): STOLIK_E2E_LANE=waits runs only them, one at a time; =rest runs
 * everything else; unset, one run of every file.
 */
const WAITS = ['test/e2e/across-phones*.e2e.ts', 'test/e2e/kill-loop*.e2e.ts'];
const lane = process.env.STOLIK_E2E_LANE;
const workers = lane === 'waits' ? 1 : 2;
/**
 * The files that use under about two thirds of a core over their run (STOLIK_E2E_PROFILE=1 prints
 * each file's CPU): besides the above, the offline notice and the PWA checks wait for a service
 * worker to precache the app, the main Royal Stake game for its trick moments. The sequencer keeps
 * two of them from running side by side (test/sequencer.ts `waitsApart`).
 */
const WAITING = /across-phones-(five|table|standard)|kill-loop|notice-over-sheet|\/pwa\.e2e|\/play-royal-stake\.e2e/;

/** End-to-end tests in the system's headless Chromium against real production builds. */
export default defineConfig({
  test: {
    include: lane === 'waits' ? WAITS : ['test/e2e/**/*.e2e.ts'],
    exclude: lane === 'rest' ? [...configDefaults.exclude, ...WAITS] : configDefaults.exclude,
    globalSetup: ['test/e2e/global-setup.ts'],
    // STOLIK_E2E_PROFILE=1: per test, where the time went (test/e2e/profile.ts); nothing otherwise.
    setupFiles: ['test/e2e/profile-setup.ts'],
    environment: 'node',
    // Longest files first, in a fresh clone too, waiting ones apart (test/sequencer.ts).
    sequence: { sequencer: waitsApart(WAITING, workers) },
    // Two files at a time: whole games spend most of their time in the table's deliberate pauses
    // (bots' pace, trick moments), so a second browser uses the idle core; nothing here measures
    // speed (npm run size, lighthouse and the benches do, alone).
    fileParallelism: true,
    // Each worker keeps its process from file to file: its Chromium (fixture.ts `workerBrowser`)
    // and the modules every file imports (playwright-core, the helpers) are loaded once, not once
    // per file. Tests share no state through them: each opens a fresh browser context.
    isolate: false,
    maxWorkers: workers,
    minWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // expect.poll waits up to 5 s (not 1 s): a screen under a second browser may take longer.
    expect: { poll: { timeout: 5_000 } },
  },
});
