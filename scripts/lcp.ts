/**
 * `npm run lcp`: Largest Contentful Paint of Stolik's home screen on a cold load against a bare
 * Preact page (one component rendered on the client, nothing else), both served by the same
 * static server in the same run, on a phone-sized screen at 4x CPU slowdown. Prints the medians
 * and their ratio; fails above LCP_MAX_RATIO (default 1.5, the target of issue 11).
 * `--reuse` skips the Stolik build when .lcp/stolik already holds one.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { launch } from '../test/e2e/browser';
import { startStaticServer } from './static-server';

const RUNS = Number(process.env.LCP_RUNS ?? 7);
const MAX_RATIO = Number(process.env.LCP_MAX_RATIO ?? 1.5);
const OUT = join(process.cwd(), '.lcp');
const STOLIK = join(OUT, 'stolik');
const BARE = join(OUT, 'bare');

if (!process.argv.includes('--reuse') || !existsSync(join(STOLIK, 'index.html'))) {
  execFileSync('npx', ['vite', 'build', '--outDir', STOLIK, '--emptyOutDir', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

// The bare page: a heading, a line and five cards drawn by Preact after its script runs.
mkdirSync(BARE, { recursive: true });
writeFileSync(
  join(OUT, 'bare.tsx'),
  `
import { render } from 'preact';
const names = ['One', 'Two', 'Three', 'Four', 'Five'];
function Page() {
  return <main><h1>Games</h1><p>A bare Preact page, rendered on the client.</p>
    <ul>{names.map((n) => <li key={n}><a href="#">{n}</a> <span>2-5 players</span></li>)}</ul></main>;
}
render(<Page />, document.getElementById('app')!);
`,
);
await build({
  entryPoints: [join(OUT, 'bare.tsx')],
  bundle: true,
  minify: true,
  format: 'esm',
  target: 'es2022',
  jsx: 'automatic',
  jsxImportSource: 'preact',
  outfile: join(BARE, 'main.js'),
  logLevel: 'warning',
});
writeFileSync(
  join(BARE, 'index.html'),
  `<!doctype html><html lang="en"><head><meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" /><title>Bare Preact</title>
<script type="module" src="./main.js"></script></head><body><div id="app"></div></body></html>`,
);

const browser = await launch();
const stolik = await startStaticServer(STOLIK, '/stolik/');
const bare = await startStaticServer(BARE, '/stolik/');

/** One cold load (fresh profile, 4x slower CPU): the last LCP candidate before the page settles. */
async function lcp(url: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, locale: 'en-US' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const w = window as unknown as { __lcp: number };
    w.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__lcp = e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(1500);
  const value = await page.evaluate(() => (window as unknown as { __lcp: number }).__lcp);
  await context.close();
  return value;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const times = { stolik: [] as number[], bare: [] as number[] };
try {
  await lcp(bare.url); // warm the browser process itself, not measured
  for (let i = 0; i < RUNS; i++) {
    times.bare.push(await lcp(bare.url));
    times.stolik.push(await lcp(stolik.url));
  }
} finally {
  await browser.close();
  await stolik.close();
  await bare.close();
}
const s = median(times.stolik);
const b = median(times.bare);
const ratio = s / b;
const ms = (xs: number[]) => xs.map((x) => Math.round(x)).join(', ');
console.log(
  `LCP at 4x CPU, cold load, median of ${RUNS}: Stolik ${Math.round(s)} ms [${ms(times.stolik)}], bare Preact ${Math.round(b)} ms [${ms(times.bare)}]`,
);
console.log(`ratio ${ratio.toFixed(2)}x (target <= ${MAX_RATIO}x)`);
process.exit(ratio <= MAX_RATIO ? 0 : 1);
