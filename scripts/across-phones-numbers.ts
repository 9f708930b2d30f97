/**
 * The numbers of docs/across-phones.md from one e2e run: `npx vite-node scripts/across-phones-numbers.ts
 * -- <e2e log> [build dir]`, where the log is the output of
 * `npx vitest run -c vitest.e2e.config.ts test/e2e/across-phones*.e2e.ts` (the tests print their
 * measurements as console lines) and the build dir defaults to the e2e's build A. It prints the
 * pairing, move-to-every-guest, rejoin and bytes-per-message lines, and the scanner's size: the
 * zxing glue chunk (the barcode-detector polyfill) and its wasm, raw and gzipped.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUILD_A } from '../test/e2e/paths';

const [log, dir = BUILD_A] = process.argv.slice(2).filter((a) => a !== '--');
if (!log) {
  console.error('usage: vite-node scripts/across-phones-numbers.ts -- <e2e log> [build dir]');
  process.exit(2);
}
const MEASURED = /^(?:waits │ )?(five phones|pairing \d|silent guest|guest reload|host reload)/;
const lines = readFileSync(log, 'utf8')
  .split('\n')
  .filter((l) => MEASURED.test(l.trim()));
console.log(lines.length ? lines.join('\n') : '(no measurement lines in this log: did the across-phones e2e run?)');

const assets = join(dir, 'assets');
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
for (const file of readdirSync(assets).filter((f) => /^(zxing|lean-qr|JoinScreen|hostLink|HostPanel)/.test(f))) {
  const bytes = readFileSync(join(assets, file));
  console.log(`${file}: ${kb(bytes.length)}, gzipped ${kb(gzipSync(bytes, { level: 9 }).length)}`);
}
