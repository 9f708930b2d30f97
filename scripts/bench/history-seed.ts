/**
 * A made-up but realistic history for the History bench and e2e: a mix of the five games and the
 * score pad, scored and played, 3-5 seats (saved players, one-off names, bots in played games),
 * about one session in twelve unfinished, spread over three years. Deterministic (seeded).
 */
import { summarize } from '../../src/storage/summary';
import type { PlayerRecord, SessionRecord, SessionSummary } from '../../src/storage/types';

const COLORS = ['#c0392b', '#1f6fb2', '#2e7d32', '#8e44ad', '#b9770e', '#00796b', '#6d4c41', '#37474f'];
const SAVED = ['Аня', 'Boris', 'Chen', 'Dana', 'Егор', 'Фаина', 'Gleb', 'Hana', 'Ира', 'Jon', 'Катя', 'Lev'];
const ONE_OFF = ['Гость', 'Mike', 'Соня', 'Uncle Pete', 'Вера Павловна', 'Noor'];
const GAMES: { id: string; play: boolean; min: number; max: number; modes?: string[] }[] = [
  { id: 'royal-stake', play: true, min: 3, max: 5, modes: ['standard', 'i-am-king', 'team', 'emperor'] },
  { id: 'sly-thieves', play: true, min: 3, max: 4 },
  { id: 'jackal', play: false, min: 3, max: 4 },
  { id: 'king-of-thieves', play: false, min: 3, max: 5 },
  { id: 'knights-vs-steambots', play: false, min: 3, max: 4 },
  { id: 'score-pad', play: false, min: 3, max: 5 },
];
const LEVELS = ['easy', 'normal', 'hard'] as const;

/** mulberry32: small, fast, good enough for test data. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The saved players the seeded sessions refer to. */
export function seedPlayers(): PlayerRecord[] {
  return SAVED.map((name, i) => ({ id: `player-${i}`, name, color: COLORS[i % COLORS.length]!, createdAt: 1_600_000_000_000 }));
}

/** `n` sessions with their summaries, newest last; `now` is the time of the newest. */
export function seedSessions(n: number, now: number, seed = 12): { sessions: SessionRecord[]; summaries: SessionSummary[] } {
  const r = rng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  const players = seedPlayers();
  const span = 3 * 365 * 24 * 3600 * 1000;
  const sessions: SessionRecord[] = [];
  for (let i = 0; i < n; i++) {
    const g = pick(GAMES);
    const kind = g.play && r() < 0.4 ? 'play' : 'score';
    const count = g.min + Math.floor(r() * (g.max - g.min + 1));
    const mode = g.modes ? pick(g.modes) : undefined;
    const used = new Set<string>();
    const seats: SessionRecord['players'] = [];
    const specs: { kind: string; level?: string }[] = [];
    for (let s = 0; s < count; s++) {
      const bot = kind === 'play' && s > 0 && r() < 0.5;
      let name = bot ? `Bot ${s}` : r() < 0.8 ? pick(SAVED) : pick(ONE_OFF);
      while (!bot && used.has(name)) name = pick([...SAVED, ...ONE_OFF]);
      used.add(name);
      const saved = bot ? undefined : players.find((p) => p.name === name);
      seats.push({ id: `s${i}-${s}`, name, color: COLORS[s % COLORS.length]!, ...(saved ? { playerId: saved.id } : {}) });
      specs.push(bot ? { kind: 'bot', level: pick(LEVELS) } : { kind: 'human' });
    }
    const finished = r() > 0.08;
    const totals = Object.fromEntries(seats.map((s) => [s.id, Math.round(r() * 120) - 10]));
    const order = [...seats].sort((a, b) => totals[b.id]! - totals[a.id]!);
    const ranking: string[][] = [];
    for (const s of order) {
      const last = ranking[ranking.length - 1];
      if (last && totals[last[0]!] === totals[s.id]) last.push(s.id);
      else ranking.push([s.id]);
    }
    const updatedAt = Math.round(now - span + (span * (i + 1)) / n);
    const rounds = Array.from({ length: 3 + Math.floor(r() * 6) }, () => Object.fromEntries(seats.map((s) => [s.id, Math.round(r() * 30)])));
    const data =
      kind === 'play'
        ? {
            config: { mode, players: count },
            seed: `seed-${i}`,
            seats: specs,
            moves: Array.from({ length: 120 }, (_, m) => ({ seat: m % count, card: `c${m}` })),
          }
        : { ...(mode ? { mode } : {}), rounds };
    const session: SessionRecord = {
      id: `bench-${String(i).padStart(6, '0')}`,
      game: g.id,
      kind,
      title: g.id === 'score-pad' ? pick(['Carcassonne', 'Azul', 'Каркассон', 'Uno']) : '',
      players: seats,
      createdAt: updatedAt - 3_600_000,
      updatedAt,
      finished,
      data,
      result: { totals, ranking },
      rev: 3,
    };
    sessions.push(session);
  }
  return { sessions, summaries: sessions.map(summarize) };
}

/**
 * Writes records straight into the app's IndexedDB (the page must show the app: the app makes the
 * database at its version, and this waits until it has), in batches that keep each message small.
 */
export async function seedInPage(
  page: { evaluate: <A>(fn: (arg: A) => Promise<void>, arg: A) => Promise<void> },
  records: { sessions: SessionRecord[]; summaries: SessionSummary[]; players: PlayerRecord[] },
): Promise<void> {
  // Sent as one JSON string: Playwright walks an object argument value by value on both sides,
  // and the 1,000 sessions of the History e2e took 30 s that way on a loaded 2-core machine.
  const put = (batch: Record<string, unknown[]>) =>
    page.evaluate(async (json: string) => {
      const b = JSON.parse(json) as Record<string, unknown[]>;
      // The app makes its database (its version, its stores) when it first reads it, which a busy
      // machine may do after the first screen is drawn. This open never makes it (it would be
      // empty, and the write would find no stores): it waits until the app has.
      const open = () =>
        new Promise<IDBDatabase | null>((res, rej) => {
          const q = indexedDB.open('stolik');
          q.onupgradeneeded = () => q.transaction?.abort();
          q.onsuccess = () => res(q.result);
          q.onerror = () => (q.error?.name === 'AbortError' ? res(null) : rej(q.error));
        });
      const ready = (d: IDBDatabase | null): boolean => !!d && Object.keys(b).every((s) => d.objectStoreNames.contains(s));
      let db = await open();
      for (let tries = 0; !ready(db); tries++) {
        db?.close();
        if (tries === 150) throw new Error('the app did not make its database within 15 s');
        await new Promise((r) => setTimeout(r, 100));
        db = await open();
      }
      if (!db) throw new Error('no database');
      await new Promise<void>((res, rej) => {
        const tx = db.transaction(Object.keys(b), 'readwrite');
        for (const [store, rows] of Object.entries(b)) for (const row of rows) tx.objectStore(store).put(row);
        tx.oncomplete = () => res();
        tx.onerror = () => rej(tx.error);
      });
      db.close();
    }, JSON.stringify(batch));
  await put({ players: records.players });
  for (let i = 0; i < records.sessions.length; i += 250) {
    await put({ sessions: records.sessions.slice(i, i + 250), summaries: records.summaries.slice(i, i + 250) });
  }
}
