/**
 * `npx vite-node scripts/taps-royal-stake.ts`: enters one typical 4-player Royal Stake round
 * (standard game: squads, tricks, only the counts the sheet asks for, then "Start round 2")
 * through the real UI in Chromium on a 360 x 640 phone and prints the taps and typed digits.
 * Set STOLIK_E2E_REUSE=1 (and STOLIK_E2E_DIR) to reuse an existing build; TAPS_SHOTS=<dir>
 * saves screenshots. The e2e test runs the same round (scripts/royal-stake-round.ts).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { launch, openSession } from '../test/e2e/browser';
import { TYPICAL_SEATS, enterTypicalRound, seatTypicalTable } from './royal-stake-round';
import { startStaticServer } from './static-server';

async function main(): Promise<void> {
  const dir = resolve(process.env.STOLIK_E2E_DIR ?? '.e2e', 'build-a');
  if (!(process.env.STOLIK_E2E_REUSE && existsSync(`${dir}/index.html`))) {
    execFileSync('npx', ['vite', 'build', '--outDir', dir, '--emptyOutDir', '--logLevel', 'warn'], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production', STOLIK_BUILD_ID: 'e2e-a' },
    });
  }
  const server = await startStaticServer(dir, '/stolik/');
  const browser = await launch();
  try {
    const s = await openSession(browser);
    await s.page.setViewportSize({ width: 360, height: 640 });
    await seatTypicalTable(s.page, server.url);
    const started = Date.now();
    const { taps, digits } = await enterTypicalRound(s.page, process.env.TAPS_SHOTS);
    const ms = Date.now() - started;
    await s.page.getByRole('button', { name: 'Round 1' }).click();
    const totals: Record<string, string> = {};
    for (const [name] of TYPICAL_SEATS) totals[name] = (await s.page.getByTestId(`total-${name}`).textContent()) ?? '';
    console.log(`Royal Stake, typical 4-player round: ${taps} taps + ${digits} typed digits (${ms} ms automated); totals ${JSON.stringify(totals)}`);
    if (s.errors.length) console.log('page errors:', s.errors);
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
