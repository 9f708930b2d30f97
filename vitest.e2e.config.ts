import { defineConfig } from 'vitest/config';

/** End-to-end tests in the system's headless Chromium against real production builds. */
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    globalSetup: ['test/e2e/global-setup.ts'],
    environment: 'node',
    fileParallelism: false, // two cores: one browser at a time keeps timings honest
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
