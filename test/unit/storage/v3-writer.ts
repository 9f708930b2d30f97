/**
 * Frozen copy of what schema v3 code wrote (stores, indexes and summary shape as shipped in 0.5):
 * do not change it when the schema moves on, the v4 migration test needs real v3 data.
 */
import { summarize } from '../../../src/storage/summary';
import type { PlayerRecord, SessionRecord, SessionSummary } from '../../../src/storage/types';

/** Saved players: p3 was merged into p0 (its sessions count for p0), p4 into p3 (a chain). */
export const V3_PLAYERS: PlayerRecord[] = [
  { id: 'p0', name: 'Аня', color: '#c0392b', createdAt: 1 },
  { id: 'p1', name: 'Boris', color: '#1f6fb2', createdAt: 1 },
  { id: 'p2', name: 'Вера', color: '#27ae60', createdAt: 1, updatedAt: 5 },
  { id: 'p3', name: 'Annie', color: '#8e44ad', createdAt: 1, updatedAt: 9, mergedInto: 'p0' },
  { id: 'p4', name: 'Anja', color: '#d35400', createdAt: 1, updatedAt: 9, mergedInto: 'p3' },
];
const NAMES = ['Гость', 'Mike', 'Ральф', ' mike ']; // typed once; " mike " counts as "mike"
const GAMES = ['jackal', 'sly-thieves', 'royal-stake', 'score-pad'];

/** `n` sessions of 2-5 seats (saved players, typed names, bots in played games), some unfinished, some sharing a time. */
export function v3Sessions(n: number): SessionRecord[] {
  const out: SessionRecord[] = [];
  for (let i = 0; i < n; i++) {
    const game = GAMES[i % GAMES.length]!;
    const kind = game === 'sly-thieves' && i % 3 === 0 ? 'play' : 'score';
    const count = 2 + ((i * 7) % 4);
    const players: SessionRecord['players'] = [];
    const specs: { kind: string; level?: string }[] = [];
    for (let s = 0; s < count; s++) {
      const pick = (i * 31 + s * 17) % 11;
      const bot = kind === 'play' && s > 0 && pick % 2 === 0;
      const saved = !bot && pick < 5 ? V3_PLAYERS[pick] : undefined;
      const name = bot ? `Bot ${s}` : (saved?.name ?? NAMES[(i + s) % NAMES.length]!);
      players.push({ id: `s${s}`, name, color: '#c0392b', ...(saved ? { playerId: saved.id } : {}) });
      specs.push(bot ? { kind: 'bot', level: ['easy', 'normal', 'hard'][s % 3]! } : { kind: 'human' });
    }
    const totals = Object.fromEntries(players.map((p, s) => [p.id, (i * 13 + s * 29) % 50]));
    const ranking = [...players].sort((a, b) => totals[b.id]! - totals[a.id]!).map((p) => [p.id]);
    const at = 1_700_000_000_000 + Math.floor(i / 3) * 60_000; // three sessions per minute: equal times
    out.push({
      id: `v3-${String(i).padStart(4, '0')}`,
      game,
      kind,
      title: game === 'score-pad' ? 'Azul' : '',
      players,
      createdAt: at - 3_600_000,
      updatedAt: at,
      finished: i % 9 !== 0,
      data: kind === 'play' ? { config: {}, seed: i, moves: [{ m: i }], seats: specs } : { rounds: [totals] },
      result: { totals, ranking },
      rev: 1 + (i % 4),
    });
  }
  return out;
}

/** The summary v3 code wrote for a session: today's, less the v4 field. */
export function v3Summary(s: SessionRecord): SessionSummary {
  const { seatKeys: _v4, ...v3 } = summarize(s);
  return v3;
}

/** Writes a v3 database as v3 code left it (summaries filled, no "due" mark). */
export async function writeV3Database(name: string, sessions: SessionRecord[]): Promise<void> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const r = indexedDB.open(name, 3);
    r.onupgradeneeded = () => {
      const d = r.result;
      const s = d.createObjectStore('sessions', { keyPath: 'id' });
      s.createIndex('by-updated', 'updatedAt');
      s.createIndex('by-game', 'game');
      d.createObjectStore('players', { keyPath: 'id' });
      d.createObjectStore('settings', { keyPath: 'key' });
      d.createObjectStore('cardValues', { keyPath: 'key' }).createIndex('by-game', 'game');
      const sum = d.createObjectStore('summaries', { keyPath: 'id' });
      sum.createIndex('by-updated', 'updatedAt');
      sum.createIndex('by-open', 'openAt');
      sum.createIndex('by-game', ['game', 'updatedAt']);
    };
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });
  await new Promise<void>((resolve, reject) => {
    const tx = db.transaction(['sessions', 'summaries', 'players', 'settings', 'cardValues'], 'readwrite');
    for (const s of sessions) {
      tx.objectStore('sessions').put(s);
      tx.objectStore('summaries').put(v3Summary(s));
    }
    for (const p of V3_PLAYERS) tx.objectStore('players').put(p);
    tx.objectStore('settings').put({ key: 'lang', value: 'ru' });
    tx.objectStore('cardValues').put({ key: 'royal-stake/bet/hermit', game: 'royal-stake', value: 3, updatedAt: 7 });
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
  });
  db.close();
}
