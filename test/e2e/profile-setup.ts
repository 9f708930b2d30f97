/** Prints profile.ts's tally after each test and per file when STOLIK_E2E_PROFILE=1 (vitest.e2e.config.ts setupFiles). */
import { readFileSync, readdirSync } from 'node:fs';
import { afterAll, afterEach, beforeEach } from 'vitest';
import { profileLine, profileSpent, profiling, resetProfile } from './profile';

/**
 * CPU seconds of this worker process and everything under it, live or reaped (its Chromium and
 * the renderers, which outlive the worker's exit and so escape \`time\` on the vitest command).
 */
function treeCpu(): number {
  const tick = 100; // USER_HZ on Linux
  const stats = new Map<number, { ppid: number; cpu: number }>();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const f = readFileSync(`/proc/${d}/stat`, 'utf8');
      const rest = f.slice(f.lastIndexOf(')') + 2).split(' ');
      // After the name: state ppid ... utime(14) stime cutime cstime, counted from field 3.
      stats.set(Number(d), { ppid: Number(rest[1]), cpu: [11, 12, 13, 14].reduce((sum, i) => sum + Number(rest[i]), 0) });
    } catch {
      // the process ended meanwhile
    }
  }
  const inTree = (pid: number): boolean => {
    for (let p = pid, hops = 0; p > 1 && hops < 50; p = stats.get(p)?.ppid ?? 0, hops++) if (p === process.pid) return true;
    return false;
  };
  let ticks = 0;
  for (const [pid, st] of stats) if (inTree(pid)) ticks += st.cpu;
  return ticks / tick;
}

/** The worker's tree CPU when its previous file ended (a worker keeps its process from file to file). */
const CPU_BEFORE = Symbol.for('stolik.e2e.cpuBefore');

if (profiling) {
  let started = 0;
  const file: Record<string, number> = {};
  let fileMs = 0;
  beforeEach(() => {
    resetProfile();
    started = performance.now();
  });
  afterEach((ctx) => {
    const ms = performance.now() - started;
    fileMs += ms;
    for (const [k, v] of Object.entries(profileSpent())) file[k] = (file[k] ?? 0) + v;
    console.log(`[profile] ${ctx.task.name.slice(0, 70)}: ${profileLine(ms)}`);
  });
  afterAll((suite) => {
    const parts = Object.entries(file).map(([k, v]) => `${k} ${k.startsWith('audits') ? v : (v / 1000).toFixed(1)}`);
    const g = globalThis as { [CPU_BEFORE]?: number };
    const cpu = treeCpu();
    const own = cpu - (g[CPU_BEFORE] ?? 0);
    g[CPU_BEFORE] = cpu;
    console.log(
      `[profile] FILE ${suite.name}: ${(fileMs / 1000).toFixed(1)} s in tests; ${parts.join(', ')}; CPU of this worker and its browsers so far ${cpu.toFixed(1)} s, ${own.toFixed(1)} s of it in this file (worker ${process.pid})`,
    );
  });
}
