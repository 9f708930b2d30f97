/**
 * `npm run build:e2e`: builds the e2e's two builds exactly as the e2e global setup does: A (what a
 * person first visits) and B ("the next release" for update.e2e.ts, A with another build id, and
 * the template games for templates.e2e.ts: paths.ts), so `npm test` can run the e2e stage with
 * STOLIK_E2E_REUSE=1. CI (scripts/ci-times.mjs) runs this alongside the type-checks and lint,
 * where the builds' mostly single-threaded bundling shares the two cores; built in the e2e's global
 * setup instead, B kept one core busy and the other idle before the first test could start. Size
 * and Lighthouse serve build A (STOLIK_DIST).
 */
import { BUILD_A, BUILD_B, BUILD_B_ENV } from '../test/e2e/paths';
import { buildApp } from './static-server';

buildApp(BUILD_A, false, 'e2e-a');
buildApp(BUILD_B, false, 'e2e-b', BUILD_B_ENV);
