// @vitest-environment happy-dom
// Issue 21, point 7: damaged stored summaries, players, settings and sessions (seats that are not a
// list, a seat that is null, a time that is not one, a player without a name, and any field the
// fuzzer picks) never bring up the crash panel on the screens that read them.
import fc from 'fast-check';
import { render, type ComponentType } from 'preact';
import { act } from 'preact/test-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBoundary } from '../../../src/app/ErrorBoundary';
import { t } from '../../../src/i18n';
import { PadScreen } from '../../../src/scorepad/ui/PadScreen';
import { History } from '../../../src/screens/History';
import { Home } from '../../../src/screens/Home';
import { Players } from '../../../src/screens/Players';
import { Settings } from '../../../src/screens/Settings';
import { Stats } from '../../../src/screens/stats/Stats';
import { closeDb, getDb } from '../../../src/storage/db';
import { summaryLogKey } from '../../../src/storage/migrations';
import { newSession } from '../../../src/storage/sessions';
import { forgetSummaryCache } from '../../../src/storage/summaryCache';
import { summarize } from '../../../src/storage/summary';
import { DELETE, hostile, paths, settle, setAt, startI18n } from './harness';

let root: HTMLElement;
beforeAll(async () => {
  (globalThis as { __BUILD_ID__?: string }).__BUILD_ID__ = 'test'; // Vite defines it in real builds
  await startI18n();
  document.body.innerHTML = '<div id="r"></div>';
  root = document.getElementById('r')!;
});
afterAll(() => render(null, root));

const session = {
  ...newSession({
    game: 'score-pad',
    kind: 'score',
    title: 'Вечер',
    players: [
      { id: 'a', name: 'Аня', color: '#c0392b', playerId: 'p-anna' },
      { id: 'b', name: 'Борис', color: '#1f6fb2' },
    ],
    data: {
      players: [
        { id: 'a', rounds: [3, 4] },
        { id: 'b', rounds: [5] },
      ],
      lowestWins: false,
    },
  }),
  id: 'damaged-session',
  createdAt: 1_700_000_000_000,
  updatedAt: 1_700_000_100_000,
  result: { totals: { a: 7, b: 5 }, ranking: [['a'], ['b']] },
};
const RECORDS = {
  sessions: session,
  summaries: summarize(session),
  players: { id: 'p-anna', name: 'Аня', color: '#c0392b', createdAt: 1, updatedAt: 2 },
  settings: { key: 'theme', value: 'dark' },
} as const;
type Store = keyof typeof RECORDS;

/** The cases the attack found, then whatever the fuzzer picks. */
const KNOWN: Array<[Store, (string | number)[], unknown]> = [
  ['summaries', ['seats'], 'not a list'],
  ['sessions', ['players', 0], null],
  ['summaries', ['updatedAt'], 'yesterday'],
  ['sessions', ['updatedAt'], 'yesterday'],
  ['players', ['name'], DELETE],
  ['summaries', ['seats', 0], null],
  ['settings', ['value'], { x: 1 }],
];

const SCREENS: Array<[string, ComponentType]> = [
  ['Home', Home],
  ['History', History],
  ['Players', Players],
  ['Statistics', Stats],
  ['Settings', Settings],
  ['score pad', () => <PadScreen sessionId={session.id} />],
];

async function store(which: Store, at: (string | number)[], value: unknown): Promise<void> {
  await closeDb();
  await new Promise((resolve) => (indexedDB.deleteDatabase('stolik').onsuccess = resolve));
  forgetSummaryCache();
  const db = await getDb();
  for (const [name, record] of Object.entries(RECORDS) as Array<[Store, unknown]>) {
    const damaged = name === which ? setAt(structuredClone(record), at, value as never) : record;
    // A record whose key itself is damaged cannot be stored at all: that one is stored whole.
    await db.put(name, damaged as never).catch(() => db.put(name, record as never));
  }
  await db.put('summaryCache', { key: summaryLogKey(session.id) });
}

describe('damaged stored records', () => {
  it('never bring up the crash panel on the screens that read them (property)', async () => {
    const crash = t('errors.crashTitle');
    const cases = fc.oneof(
      fc.constantFrom(...KNOWN),
      fc
        .tuple(fc.constantFrom<Store>('summaries', 'players', 'settings', 'sessions'), fc.nat(), hostile)
        .map(([which, n, value]): [Store, (string | number)[], unknown] => {
          const all = paths(RECORDS[which]).filter((p) => p.length > 0);
          return [which, all[n % all.length]!, value];
        }),
    );
    let rendered = 0;
    await fc.assert(
      fc.asyncProperty(cases, async ([which, at, value]) => {
        await store(which, at, value);
        for (const [name, Screen] of SCREENS) {
          await act(async () =>
            render(
              <ErrorBoundary resetKey={`${which}.${at.join('.')}.${name}`}>
                <Screen />
              </ErrorBoundary>,
              root,
            ),
          );
          await settle(root);
          const where = `${name} with ${which}.${at.join('.')} = ${value === DELETE ? 'deleted' : JSON.stringify(value)?.slice(0, 60)}`;
          expect(root.textContent, `crash panel: ${where}: ${root.querySelector('pre')?.textContent ?? ''}`).not.toContain(crash);
          rendered++;
          await act(async () => render(null, root));
        }
      }),
      { numRuns: 40, examples: KNOWN.map((k) => [k]) },
    );
    console.info(`stored-record fuzz: ${SCREENS.length} screens, ${rendered} renders`);
  }, 300_000);
});
