import { useEffect, useState } from 'preact/hooks';
import { allPlayers } from '../../storage/players';
import { playerKey } from '../../storage/playerIds';
import { listSummaries, type SummaryQuery } from '../../storage/sessions';
import type { PlayerRecord } from '../../storage/types';

/** A choice in History's player filter: a statistics key and the name it shows. */
export interface PlayerOption {
  key: string;
  name: string;
}

/** Pages of the background pass, and the pause before it starts (the first screen comes first). */
const PAGE = 200;
const DELAY_MS = 1200;

/**
 * Saved players at once; the names typed once are found by a pass over the summaries that starts
 * when `scan` turns true (after the first rows are drawn) and reads small pages with pauses, so
 * it never blocks scrolling and never holds the list of sessions in memory.
 */
export function usePlayerOptions(scan: boolean): { saved: PlayerOption[]; others: PlayerOption[]; players: PlayerRecord[] } {
  const [players, setPlayers] = useState<PlayerRecord[] | null>(null);
  const [others, setOthers] = useState<PlayerOption[]>([]);
  useEffect(() => void allPlayers().then(setPlayers, () => setPlayers([])), []);
  useEffect(() => {
    if (!scan || !players) return;
    let live = true;
    const ids = new Set(players.map((p) => p.id));
    const found = new Map<string, string>();
    const step = (before?: SummaryQuery['before']) =>
      listSummaries({ before, limit: PAGE }).then((page) => {
        if (!live) return;
        for (const s of page.items)
          for (const seat of s.seats) {
            const key = playerKey(seat, players);
            if (!seat.bot && !ids.has(key) && !found.has(key)) found.set(key, seat.name);
          }
        if (page.next) setTimeout(() => void step(page.next).catch(() => undefined), 30);
        else setOthers([...found].map(([key, name]) => ({ key, name })).sort((a, b) => a.name.localeCompare(b.name)));
      });
    const timer = setTimeout(() => void step().catch(() => undefined), DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [scan, players]);
  const saved = (players ?? []).filter((p) => p.mergedInto === undefined).map((p) => ({ key: p.id, name: p.name }));
  return { saved: saved.sort((a, b) => a.name.localeCompare(b.name)), others, players: players ?? [] };
}
