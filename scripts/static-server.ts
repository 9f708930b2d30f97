/**
 * A small static server for tests and measurements: serves one build folder under a sub-path
 * (like static hosting at /stolik/), can switch to another folder (an app update), and records
 * every request path.
 */
import { execFileSync } from 'node:child_process';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import type { AddressInfo } from 'node:net';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  // The QR scanner's zxing wasm: compiled while streaming only with this type, as real hosts send it.
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
};

export interface StaticServer {
  origin: string;
  url: string;
  requests: string[];
  setRoot(dir: string): void;
  close(): Promise<void>;
}

/**
 * Starts a server on 127.0.0.1 (random port) serving `root` at `base`, and each of `files` (a
 * path outside `base` -> a file on disk) at its path: what a test adds to the origin, e.g. axe.
 */
export async function startStaticServer(root: string, base = '/', files: Record<string, string> = {}): Promise<StaticServer> {
  let dir = root;
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent((req.url ?? '/').split('?')[0]!);
    requests.push(path);
    const extra = files[path];
    if (extra) {
      res.writeHead(200, { 'content-type': TYPES[extname(extra)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
      createReadStream(extra).pipe(res);
      return;
    }
    if (path === base.replace(/\/$/, '')) {
      res.writeHead(301, { location: base }).end();
      return;
    }
    if (!path.startsWith(base)) {
      res.writeHead(404).end();
      return;
    }
    let file = normalize(join(dir, path.slice(base.length)));
    if (!file.startsWith(dir)) {
      res.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    const hashed = /\/assets\//.test(file);
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      // Hashed assets never change; everything else must be revalidated (sw.js above all).
      'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    url: origin + base,
    requests,
    setRoot: (d) => (dir = d),
    // Every connection ends with the server, busy or not: a browser context the e2e keeps for the
    // next test (test/e2e/contextPool.ts) may hold a keep-alive socket, and close() alone waits for it.
    close: () =>
      new Promise((r) => {
        server.close(() => r());
        server.closeAllConnections();
      }),
  };
}

/**
 * The `vite build` of the production app into `dir`: arguments and options (buildApp, and the e2e
 * global setup without blocking); `env` adds build switches (e.g. STOLIK_TEMPLATES, test/e2e/paths.ts).
 */
export function buildCommand(dir: string, buildId?: string, env: Record<string, string> = {}) {
  return {
    args: ['vite', 'build', '--outDir', dir, '--emptyOutDir', '--logLevel', 'warn'],
    options: { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production', ...(buildId ? { STOLIK_BUILD_ID: buildId } : {}), ...env } },
  } as const;
}

/** True when `dir` already holds a build. */
export const built = (dir: string): boolean => existsSync(join(dir, 'index.html'));

/** Builds the production app into `dir` for a script to serve, unless `reuse` and a build is there already. */
export function buildApp(dir: string, reuse: boolean, buildId?: string, env?: Record<string, string>): void {
  if (reuse && built(dir)) return;
  const { args, options } = buildCommand(dir, buildId, env);
  execFileSync('npx', args, options);
}

/**
 * The build a measuring script serves: STOLIK_DIST when set (`npm test` points it at the e2e's
 * build A, so CI builds the app once for e2e, size and Lighthouse), else a fresh build in `own`.
 */
export function sharedBuild(own: string): string {
  const shared = process.env.STOLIK_DIST;
  if (!shared) {
    buildApp(own, false);
    return own;
  }
  if (!existsSync(join(shared, 'index.html'))) throw new Error(`STOLIK_DIST=${shared} holds no build`);
  return shared;
}
