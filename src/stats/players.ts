/**
 * Per-player statistics from session summaries. Only finished sessions count; a shared first
 * place is a win for each player in it; games that are not a contest (team results, one player)
 * count as games but not for wins, streaks or head-to-head. O(n · seats²).
 */
import { entriesOf, finishedInOrder, gameKeyOf, isContest, lowWinsGames } from './entries';
import { addContest, topPerson, type HeadToHeadTable } from './headToHead';
import type { BotLevel, PlayerGameLine, PlayerStats, SeatKey, SessionSummary } from './types';

interface GameAcc extends PlayerGameLine {
  sum: number;
  scored: number;
}

interface Acc {
  stats: PlayerStats;
  games: Map<string, GameAcc>;
  streak: number;
}

function newAcc(key: string, name: string, bot?: BotLevel): Acc {
  const stats: PlayerStats = {
    key,
    name,
    bot,
    games: 0,
    competitiveGames: 0,
    wins: 0,
    winRate: null,
    withPeople: { games: 0, wins: 0 },
    withBots: { games: 0, wins: 0 },
    perGame: [],
    lastPlayed: 0,
    currentStreak: 0,
    longestStreak: 0,
    headToHead: [],
  };
  return { stats, games: new Map(), streak: 0 };
}

/** Statistics of every player (bots included, keyed by level), most wins first. */
export function playerStats(summaries: readonly SessionSummary[], keyOf: SeatKey): PlayerStats[] {
  const finished = finishedInOrder(summaries);
  const low = lowWinsGames(finished);
  const accs = new Map<string, Acc>();
  const table: HeadToHeadTable = new Map();
  for (const s of finished) {
    const game = gameKeyOf(s);
    const entries = entriesOf(s, keyOf, low.has(game));
    const contest = isContest(s, entries);
    const withBots = entries.some((e) => e.bot);
    for (const e of entries) {
      let acc = accs.get(e.key);
      if (!acc) accs.set(e.key, (acc = newAcc(e.key, e.name, e.bot)));
      const st = acc.stats;
      st.name = e.name;
      st.games++;
      st.lastPlayed = Math.max(st.lastPlayed, s.createdAt);
      let g = acc.games.get(game);
      if (!g) acc.games.set(game, (g = { game, gameId: s.game, title: s.title, games: 0, wins: 0, sum: 0, scored: 0 }));
      g.games++;
      g.title = s.title;
      if (e.total !== undefined) {
        g.sum += e.total;
        g.scored++;
        g.best = g.best === undefined ? e.total : low.has(game) ? Math.min(g.best, e.total) : Math.max(g.best, e.total);
      }
      if (!contest || e.place === null) continue;
      const won = e.place === 0;
      const group = withBots ? st.withBots : st.withPeople;
      group.games++;
      if (won) {
        group.wins++;
        g.wins++;
      }
      // A person's wins, win rate and streaks count games with people only (bots are counted
      // apart, in withBots); a bot level's count all of its games, which all have a bot.
      if (withBots && !e.bot) continue;
      st.competitiveGames++;
      if (won) st.wins++;
      acc.streak = won ? acc.streak + 1 : 0;
      st.longestStreak = Math.max(st.longestStreak, acc.streak);
    }
    if (contest) addContest(table, entries);
  }
  return [...accs.values()].map(({ stats, games, streak }) => finish(stats, games, streak, table)).sort(byWins);
}

function finish(st: PlayerStats, games: Map<string, GameAcc>, streak: number, table: HeadToHeadTable): PlayerStats {
  st.currentStreak = streak;
  st.winRate = st.competitiveGames ? st.wins / st.competitiveGames : null;
  st.perGame = [...games.values()]
    .map(({ sum, scored, ...line }) => ({ ...line, average: scored ? sum / scored : undefined }))
    .sort((a, b) => b.games - a.games || a.game.localeCompare(b.game));
  st.favouriteGame = st.perGame[0]?.game;
  st.headToHead = [...(table.get(st.key)?.values() ?? [])].sort((a, b) => b.games - a.games || b.wins - a.wins || a.name.localeCompare(b.name));
  st.beatMost = topPerson(st.headToHead, (h) => h.wins);
  st.beatenMost = topPerson(st.headToHead, (h) => h.losses);
  return st;
}

/** Most wins first, then the better win rate, then more games, then name. */
export function byWins(a: PlayerStats, b: PlayerStats): number {
  return b.wins - a.wins || (b.winRate ?? -1) - (a.winRate ?? -1) || b.games - a.games || a.name.localeCompare(b.name);
}
