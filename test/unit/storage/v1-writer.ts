/**
 * Frozen copy of what schema v1 code wrote (stores and record shapes as shipped). Do not
 * change it when the schema moves on: the migration test needs real v1 data.
 */
export async function writeV1Database(name: string): Promise<void> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(name, 1);
    req.onupgradeneeded = () => {
      const d = req.result;
      d.createObjectStore('sessions', { keyPath: 'id' });
      d.createObjectStore('players', { keyPath: 'id' });
      d.createObjectStore('settings', { keyPath: 'key' });
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
  const tx = db.transaction(['sessions', 'players', 'settings'], 'readwrite');
  const seat = (id: string, name: string) => ({ id, name, color: '#c0392b' });
  tx.objectStore('sessions').put({
    id: 's-active',
    game: 'score-pad',
    title: 'Carcassonne',
    players: [seat('a', 'Аня'), seat('b', 'Boris')],
    createdAt: 1000,
    updatedAt: 2000,
    status: 'active',
    data: {
      players: [
        { id: 'a', rounds: [3, 4] },
        { id: 'b', rounds: [5] },
      ],
      lowestWins: false,
    },
  });
  tx.objectStore('sessions').put({
    id: 's-done',
    game: 'sly-thieves',
    title: '',
    players: [seat('c', 'Cleo')],
    createdAt: 500,
    updatedAt: 900,
    status: 'done',
    data: { players: [{ id: 'c', tiles: { '1': 4 } }] },
  });
  tx.objectStore('players').put({ id: 'p1', name: 'Аня', color: '#1f6fb2', createdAt: 10 });
  tx.objectStore('settings').put({ key: 'lang', value: 'ru' });
  await new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
  });
  db.close();
}
