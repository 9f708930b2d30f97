import { resolve } from 'node:path';

/** Where the e2e builds go (git-ignored). */
export const BUILD_A = resolve('.e2e/build-a');
export const BUILD_B = resolve('.e2e/build-b');
/** The sub-path the app is served under in e2e: proves relative scope and start_url work. */
export const BASE = '/stolik/';
