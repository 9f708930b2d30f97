/**
 * Builds the app once per e2e run: build A (what a person first visits) and, when update.e2e.ts
 * or templates.e2e.ts is in the run, build B ("the next release", A with another build id, and the
 * template games: paths.ts) at the same time: one build keeps about one core busy, so the second
 * costs little wall time here, where in update.e2e.ts it held up a worker. `npm test` then serves
 * build A to `npm run size` and `npm run lighthouse` (STOLIK_DIST), so CI builds the app once for
 * all three.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildCommand, built } from '../../scripts/static-server';
import { BUILD_A, BUILD_B, BUILD_B_ENV, USES_BUILD_B } from './paths';

/** buildApp without blocking, so builds A and B run at the same time. */
function build(dir: string, reuse: boolean, id: string, env?: Record<string, string>): Promise<void> {
  if (reuse && built(dir)) return Promise.resolve();
  const { args, options } = buildCommand(dir, id, env);
  return new Promise((done, fail) => {
    const child = spawn('npx', args, options);
    child.on('error', fail);
    child.on('close', (code) => (code === 0 ? done() : fail(new Error(`vite build of ${id} exited with ${code}`))));
  });
}

export default async function setup(project: TestProject): Promise<void> {
  const reuse = !!process.env.STOLIK_E2E_REUSE;
  // The files asked for (none: all). Internal to vitest, so read defensively: unknown means "build B too".
  const filters = (project.vitest as unknown as { filenamePattern?: string[] }).filenamePattern;
  const usesB = USES_BUILD_B.map((f) => resolve('test/e2e', f));
  const needB = !filters?.length || filters.some((f) => usesB.some((b) => b.includes(f) || b.includes(resolve(f))));
  await Promise.all([build(BUILD_A, reuse, 'e2e-a'), needB ? build(BUILD_B, reuse, 'e2e-b', BUILD_B_ENV) : undefined]);
}
