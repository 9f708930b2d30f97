/**
 * Runs `npm test` stage by stage and prints how long each took: `node scripts/ci-times.mjs`
 * (.ci/run uses it, so every CI log ends with the per-stage times). The stages are read from the
 * `test` script itself (its `&&` parts; an `npm run x` part whose own script is an `&&` chain is
 * split one level further, e.g. the three type-checks), so the two can never disagree. Like
 * `npm test`, it stops at the first stage that fails and exits with that stage's code.
 * `--list` prints the stages without running them.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const { scripts } = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));
const parts = (line) => line.split('&&').map((p) => p.trim());

/** One `&&` part as stages: [label, command, variables]. `A=b npm run x` passes A to each of x's parts. */
function stages(part) {
  const m = /^((?:\w+=\S+\s+)*)npm run ([\w:-]+)$/.exec(part);
  if (!m || !scripts[m[2]]) return [[part, part, {}]];
  const [, assignments, name] = m;
  const env = Object.fromEntries(
    assignments
      .split(/\s+/)
      .filter(Boolean)
      .map((a) => a.split(/=(.*)/s).slice(0, 2)),
  );
  const inner = parts(scripts[name]);
  if (inner.length === 1) return [[name, part, {}]];
  return inner.map((cmd, i) => [`${name} ${i + 1}/${inner.length}: ${cmd}`, cmd, env]);
}

const plan = parts(scripts.test).flatMap(stages);
if (process.argv.includes('--list')) {
  for (const [label, cmd, env] of plan)
    console.log(
      `${label}\n    ${Object.entries(env)
        .map(([k, v]) => `${k}=${v} `)
        .join('')}${cmd}`,
    );
  process.exit(0);
}
const load = () =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');
const rows = [];
const print = () => {
  const total = rows.reduce((s, r) => s + r.seconds, 0);
  console.log(`\nci-times (load average now ${load()}):`);
  for (const r of rows) console.log(`${r.seconds.toFixed(1).padStart(8)} s  ${r.ok ? '  ' : '✗ '}${r.label}`);
  console.log(`${total.toFixed(1).padStart(8)} s  total`);
};

for (const [label, cmd, env] of plan) {
  console.log(`\n=== ${label} (load average ${load()})`);
  const start = process.hrtime.bigint();
  // npm adds node_modules/.bin to PATH for a script; a plain command here gets the same.
  const r = spawnSync(cmd, { cwd: root, shell: true, stdio: 'inherit', env: { ...process.env, ...env, PATH: `${root}node_modules/.bin:${process.env.PATH}` } });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  rows.push({ label, seconds, ok: r.status === 0 });
  if (r.status !== 0) {
    print();
    process.exit(r.status ?? 1);
  }
}
print();
