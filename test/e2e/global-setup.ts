/**
 * Builds the app once per e2e run (build A, what a person first visits). `npm test` then serves
 * this same build to `npm run size` and `npm run lighthouse` (STOLIK_DIST), so CI builds it once.
 * Build B, "the next release", is built by update.e2e.ts, the only test that needs it.
 */
import { buildApp } from '../../scripts/static-server';
import { BUILD_A } from './paths';

export default function setup(): void {
  buildApp(BUILD_A, !!process.env.STOLIK_E2E_REUSE, 'e2e-a');
}
