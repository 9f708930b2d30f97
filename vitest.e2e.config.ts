import { configDefaults, defineConfig } from 'vitest/config';
import { LongestFirst } from './test/sequencer';

/**
 * The files that wait much of their time (phones frozen, silent, rejoining; browsers relaunched
 * after a kill: what they test), run in a lane of their own beside the rest
 * (scripts/e2e-lanes.mjs): STOLIK_E2E_LANE=waits runs only them, one at a time; =rest runs
 * everything else; unset, one run of every file.
 */
const WAITS = ['test/e2e/across-phones*.e2e.ts', 'test/e2e/kill-loop*.e2e.ts'];
const lane = process.env.STOLIK_E2E_LANE;

/** End-to-end tests in the system's headless Chromium against real production builds. */
export default defineConfig({
  test: {
    include: lane === 'waits' ? WAITS : ['test/e2e/**/*.e2e.ts'],
    exclude: lane === 'rest' ? [...configDefaults.exclude, ...WAITS] : configDefaults.exclude,
    globalSetup: ['test/e2e/global-setup.ts'],
    // STOLIK_E2E_PROFILE=1: per test, where the time went (test/e2e/profile.ts); nothing otherwise.
    setupFiles: ['test/e2e/profile-setup.ts'],
    environment: 'node',
    // Longest files first, in a fresh clone too (test/sequencer.ts).
    sequence: { sequencer: LongestFirst },
    // Two files at a time: whole games spend most of their time in the table's deliberate pauses
    // (bots' pace, trick moments), so a second browser uses the idle core; nothing here measures
    // speed (npm run size, lighthouse and the benches do, alone).
    fileParallelism: true,
    // Each worker keeps its process from file to file: its Chromium (fixture.ts `workerBrowser`)
    // and the modules every file imports (playwright-core, the helpers) are loaded once, not once
    // per file. Tests share no state through them: each opens a fresh browser context.
    isolate: false,
    maxWorkers: lane === 'waits' ? 1 : 2,
    minWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // expect.poll waits up to 5 s (not 1 s): a screen under a second browser may take longer.
    expect: { poll: { timeout: 5_000 } },
  },
});
