/**
 * `node scripts/e2e-lanes.mjs` (not yet `npm run test:e2e`: test/e2e/README.md): the whole e2e suite in two lanes at once (vitest.e2e.config.ts
 * `STOLIK_E2E_LANE`); `--lane waits` or `--lane rest`: one lane (CI starts the first as soon as the
 * builds are made: scripts/ci-times.mjs); given other arguments (`npm run test:e2e --
 * test/e2e/x.e2e.ts`), one plain vitest run with them.
 *
 * Why lanes: some files spend much of their time waiting, and waiting is what they test. The
 * tables across phones freeze a phone for 10 s and for 60 s, wait for a silent seat to show as
 * away and for tickets to rejoin (alone they use about three quarters of a core); the kill loops
 * wait for a browser to start after each of their kills (about a third of a core). In one pool of
 * two workers, the worker holding them left its core partly idle while the other files queued.
 * Now they run in a lane of their own, one file at a time, beside the two workers of the rest, so
 * the two cores stay busy; in CI that lane starts as soon as the builds are made, beside the
 * type-checks and the unit tests (scripts/ci-times.mjs).
 *
 * The builds are made once, before the lanes start (each lane's global setup then reuses them):
 * two global setups building into the same folder at once would race.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const env = { ...process.env, PATH: `${root}node_modules/.bin:${process.env.PATH}` };

/** Runs `cmd`, each output line prefixed with `tag` (none: as is); resolves to its exit code. */
function run(cmd, extraEnv = {}, tag = '') {
  const child = spawn(cmd, { cwd: root, shell: true, env: { ...env, ...extraEnv }, stdio: tag ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  if (tag) {
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.on('data', (d) => {
        const lines = (rest + d).split('\n');
        rest = lines.pop();
        for (const line of lines) process.stdout.write(`${tag}${line}\n`);
      });
      stream.on('end', () => rest && process.stdout.write(`${tag}${rest}\n`));
    }
  }
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

const vitest = 'vitest run -c vitest.e2e.config.ts';
// One lane alone (scripts/ci-times.mjs starts them at different times): `--lane waits|rest`.
const lane = args[0] === '--lane' ? args[1] : null;
// The builds are made before (build:e2e); missing, the lane's global setup makes them.
if (lane === 'waits' || lane === 'rest') process.exit(await run(vitest, { STOLIK_E2E_LANE: lane, STOLIK_E2E_REUSE: '1' }));
if (args.length > 0) process.exit(await run(`${vitest} ${args.map((a) => JSON.stringify(a)).join(' ')}`));

if (!process.env.STOLIK_E2E_REUSE) {
  const built = await run('vite-node scripts/build-e2e.ts');
  if (built !== 0) process.exit(built);
}
const [waits, rest] = await Promise.all([
  run(vitest, { STOLIK_E2E_LANE: 'waits', STOLIK_E2E_REUSE: '1' }, 'waits │ '),
  run(vitest, { STOLIK_E2E_LANE: 'rest', STOLIK_E2E_REUSE: '1' }),
]);
if (waits !== 0) console.log(`\nThe waiting lane failed (exit ${waits}): its lines above start with "waits │".`);
process.exit(waits || rest);
