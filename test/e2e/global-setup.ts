/**
 * Builds the app twice (two build ids) once per e2e run: build A is what a person first
 * visits; build B is "the next release" for the update test. Both use the real vite config.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { BUILD_A, BUILD_B } from './paths';

export default function setup(): void {
  for (const [dir, id] of [
    [BUILD_A, 'e2e-a'],
    [BUILD_B, 'e2e-b'],
  ] as const) {
    if (process.env.STOLIK_E2E_REUSE && existsSync(`${dir}/index.html`)) continue;
    execFileSync('npx', ['vite', 'build', '--outDir', dir, '--emptyOutDir', '--logLevel', 'warn'], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production', STOLIK_BUILD_ID: id },
    });
  }
}
