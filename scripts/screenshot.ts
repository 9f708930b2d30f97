/** `npx vite-node scripts/screenshot.ts`: rebuilds the README screenshots (phone size). */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { launch, openSession } from '../test/e2e/browser';
import { createPadSession } from '../test/e2e/flows';
import { startStaticServer } from './static-server';

const DIST = join(process.cwd(), '.size/dist');
execFileSync('npx', ['vite', 'build', '--outDir', DIST, '--emptyOutDir', '--logLevel', 'warn'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});
const server = await startStaticServer(DIST, '/');
const browser = await launch();
const s = await openSession(browser);
await s.page.setViewportSize({ width: 390, height: 780 });
await s.page.goto(server.url);
await s.page.getByRole('heading', { name: 'Games' }).waitFor();
await s.page.screenshot({ path: 'docs/screenshot-home.png' });
await createPadSession(s.page, server.url, ['Аня', 'Boris', 'Chen'], 'Carcassonne');
await s.page.getByRole('button', { name: 'Add a round' }).click();
const cells = s.page.locator('.score-table tbody input');
await cells.nth(3).fill('9');
await cells.nth(4).fill('15');
await cells.nth(5).fill('4');
await s.page.getByTestId('leader').filter({ hasText: 'Boris' }).waitFor();
await s.page.screenshot({ path: 'docs/screenshot-pad.png' });
await browser.close();
await server.close();
console.log('docs/screenshot-home.png, docs/screenshot-pad.png');
