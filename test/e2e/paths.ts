import { resolve } from 'node:path';

/** Where the e2e builds go (git-ignored). */
const ROOT = process.env.STOLIK_E2E_DIR ?? '.e2e';
export const BUILD_A = resolve(ROOT, 'build-a');
export const BUILD_B = resolve(ROOT, 'build-b');
/**
 * Build B's switches: it also holds the template games (src/games/_*, the skeleton:
 * src/games/templates.ts), which templates.e2e.ts plays. Build A, which size and Lighthouse
 * measure, is the build players get.
 */
export const BUILD_B_ENV = { STOLIK_TEMPLATES: '1' };
/** The e2e files that open build B: a run of any of them builds it (global-setup.ts). */
export const USES_BUILD_B = ['update.e2e.ts', 'templates.e2e.ts'];
/** The sub-path the app is served under in e2e: proves relative scope and start_url work. */
export const BASE = '/stolik/';
