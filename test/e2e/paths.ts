import { resolve } from 'node:path';

/** Where the e2e builds go (git-ignored). */
const ROOT = process.env.STOLIK_E2E_DIR ?? '.e2e';
export const BUILD_A = resolve(ROOT, 'build-a');
export const BUILD_B = resolve(ROOT, 'build-b');
/** The sub-path the app is served under in e2e: proves relative scope and start_url work. */
export const BASE = '/stolik/';
