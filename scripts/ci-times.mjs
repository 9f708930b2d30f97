/**
 * Runs `npm test` stage by stage and prints how long each took: `node scripts/ci-times.mjs`
 * (.ci/run uses it, so every CI log ends with the per-stage times). The stages are read from the
 * `test` script itself (its `&&` parts; an `npm run x` part whose own script is an `&&` chain is
 * split one level further, e.g. the three type-checks), so the two can never disagree. Like
 * `npm test`, it stops at the first stage that fails and exits with that stage's code (with one
 * difference, said below: the checks before the unit tests use both cores). `--list` prints the
 * stages without running them; `--serial` runs them strictly one by one.
 */
import { spawn } from 'node:child_process';
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
  const total = (Number(process.hrtime.bigint() - began) / 1e9).toFixed(1);
  console.log(`\nci-times (load average now ${load()}):`);
  for (const r of rows)
    console.log(`${r.seconds.toFixed(1).padStart(8)} s  ${r.ok ? '  ' : '✗ '}${r.label}${r.alongside ? '  (alongside the next checks)' : ''}`);
  console.log(`${total.padStart(8)} s  total, wall`);
};
const since = (start) => Number(process.hrtime.bigint() - start) / 1e9;

/** Runs one stage. `alongside` buffers its output, printed when it ends, so two at once never interleave. */
function run([label, cmd, env], alongside = false) {
  console.log(`\n=== ${label}${alongside ? ': runs alongside the next checks, its output follows when it ends' : ''} (load average ${load()})`);
  const start = process.hrtime.bigint();
  // npm adds node_modules/.bin to PATH for a script; a plain command here gets the same.
  const child = spawn(cmd, {
    cwd: root,
    shell: true,
    stdio: alongside ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...env, PATH: `${root}node_modules/.bin:${process.env.PATH}` },
  });
  const out = [];
  child.stdout?.on('data', (d) => out.push(d));
  child.stderr?.on('data', (d) => out.push(d));
  return new Promise((resolve) =>
    child.on('close', (code) => {
      if (alongside) {
        console.log(`\n=== ${label}: output`);
        process.stdout.write(Buffer.concat(out));
      }
      const row = { label, seconds: since(start), ok: code === 0, code: code ?? 1, alongside };
      rows.push(row);
      resolve(row);
    }),
  );
}

const fail = (row) => {
  print();
  process.exit(row.code);
};

// The checks before the unit tests each keep one core busy (tsc and ESLint run on one thread);
// CI has two. The first check (the whole project's type-check, the longest) runs alongside the
// others, which run one after another; the unit tests start once all have passed. --serial runs
// everything one stage at a time, exactly as npm test does.
const began = process.hrtime.bigint();
const unit = plan.findIndex(([label]) => label === 'test:unit');
let next = 0;
if (!process.argv.includes('--serial') && unit > 1) {
  const first = run(plan[0], true);
  let failed = null;
  for (const stage of plan.slice(1, unit)) {
    const row = await run(stage);
    if (!row.ok) {
      failed = row;
      break;
    }
  }
  const row = await first;
  if (failed ?? !row.ok) fail(failed ?? row);
  next = unit;
}
for (const stage of plan.slice(next)) {
  const row = await run(stage);
  if (!row.ok) fail(row);
}
print();
