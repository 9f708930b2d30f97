/**
 * Frozen copy of what schema v2 code wrote (stores, indexes and record shapes as shipped in
 * 0.4): do not change it when the schema moves on, the v3 migration test needs real v2 data.
 */
const seat = (id: string, name: string, playerId?: string) => ({ id, name, color: '#c0392b', ...(playerId ? { playerId } : {}) });

/** v2 sessions: a finished score sheet, a played game with a bot, an "I am King" sheet, a damaged record. */
export const V2_SESSIONS = [
  {
    id: 's-score',
    game: 'jackal',
    kind: 'score',
    title: '',
    players: [seat('a', 'Аня', 'p1'), seat('b', 'Boris')],
    createdAt: 1000,
    updatedAt: 3000,
    finished: true,
    data: { players: [] },
    result: { totals: { a: 40, b: 40 }, ranking: [['a', 'b']] },
    rev: 4,
  },
  {
    id: 's-play',
    game: 'royal-stake',
    kind: 'play',
    title: '',
    players: [seat('a', 'Аня', 'p1'), seat('b', 'Бот 1'), seat('c', 'Bot 2')],
    createdAt: 1000,
    updatedAt: 2000,
    finished: false,
    data: {
      config: { mode: 'i-am-king', players: 3 },
      seed: 'x',
      moves: [],
      seats: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }, { kind: 'bot', level: 'hard' }],
    },
    rev: 2,
  },
  {
    id: 's-king',
    game: 'royal-stake',
    kind: 'score',
    title: '',
    players: [seat('a', 'A'), seat('b', 'B'), seat('c', 'C')],
    createdAt: 1000,
    updatedAt: 2500,
    finished: false,
    data: {
      mode: 'i-am-king',
      players: [{ id: 'a' }, { id: 'b' }, { id: 'c' }],
      rounds: [{ king: 'a', players: { a: { rulers: 'red', tricks: 6 }, b: { rulers: 'blue', tricks: 2 }, c: { rulers: 'green', tricks: 1 } } }],
    },
    rev: 1,
  },
  // What a bug or a hand-edited import could have left: it must not stop the upgrade.
  { id: 's-odd', game: 7, kind: 'score', title: null, players: 'nobody', createdAt: 'x', updatedAt: 10, finished: 'yes', data: null, result: [], rev: 1 },
];

/** Writes a database exactly as v2 code left it. */
export async function writeV2Database(name: string): Promise<void> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(name, 2);
    req.onupgradeneeded = () => {
      const d = req.result;
      const sessions = d.createObjectStore('sessions', { keyPath: 'id' });
      sessions.createIndex('by-updated', 'updatedAt');
      sessions.createIndex('by-game', 'game');
      d.createObjectStore('players', { keyPath: 'id' });
      d.createObjectStore('settings', { keyPath: 'key' });
      d.createObjectStore('cardValues', { keyPath: 'key' }).createIndex('by-game', 'game');
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
  const tx = db.transaction(['sessions', 'players', 'settings', 'cardValues'], 'readwrite');
  for (const s of V2_SESSIONS) tx.objectStore('sessions').put(s);
  tx.objectStore('players').put({ id: 'p1', name: 'Аня', color: '#1f6fb2', createdAt: 10 });
  tx.objectStore('settings').put({ key: 'lang', value: 'en' });
  tx.objectStore('cardValues').put({ key: 'royal-stake/bet/hermit', game: 'royal-stake', value: 40, updatedAt: 5 });
  await new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
  });
  db.close();
}
