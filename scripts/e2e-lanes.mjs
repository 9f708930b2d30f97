/**
 * `npm run test:e2e`: the whole e2e suite in two lanes at once (vitest.e2e.config.ts
 * `STOLIK_E2E_LANE`), or, given arguments (`npm run test:e2e -- test/e2e/x.e2e.ts`), one plain
 * vitest run with them.
 *
 * Why lanes: the tables across phones spend most of their time waiting, and waiting is what they
 * test: a phone frozen for 10 s and for 60 s, a silent seat shown as away after its heartbeats
 * stop, a ticket rejoining after a reload. In the one pool of two workers, a worker sat through
 * those minutes with its core nearly idle (2 of the ~4 minutes of those files were waits, at about a
 * third of a core), and every other file queued behind the other worker. Now they run in a lane of
 * their own, one file at a time, beside the two workers of everything else: the waits cost no
 * worker, and what the phones do compute shares the two cores like any third process.
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
if (args.length > 0) process.exit(await run(`${vitest} ${args.map((a) => JSON.stringify(a)).join(' ')}`));

if (!process.env.STOLIK_E2E_REUSE) {
  const built = await run('vite-node scripts/build-e2e.ts');
  if (built !== 0) process.exit(built);
}
const [waits, rest] = await Promise.all([
  run(vitest, { STOLIK_E2E_LANE: 'waits', STOLIK_E2E_REUSE: '1' }, 'phones │ '),
  run(vitest, { STOLIK_E2E_LANE: 'rest', STOLIK_E2E_REUSE: '1' }),
]);
if (waits !== 0) console.log(`\nThe across-phones lane failed (exit ${waits}): its lines above start with "phones │".`);
process.exit(waits || rest);
