// @vitest-environment happy-dom
// Issue 11 point 4 ("Tests and numbers"): whatever `parseBackup` accepts renders Home, History,
// Backup, Settings, Card values and each imported session screen without reaching the error
// boundary. A valid backup (one session per game and kind, from the test vectors) is mutated at
// random paths with hostile values; accepted files are imported and every screen is opened.
import { stolikValues } from '../../../src/games/royal-stake/data/stolik-values';
import 'fake-indexeddb/auto';
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { App } from '../../../src/app/App';
import { sessionHref } from '../../../src/nav/sessionLink';
import { games } from '../../../src/games/registry';
import { initI18n } from '../../../src/i18n';
import { importBackup, wipeAll } from '../../../src/storage/backup';
import { BACKUP_FORMAT, parseBackup } from '../../../src/storage/backupFormat';
import { closeDb } from '../../../src/storage/db';

const T = Date.UTC(2026, 2, 1, 19);
const COLORS = ['#c0392b', '#2471a3', '#229954', '#d68910', '#7d3c98', '#17202a'];
const seatsFor = (ids: string[]) => ids.map((id, i) => ({ id, name: `Игрок ${id}`, color: COLORS[i % COLORS.length]! }));
const record = (id: string, game: string, kind: 'score' | 'play', ids: string[], data: unknown) => ({
  id,
  game,
  kind,
  title: `${game} ${kind}`,
  players: seatsFor(ids),
  createdAt: T,
  updatedAt: T + 1,
  finished: false,
  rev: 1,
  data,
});

/** One valid backup: the pad, a score session per game (its first test vector), a fresh play game per digital game. */
async function validBackup(): Promise<Record<string, unknown>> {
  const sessions: unknown[] = [
    record('pad', 'score-pad', 'score', ['a', 'b'], {
      players: [
        { id: 'a', rounds: [3, 4] },
        { id: 'b', rounds: [5, 6] },
      ],
      lowestWins: false,
    }),
  ];
  for (const g of games) {
    const first = readdirSync(`test/vectors/${g.id}`)
      .filter((f) => f.endsWith('.json'))
      .sort()[0]!;
    const input = JSON.parse(readFileSync(`test/vectors/${g.id}/${first}`, 'utf8')).input as { players: { id: string }[] };
    sessions.push(
      record(
        `score-${g.id}`,
        g.id,
        'score',
        input.players.map((p) => p.id),
        input,
      ),
    );
    if (g.loadEngine && 'loadPlaySetup' in g) {
      type Setup = { defaultOptions: unknown; config: (n: number, o: unknown) => unknown; players?: { min: number } };
      const setup = await (g as { loadPlaySetup: () => Promise<Setup> }).loadPlaySetup();
      // The fewest seats whose default config the engine starts. Royal Stake's default, the
      // standard game (issue 20, point 9), needs printed values a fresh install does not have:
      // a config that carries a value set then plays with Stolik's own.
      const engine = (await g.loadEngine()) as { setup: (config: unknown, seed: string) => { ok: boolean } };
      const startable = (n: number): unknown => {
        const config = setup.config(n, setup.defaultOptions);
        if (engine.setup(config, 'hostile').ok) return config;
        const own = config && typeof config === 'object' && 'valueSet' in config ? { ...config, valueSet: 'stolik', values: stolikValues() } : null;
        return own && engine.setup(own, 'hostile').ok ? own : null;
      };
      let n = Math.max(2, setup.players?.min ?? g.players.min);
      while (n < g.players.max && startable(n) === null) n++;
      const config = startable(n);
      if (config === null) throw new Error(`${g.id}: no seat count starts the default config`);
      sessions.push(
        record(`play-${g.id}`, g.id, 'play', ['a', 'b', 'c', 'd', 'e', 'f'].slice(0, n), {
          config,
          seed: 'hostile',
          moves: [],
          seats: Array.from({ length: n }, () => ({ kind: 'human' })),
        }),
      );
    }
  }
  return {
    format: BACKUP_FORMAT,
    version: 1,
    exportedAt: T + 2,
    data: {
      sessions,
      players: [{ id: 'p1', name: 'Аня', color: '#c0392b', createdAt: T }],
      settings: [
        { key: 'lastBackupAt', value: T },
        { key: 'theme', value: 'dark' },
      ],
      cardValues: [{ key: 'royal-stake/bet/hermit', game: 'royal-stake', value: 40, updatedAt: T }],
    },
  };
}

type Json = unknown;
/** Every path (keys and indices) in a JSON value. */
function paths(x: Json, at: (string | number)[] = []): (string | number)[][] {
  const out = [at];
  if (Array.isArray(x)) x.forEach((v, i) => out.push(...paths(v, [...at, i])));
  else if (x && typeof x === 'object') for (const [k, v] of Object.entries(x)) out.push(...paths(v, [...at, k]));
  return out;
}
function mutate(x: Json, path: (string | number)[], value: Json | typeof DELETE): Json {
  if (path.length === 0) return value === DELETE ? null : value;
  const [head, ...rest] = path;
  const copy = (Array.isArray(x) ? [...x] : { ...(x as object) }) as Record<string | number, Json>;
  if (rest.length === 0 && value === DELETE) delete copy[head!];
  else copy[head!] = mutate(copy[head!], rest, value);
  return copy;
}
const DELETE = Symbol('delete');
const hostile = fc.oneof(
  fc.constantFrom<Json>(
    9e15,
    1e308,
    -1,
    0,
    -0,
    2 ** 31 + 1,
    8640000000000001,
    1e-9,
    '',
    'yesterday',
    '<img src=x onerror=alert(1)>',
    null,
    [],
    {},
    true,
    false,
    'x'.repeat(5000),
  ),
  fc.integer({ min: -1000, max: 1000 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ maxLength: 30 }),
  fc.jsonValue({ maxDepth: 2 }),
  fc.constant<typeof DELETE>(DELETE),
);

const CRASH = 'Something went wrong on this screen';
let root: HTMLElement;
beforeAll(async () => {
  (globalThis as { __BUILD_ID__?: string }).__BUILD_ID__ = 'test'; // Vite defines it in real builds
  await initI18n('en');
  document.body.innerHTML = '<div id="app"></div>';
  root = document.getElementById('app')!;
});
afterAll(async () => {
  await act(async () => render(null, root));
  await closeDb();
});

/** Opens a route in the mounted app and waits until nothing is loading any more. */
async function visit(hash: string): Promise<string> {
  await act(async () => {
    location.hash = hash;
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
  // Lazy chunks load through the real module graph: allow for a busy machine.
  const until = Date.now() + 15_000;
  do await act(async () => new Promise((r) => setTimeout(r, 10)));
  while (root.querySelector('[aria-busy="true"]') && Date.now() < until);
  return root.textContent ?? '';
}

describe('an accepted hostile backup renders every screen', () => {
  it('property: mutated backups are refused or render Home, History, Backup, Settings, Card values and each session', async () => {
    const base = await validBackup();
    expect(parseBackup(JSON.stringify(base)).ok).toBe(true);
    const all = paths(base).filter((p) => p.length > 0);
    await act(async () => render(<App />, root));
    // Sanity: the unmutated backup opens every session on its real screen.
    const good = parseBackup(JSON.stringify(base));
    if (!good.ok) throw new Error(good.error);
    await importBackup(good.value, 'replace');
    for (const s of good.value.data.sessions) {
      const text = await visit(sessionHref(s));
      expect(text).not.toContain(CRASH);
      expect(text, sessionHref(s)).toContain('Игрок'); // the seats' names are on screen: the real screen rendered
    }
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.nat({ max: all.length - 1 }), hostile), { minLength: 1, maxLength: 3 }), async (changes) => {
        let doc: Json = base;
        for (const [i, value] of changes) doc = mutate(doc, all[i]!, value);
        const parsed = parseBackup(JSON.stringify(doc));
        if (!parsed.ok) return;
        accepted++;
        await wipeAll();
        await importBackup(parsed.value, 'replace');
        const routes = ['#/', '#/history', '#/backup', '#/settings', '#/card-values', ...parsed.value.data.sessions.map((s) => sessionHref(s))];
        for (const hash of routes) {
          const text = await visit(hash);
          expect(text, `${hash} after ${JSON.stringify(changes)}`).not.toContain(CRASH);
        }
      }),
      { numRuns: 60, seed: Number(process.env.FC_SEED ?? Date.now() % 100000) },
    );
    // Not vacuous: a fair share of mutated backups must pass the schema (about one in five does;
    // the bound leaves room for unlucky seeds, which draw from a stricter schema since v3).
    expect(accepted).toBeGreaterThanOrEqual(5);
  }, 240_000);
});
