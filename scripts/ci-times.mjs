/**
 * Runs `npm test` stage by stage and prints how long each took: `node scripts/ci-times.mjs`
 * (.ci/run uses it, so every CI log ends with the per-stage times). The stages are read from the
 * `test` script itself (its `&&` parts; an `npm run x` part whose own script is an `&&` chain is
 * split one level further, e.g. the three type-checks), so the two can never disagree. Like
 * `npm test`, it stops at the first stage that fails and exits with that stage's code. Unlike
 * it, stages that each keep one core busy share CI's two cores (the schedule, and why, above `COST`);
 * `--list` prints the stages and the schedule without running them; `--serial` runs them
 * strictly one by one, in npm test's order.
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

/**
 * The e2e stage as its two lanes (scripts/e2e-lanes.mjs), so the waiting lane can start early
 * (the schedule, below `COST`).
 */
const lanes = ([label, cmd, env]) =>
  label === 'test:e2e' && /^node scripts\/e2e-lanes\.mjs$/.test(scripts['test:e2e'] ?? '')
    ? [
        [`${WAITING}`, 'node scripts/e2e-lanes.mjs --lane waits', env],
        ['test:e2e, the rest', 'node scripts/e2e-lanes.mjs --lane rest', env],
      ]
    : [[label, cmd, env]];
const WAITING = 'test:e2e, the waiting lane';
const plan = parts(scripts.test).flatMap(stages).flatMap(lanes);
const load = () =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');
const rows = [];
const print = () => {
  const total = (Number(process.hrtime.bigint() - began) / 1e9).toFixed(1);
  console.log(`\nci-times (load average now ${load()}):`);
  for (const r of rows) console.log(`${r.seconds.toFixed(1).padStart(8)} s  ${r.ok ? '  ' : '✗ '}${r.label}${r.alongside ? '  (alongside others)' : ''}`);
  console.log(`${total.padStart(8)} s  total, wall`);
};
const since = (start) => Number(process.hrtime.bigint() - start) / 1e9;
/** Called when every build:e2e stage has ended well (set once the schedule is known). */
let onBuilt = () => {};
const isBuild = (label) => label === 'build:e2e' || label.startsWith('build:e2e ');
const buildStages = plan.filter(([label]) => isBuild(label)).length;
let builds = 0;

/** Runs one stage. `alongside` buffers its output, printed when it ends, so two at once never interleave. */
function run([label, cmd, env], alongside = false) {
  console.log(`\n=== ${label}${alongside ? ': runs alongside other stages, its output follows when it ends' : ''} (load average ${load()})`);
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
        console.log(`\n=== ${label}: output (${since(start).toFixed(1)} s)`);
        process.stdout.write(Buffer.concat(out));
      }
      const row = { label, seconds: since(start), ok: code === 0, code: code ?? 1, alongside };
      rows.push(row);
      if (isBuild(label) && row.ok && ++builds === buildStages) onBuilt();
      resolve(row);
    }),
  );
}

/**
 * Runs `stages` on `slots` cores: each starts when a slot is free, in the order given. After a
 * failure no further stage starts; the running ones finish. Resolves to the first failed row.
 */
async function runPhase(stages, slots) {
  if (stages.length === 1) {
    const row = await run(stages[0]);
    return row.ok ? null : row;
  }
  const queue = [...stages];
  let failed = null;
  const lane = async () => {
    while (queue.length > 0 && !failed) {
      const row = await run(queue.shift(), true);
      if (!row.ok) failed ??= row;
    }
  };
  await Promise.all(Array.from({ length: Math.min(slots, stages.length) }, lane));
  return failed;
}

/**
 * The schedule on CI's two cores. Phase 1: every check before the unit tests and the e2e build,
 * two at a time, the longest first (tsc and each of Vite's two builds keep about one core busy;
 * CPU seconds measured on this machine: each e2e build 21, whole-project tsc 12 (TypeScript 7),
 * Biome's format check 2, oxlint 1, pure tsc 2, worker tsc 1), so neither core idles and the
 * slowest does not start last. Phase 2: the unit tests (they use both cores) with the size check alongside (it
 * reads bytes of the phase-1 build, it times nothing). Phase 3: the e2e (both cores, two
 * browsers). Phase 4: Lighthouse alone: its performance score is timed and must not share the
 * machine. The e2e's waiting lane (the files that wait much of their time: scripts/e2e-lanes.mjs)
 * starts as soon as the builds are made and runs beside phases 1-3, using what they leave idle;
 * Lighthouse waits for it too. A check this table does not know (before the unit tests) joins phase 1, last; any
 * other stage it does not know runs alone, after the phase of the stage before it in npm test.
 */
const COST = [
  [/tsc -p tsconfig\.json/, 12],
  [/^lint$/, 1],
  [/^format:check$/, 2],
  [/^build:e2e/, 21], // build A, build B: a stage each
  [/tsc -p tsconfig\.pure\.json/, 2],
  [/tsc -p tsconfig\.worker\.json/, 1],
];
const cost = ([label]) => COST.find(([re]) => re.test(label))?.[1];
const unitAt = plan.findIndex(([label]) => label === 'test:unit');
const phaseOf = ([label], i, after) => {
  if (i < unitAt || isBuild(label)) return 1;
  if (label === 'test:unit' || label === 'size') return 2;
  if (label === WAITING) return 'beside';
  if (label === 'test:e2e' || label === 'test:e2e, the rest') return 3;
  if (label === 'lighthouse') return 4;
  return after + 0.5; // a stage this table does not know: alone, after the phase of the stage before it
};
const phases = new Map();
const serial = process.argv.includes('--serial');
/** The stage that starts when build:e2e has ended, beside the phases (none with --serial). */
const besides = serial ? null : (plan.find((stage, i) => phaseOf(stage, i, 0) === 'beside') ?? null);
plan.reduce((after, stage, i) => {
  const p = phaseOf(stage, i, after);
  if (p === 'beside') return besides ? after : (phases.set(3, [...(phases.get(3) ?? []), stage]), Math.max(after, 3));
  phases.set(p, [...(phases.get(p) ?? []), stage]);
  return Math.max(after, p);
}, 0);
const schedule = serial
  ? plan.map((stage) => [stage])
  : [...phases.entries()].sort(([a], [b]) => a - b).map(([, stages]) => stages.sort((a, b) => (cost(b) ?? 0) - (cost(a) ?? 0)));

if (process.argv.includes('--list')) {
  if (besides) console.log(`beside phases 1-3, from the end of build:e2e\n  ${besides[0]}\n      ${besides[1]}`);
  schedule.forEach((stages, i) => {
    console.log(`phase ${i + 1}${stages.length > 1 ? ` (${stages.length} stages, two at a time)` : ''}`);
    for (const [label, cmd, env] of stages)
      console.log(
        `  ${label}\n      ${Object.entries(env)
          .map(([k, v]) => `${k}=${v} `)
          .join('')}${cmd}`,
      );
  });
  process.exit(0);
}

const began = process.hrtime.bigint();
/** The stage beside the phases, once started (when build:e2e has ended well). */
let beside = null;
onBuilt = () => {
  if (besides && !beside) beside = run(besides, true);
};
for (const [i, stages] of schedule.entries()) {
  // Lighthouse (the last phase) runs alone: the stage beside the phases ends first.
  const last = i === schedule.length - 1 && schedule.length > 1;
  const waited = last && beside ? await beside : null;
  const failed = waited && !waited.ok ? waited : await runPhase(stages, 2);
  if (failed) {
    // The stage beside ends too (its output and time belong in the log), then the run stops.
    if (beside && !waited) await beside;
    print();
    process.exit(failed.code);
  }
}
const after = beside ? await beside : null;
print();
if (after && !after.ok) process.exit(after.code);
