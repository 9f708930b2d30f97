/**
 * `npm run build:e2e`: builds the e2e's two builds exactly as the e2e global setup does: A (what a
 * person first visits) and B ("the next release" for update.e2e.ts, A with another build id, and
 * the template games for templates.e2e.ts: paths.ts), so `npm test` can run the e2e stage with
 * STOLIK_E2E_REUSE=1. Size and Lighthouse serve build A (STOLIK_DIST).
 *
 * `a` or `b` builds one of them: the `build:e2e` script builds them as two `&&` parts, which
 * scripts/ci-times.mjs runs as two stages, one per core, beside the type-checks and lint (Vite's
 * bundling keeps about one core busy; one after the other, the second core idled for one of the
 * two builds). No argument builds both.
 */
import { BUILD_A, BUILD_B, BUILD_B_ENV } from '../test/e2e/paths';
import { buildApp } from './static-server';

const which = process.argv.slice(2).filter((a) => a !== '--');
if (which.some((w) => w !== 'a' && w !== 'b')) throw new Error(`build-e2e: unknown build ${which.join(' ')} (a or b)`);
if (which.length === 0 || which.includes('a')) buildApp(BUILD_A, false, 'e2e-a');
if (which.length === 0 || which.includes('b')) buildApp(BUILD_B, false, 'e2e-b', BUILD_B_ENV);
