/**
 * Head-to-head: a finished contest is a win against everyone placed below you and a loss against
 * everyone placed above; a shared place is a tie (neither). O(seats²) per session.
 */
import type { Entry } from './entries';
import type { HeadToHead } from './types';

/** Opponents of every player: table[me][them]. */
export type HeadToHeadTable = Map<string, Map<string, HeadToHead>>;

function line(table: HeadToHeadTable, me: string, them: Entry): HeadToHead {
  let row = table.get(me);
  if (!row) table.set(me, (row = new Map()));
  let h = row.get(them.key);
  if (!h) row.set(them.key, (h = { key: them.key, name: them.name, bot: them.bot, games: 0, wins: 0, losses: 0, ties: 0 }));
  h.name = them.name; // sessions come oldest first: the latest name stays
  return h;
}

/** Adds one contest's results to the table. */
export function addContest(table: HeadToHeadTable, entries: readonly Entry[]): void {
  const placed = entries.filter((e) => e.place !== null);
  for (const me of placed) {
    for (const them of placed) {
      if (me.key === them.key) continue; // two bots of one level do not play "against themselves"
      const h = line(table, me.key, them);
      h.games++;
      if (me.place! < them.place!) h.wins++;
      else if (me.place! > them.place!) h.losses++;
      else h.ties++;
    }
  }
}

/** Most of `count` among people (bots are counted apart); ties broken by fewer games, then name. */
export function topPerson(lines: readonly HeadToHead[], count: (h: HeadToHead) => number): HeadToHead | undefined {
  let best: HeadToHead | undefined;
  for (const h of lines) {
    if (h.bot || count(h) === 0) continue;
    if (!best || count(h) > count(best) || (count(h) === count(best) && (h.games < best.games || (h.games === best.games && h.name < best.name)))) best = h;
  }
  return best;
}
