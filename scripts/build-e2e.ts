/**
 * `npm run build:e2e`: builds the e2e's build A (what a person first visits) exactly as the e2e
 * global setup does, so `npm test` can build it before the e2e stage and run that stage with
 * STOLIK_E2E_REUSE=1; CI (scripts/ci-times.mjs) builds it alongside the type-checks and lint,
 * where the build's mostly single-threaded bundling shares the two cores instead of leaving one
 * idle at the start of the e2e. Size and Lighthouse serve the same build (STOLIK_DIST).
 */
import { BUILD_A } from '../test/e2e/paths';
import { buildApp } from './static-server';

buildApp(BUILD_A, false, 'e2e-a');
