/**
 * `npm run bench`: bundles scripts/bench.ts with esbuild (the engines as one module, imports
 * hoisted, as Rollup ships them in the app) and runs it on plain Node. Under vite-node every
 * imported name is read through a module getter, which cost the Royal Stake engine about a
 * third of its playout rate: that measures the dev loader, not the game.
 */
import { build } from 'esbuild';
import { existsSync, mkdirSync } from 'node:fs';
import { execFileSync, spawnSync } from 'node:child_process';

// boardgame.io (139 packages) is for this comparison only, so the app's `npm ci` never installs it:
// it has its own package.json and lock in scripts/bench/bgio, installed there on the first bench.
const BGIO = 'scripts/bench/bgio';
if (!existsSync(`${BGIO}/node_modules/boardgame.io/package.json`)) {
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--prefix', BGIO], { stdio: 'inherit' });
}

mkdirSync('.bench', { recursive: true });
const outfile = '.bench/bench.mjs';
await build({
  entryPoints: ['scripts/bench.ts'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  outfile,
  logLevel: 'warning',
  // boardgame.io (bundled too: its subpath imports do not resolve as plain ESM) checks state
  // serialisability and logs in development builds: measure it as an app ships it.
  define: { 'process.env.NODE_ENV': '"production"' },
});
// Each part in a fresh Node process (bench.ts says why), the standard game once per player count;
// `node scripts/bench-run.mjs rs-std` runs those four, `rs-std-4` one of them.
const STD = ['rs-std-3', 'rs-std-4', 'rs-std-5', 'rs-std-2'];
const asked = process.argv[2];
const parts = asked === 'rs-std' ? STD : asked ? [asked] : ['sly', 'rs', ...STD, 'strength', 'jackal', 'king-of-thieves'];
const missed = parts.filter((part) => spawnSync(process.execPath, [outfile, part], { stdio: 'inherit' }).status !== 0);
console.log(missed.length === 0 ? 'bench: targets met' : `bench: TARGETS MISSED in ${missed.join(', ')}`);
