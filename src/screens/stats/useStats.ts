import { useEffect, useMemo, useState } from 'preact/hooks';
import { ensureNamespace } from '../../i18n';
import { useT } from '../../i18n/useT';
import { gameList, gameStats, type GameLine } from '../../stats/games';
import { playerStats } from '../../stats/players';
import type { BotLevel, GameStats, PlayerStats, SeatKey, SessionSummary } from '../../stats/types';
import { botNamer } from '../../share/seatNames';
import { playerKey, playerMap, resolvePlayerId } from '../../storage/playerIds';
import { allPlayers } from '../../storage/players';
import { readSummaryFacts } from '../../storage/summaryCache';
import type { PlayerRecord } from '../../storage/types';

/** What every statistics screen reads: every summary's facts and all saved players (merged ones too). */
interface Loaded {
  summaries: SessionSummary[];
  players: PlayerRecord[];
}

/** The month a time falls in on this device's calendar ('YYYY-MM'). */
const localMonth = (t: number): string => {
  const d = new Date(t);
  return Number.isNaN(d.getTime()) ? '' : `${String(d.getFullYear()).padStart(4, '0')}-${String(d.getMonth() + 1).padStart(2, '0')}`;
};

interface Numbers {
  players: PlayerStats[];
  /** The games with finished plays (the first screen's list). */
  games: GameLine[];
  /** Every game's full statistics, computed on first use (only a game's page needs them). */
  gameDetails: () => GameStats[];
}

/** The last computation, reused when the next screen (tap 2) reads exactly the same history. */
let last: (Loaded & { numbers: Numbers }) | undefined;

/** Same sessions (id, last save, finished) and same merges: the numbers cannot differ. */
function unchanged(a: Loaded, b: Loaded): boolean {
  const s = (x: SessionSummary, y: SessionSummary | undefined) => !!y && x.id === y.id && x.updatedAt === y.updatedAt && x.finished === y.finished;
  const p = (x: PlayerRecord, y: PlayerRecord | undefined) => !!y && x.id === y.id && x.mergedInto === y.mergedInto;
  return (
    a.summaries.length === b.summaries.length &&
    a.players.length === b.players.length &&
    a.summaries.every((x, i) => s(x, b.summaries[i])) &&
    a.players.every((x, i) => p(x, b.players[i]))
  );
}

/** playerKey, remembered per saved player (it follows merges with a fresh Set for each of ~20,000 seats otherwise). */
function memoKeyOf(players: PlayerRecord[]): SeatKey {
  const saved = new Map<string, string>();
  return (seat) => {
    if (seat.bot || !seat.playerId) return playerKey(seat, players);
    let key = saved.get(seat.playerId);
    if (key === undefined) saved.set(seat.playerId, (key = playerKey(seat, players)));
    return key;
  };
}

/** Statistics of a loaded history (cached for the next screen). */
function numbersOf(data: Loaded): Numbers {
  if (last && unchanged(last, data)) return last.numbers;
  const keyOf = memoKeyOf(data.players);
  let details: GameStats[] | undefined;
  const numbers = {
    players: playerStats(data.summaries, keyOf),
    games: gameList(data.summaries),
    gameDetails: () => (details ??= gameStats(data.summaries, keyOf, localMonth)),
  };
  last = { ...data, numbers };
  return numbers;
}

/**
 * Loads the statistics strings and data, computes them once per load. `state` is 'loading',
 * 'failed' (storage could not be read: never shown as "no games") or 'ready'.
 */
export function useStats() {
  const [data, setData] = useState<Loaded | 'failed' | null>(null);
  const [strings, setStrings] = useState(false);
  const { t, lang } = useT('stats');
  useEffect(() => {
    void ensureNamespace('stats').then(
      () => setStrings(true),
      () => setStrings(true),
    );
    Promise.all([readSummaryFacts(), allPlayers()]).then(
      ([summaries, players]) => setData({ summaries, players }),
      () => setData('failed'),
    );
  }, []);
  const computed = useMemo(() => {
    if (!data || data === 'failed') return null;
    const map = playerMap(data.players);
    return {
      ...numbersOf(data),
      /** A saved player's current name (renames follow), else the name last played under. */
      nameOf: (who: { key: string; name: string; bot?: string }) => (who.bot ? botNamer(t)(who.bot as BotLevel) : (map.get(who.key)?.name ?? who.name)),
      /** The key a link's player counts under: a merged player's link opens the survivor's page. */
      resolve: (key: string) => resolvePlayerId(key, map),
    };
    // `t` changes with the language; the names of bots must follow it.
  }, [data, lang, strings]);
  const state = data === 'failed' ? 'failed' : data && strings && computed ? 'ready' : 'loading';
  return {
    state,
    t,
    lang,
    ...(computed ?? {
      players: [] as PlayerStats[],
      games: [] as GameLine[],
      gameDetails: (): GameStats[] => [],
      nameOf: (w: { name: string }) => w.name,
      resolve: (key: string) => key,
    }),
  } as const;
}
