import { useT } from '../i18n/useT';
import type { SeatRecord } from '../storage/types';
import type { LogEntry } from './types';

/**
 * Parameters for a log line: `player` is the mover's name, and every `<x>Seat` number also
 * gives `<x>` as that seat's name, so engines speak in seats and the log in names.
 */
export function logParams(entry: LogEntry, players: readonly SeatRecord[]): Record<string, string | number> {
  const out: Record<string, string | number> = { ...entry.log.params, player: players[entry.seat]?.name ?? '?' };
  for (const [key, value] of Object.entries(entry.log.params ?? {})) {
    if (key.endsWith('Seat') && key.length > 4 && typeof value === 'number') out[key.slice(0, -4)] = players[value]?.name ?? '?';
  }
  return out;
}

/**
 * The moves so far in player names and the current language; the newest is announced. `full`
 * (inside a sheet that already has a heading) lists every move, newest first, with no fold.
 */
export function MoveLog({ game, players, log, full }: { game: string; players: readonly SeatRecord[]; log: readonly LogEntry[]; full?: boolean }) {
  const { t } = useT(game);
  const line = (e: LogEntry) => t(`log.${e.log.key}`, logParams(e, players));
  const last = log[log.length - 1];
  if (full) {
    if (log.length === 0)
      return (
        <p class="hint" data-testid="last-move">
          {t('play:log.empty')}
        </p>
      );
    return (
      <ol reversed class="move-log-full" data-testid="log">
        {[...log].reverse().map((e) => (
          <li key={e.index}>
            <span class="dot" style={{ background: players[e.seat]?.color }} aria-hidden="true" /> {line(e)}
          </li>
        ))}
      </ol>
    );
  }
  return (
    <section aria-labelledby="log-h" class="move-log">
      <h2 id="log-h">{t('play:log.title')}</h2>
      <p role="status" data-testid="last-move">
        {last ? line(last) : t('play:log.empty')}
      </p>
      {log.length > 1 && (
        <details class="panel">
          <summary>{t('play:log.all', { count: log.length })}</summary>
          <ol reversed data-testid="log">
            {[...log].reverse().map((e) => (
              <li key={e.index}>
                <span class="dot" style={{ background: players[e.seat]?.color }} aria-hidden="true" /> {line(e)}
              </li>
            ))}
          </ol>
        </details>
      )}
    </section>
  );
}
