/**
 * A 200-game history for the statistics e2e, seeded the way an old install would hold it: the
 * schema-v2 database written before the app first opens, so the app's own v3 migration makes
 * every summary (no hand-written summaries that could drift from the app's).
 */
import type { Page } from 'playwright-core';

const DAY = 86400000;
const START = Date.UTC(2025, 0, 6);

/**
 * 200 finished Jackal games of Аня (saved), Борис (saved) and Вера (typed once), in a cycle of four:
 * Аня > Борис > Вера twice, Вера > Аня > Борис, Борис > Вера > Аня. So Аня wins 100, Борис and
 * Вера 50 each; Аня is above Борис in 150 games and above Вера in 100 (and below her in 100).
 * Then 5 played Sly Thieves games Аня lost to a hard bot (bots are counted apart), and three Royal
 * Stake "I am King" sheets of three other people.
 */
export function twoHundredGames(): unknown[] {
  const seats = [
    { id: 'a', name: 'Аня', color: '#c0392b', playerId: 'u-anya' },
    { id: 'b', name: 'Борис', color: '#1f6fb2', playerId: 'u-boris' },
    { id: 'v', name: 'Вера', color: '#27ae60' },
  ];
  const orders = [
    ['a', 'b', 'v'],
    ['a', 'b', 'v'],
    ['v', 'a', 'b'],
    ['b', 'v', 'a'],
  ];
  const out: unknown[] = [];
  for (let i = 0; i < 200; i++) {
    const order = orders[i % 4]!;
    const totals = Object.fromEntries(order.map((id, place) => [id, [30 + (i % 17), 20 + (i % 5), 10][place]]));
    const at = START + i * 2 * DAY;
    out.push({
      id: `j${i}`,
      game: 'jackal',
      kind: 'score',
      title: '',
      players: seats,
      createdAt: at,
      updatedAt: at + 3600000,
      finished: true,
      data: {},
      result: { totals, ranking: order.map((id) => [id]) },
      rev: 1,
    });
  }
  for (let i = 0; i < 5; i++) {
    const at = START + (400 + i) * DAY;
    out.push({
      id: `p${i}`,
      game: 'sly-thieves',
      kind: 'play',
      title: '',
      players: [seats[0], { id: 'bot1', name: 'Bot 1', color: '#8e44ad' }],
      createdAt: at,
      updatedAt: at + 600000,
      finished: true,
      data: { config: {}, seed: 1, moves: [], seats: [{ kind: 'human' }, { kind: 'bot', level: 'hard' }] },
      result: { totals: { a: 3, bot1: 9 }, ranking: [['bot1'], ['a']] },
      rev: 1,
    });
  }
  // Three Royal Stake "I am King" sheets of other people, two rounds each, the King winning one of them.
  const rs = [
    { id: 'g', name: 'Гоша', color: '#c0392b' },
    { id: 'd', name: 'Дима', color: '#1f6fb2' },
    { id: 'z', name: 'Женя', color: '#27ae60' },
  ];
  const rounds = [
    { king: 'g', players: { g: { tricks: 5 }, d: { tricks: 2 }, z: { tricks: 2 } } },
    { king: 'd', players: { g: { tricks: 4 }, d: { tricks: 3 }, z: { tricks: 2 } } },
  ];
  for (let i = 0; i < 3; i++) {
    const at = START + (420 + i) * DAY;
    const result = { totals: { g: 40, d: 25, z: 10 }, ranking: [['g'], ['d'], ['z']] };
    out.push({
      id: `rs${i}`,
      game: 'royal-stake',
      kind: 'score',
      title: '',
      players: rs,
      createdAt: at,
      updatedAt: at,
      finished: true,
      data: { mode: 'i-am-king', rounds },
      result,
      rev: 1,
    });
  }
  return out;
}

/** Writes the v2 database (frozen layout of migrations 1 and 2) from a same-origin page that is not the app. */
export async function seedV2(page: Page, origin: string, sessions: unknown[]): Promise<void> {
  await page.goto(`${origin}robots.txt`);
  const players = [
    { id: 'u-anya', name: 'Аня', color: '#c0392b', createdAt: 1 },
    { id: 'u-boris', name: 'Борис', color: '#1f6fb2', createdAt: 1 },
  ];
  await page.evaluate(
    async ({ sessions, players }) => {
      const db = await new Promise<IDBDatabase>((res, rej) => {
        const r = indexedDB.open('stolik', 2);
        r.onupgradeneeded = () => {
          const d = r.result;
          const s = d.createObjectStore('sessions', { keyPath: 'id' });
          s.createIndex('by-updated', 'updatedAt');
          s.createIndex('by-game', 'game');
          d.createObjectStore('players', { keyPath: 'id' });
          d.createObjectStore('settings', { keyPath: 'key' });
          d.createObjectStore('cardValues', { keyPath: 'key' }).createIndex('by-game', 'game');
        };
        r.onsuccess = () => res(r.result);
        r.onerror = () => rej(r.error);
      });
      await new Promise<void>((res, rej) => {
        const tx = db.transaction(['sessions', 'players'], 'readwrite');
        for (const s of sessions) tx.objectStore('sessions').put(s);
        for (const p of players) tx.objectStore('players').put(p);
        tx.oncomplete = () => res();
        tx.onerror = () => rej(tx.error);
      });
      db.close();
    },
    { sessions, players },
  );
}

/** Renames a saved player straight in the database (the Players screen is another test's). */
export async function renameInDb(page: Page, id: string, name: string): Promise<void> {
  await page.evaluate(
    async ({ id, name }) => {
      const db = await new Promise<IDBDatabase>((res, rej) => {
        const r = indexedDB.open('stolik');
        r.onsuccess = () => res(r.result);
        r.onerror = () => rej(r.error);
      });
      await new Promise<void>((res, rej) => {
        const tx = db.transaction('players', 'readwrite');
        const store = tx.objectStore('players');
        const get = store.get(id);
        get.onsuccess = () => store.put({ ...get.result, name });
        tx.oncomplete = () => res();
        tx.onerror = () => rej(tx.error);
      });
      db.close();
    },
    { id, name },
  );
}
