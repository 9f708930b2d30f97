import { defineConfig } from 'vitest/config';
import preact from '@preact/preset-vite';

/** Unit, scorer, property, storage and component tests (fast, no browser). */
export default defineConfig({
  plugins: [preact()],
  test: {
    include: ['test/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['test/unit/setup.ts'],
  },
});
