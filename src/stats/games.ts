/**
 * Per-game statistics from session summaries: plays, players, winning scores with who and when,
 * score distribution, plays per month, and each game's modes and counters (from its facts). Only finished
 * sessions count (unfinished ones are only counted as such).
 */
import { buckets, monthsBetween, utcMonth } from './buckets';
import { entriesOf, finishedInOrder, gameKeyOf, isContest, lowWinsGames } from './entries';
import type { GameStats, SeatKey, SessionSummary, WinningScore } from './types';

interface Acc {
  stats: GameStats;
  totals: number[];
  months: Map<string, number>;
  winSum: number;
  winCount: number;
  keys: Map<string, GameStats['leaders'][number]>;
  sizes: Map<number, number>;
  modes: Map<string, number>;
}

function newAcc(s: SessionSummary, low: boolean): Acc {
  const stats: GameStats = {
    game: gameKeyOf(s),
    gameId: s.game,
    title: s.title,
    plays: 0,
    unfinished: 0,
    players: 0,
    tableSizes: [],
    leaders: [],
    lowWins: low,
    distribution: [],
    perMonth: [],
    modes: [],
  };
  return { stats, totals: [], months: new Map(), winSum: 0, winCount: 0, keys: new Map(), sizes: new Map(), modes: new Map() };
}

const bump = <K>(map: Map<K, number>, key: K, by = 1) => map.set(key, (map.get(key) ?? 0) + by);

/** Statistics of every game played, most plays first. `monthOf` names a time's month (UTC by default). */
export function gameStats(summaries: readonly SessionSummary[], keyOf: SeatKey, monthOf: (t: number) => string = utcMonth): GameStats[] {
  const finished = finishedInOrder(summaries);
  const low = lowWinsGames(finished);
  const accs = new Map<string, Acc>();
  const accOf = (s: SessionSummary) => {
    const g = gameKeyOf(s);
    let acc = accs.get(g);
    if (!acc) accs.set(g, (acc = newAcc(s, low.has(g))));
    return acc;
  };
  for (const s of summaries) if (!s.finished) accOf(s).stats.unfinished++;
  for (const s of finished) {
    const acc = accOf(s);
    const st = acc.stats;
    const entries = entriesOf(s, keyOf, st.lowWins);
    st.plays++;
    st.title = s.title;
    const month = monthOf(s.createdAt);
    if (/^\d{4}-\d{2}$/.test(month)) bump(acc.months, month);
    bump(acc.sizes, s.seats.length); // players at the table = seats, whoever they count for
    if (s.mode) bump(acc.modes, s.mode);
    for (const [name, n] of Object.entries(s.counters ?? {})) {
      st.counters ??= {};
      st.counters[name] = (st.counters[name] ?? 0) + n;
    }
    const contest = isContest(s, entries);
    // Every seat's total is one total of the distribution (a merged player's two seats are two totals).
    for (const seat of s.seats) {
      const total = s.totals?.[seat.id];
      if (typeof total === 'number' && Number.isFinite(total)) acc.totals.push(total);
    }
    for (const e of entries) {
      let leader = acc.keys.get(e.key);
      if (!leader) acc.keys.set(e.key, (leader = { key: e.key, name: e.name, bot: e.bot, plays: 0, wins: 0 }));
      leader.name = e.name;
      leader.plays++;
      if (!contest || e.place !== 0) continue;
      leader.wins++;
      if (e.total === undefined) continue;
      acc.winSum += e.total;
      acc.winCount++;
      const record: WinningScore = { total: e.total, key: e.key, name: e.name, at: s.createdAt, sessionId: s.id };
      // The first to reach a record keeps it: a later equal score does not take it away.
      if (!st.record || (st.lowWins ? e.total < st.record.total : e.total > st.record.total)) st.record = record;
    }
  }
  return [...accs.values()].map(finish).sort((a, b) => b.plays - a.plays || a.game.localeCompare(b.game));
}

/** A game in a list: what gameStats says of its name and plays, for games with a finished play. */
export type GameLine = Pick<GameStats, 'game' | 'gameId' | 'title' | 'plays'>;

/**
 * The games with finished plays, as gameStats names and orders them, without the rest of its
 * work (charts, leaders, records): the first statistics screen lists only these.
 */
export function gameList(summaries: readonly SessionSummary[]): GameLine[] {
  const lines = new Map<string, GameLine>();
  for (const s of finishedInOrder(summaries)) {
    const game = gameKeyOf(s);
    let line = lines.get(game);
    if (!line) lines.set(game, (line = { game, gameId: s.game, title: s.title, plays: 0 }));
    line.plays++;
    line.title = s.title;
  }
  return [...lines.values()].sort((a, b) => b.plays - a.plays || a.game.localeCompare(b.game));
}

function finish(acc: Acc): GameStats {
  const st = acc.stats;
  st.players = acc.keys.size;
  st.leaders = [...acc.keys.values()].sort((a, b) => b.wins - a.wins || b.wins / b.plays - a.wins / a.plays || a.name.localeCompare(b.name));
  st.tableSizes = [...acc.sizes].map(([seats, plays]) => ({ seats, plays })).sort((a, b) => a.seats - b.seats);
  st.modes = [...acc.modes].map(([mode, plays]) => ({ mode, plays })).sort((a, b) => b.plays - a.plays || a.mode.localeCompare(b.mode));
  st.averageWinning = acc.winCount ? acc.winSum / acc.winCount : undefined;
  st.distribution = buckets(acc.totals);
  const months = [...acc.months.keys()].sort();
  st.perMonth = months.length ? monthsBetween(months[0]!, months[months.length - 1]!).map((month) => ({ month, plays: acc.months.get(month) ?? 0 })) : [];
  return st;
}
