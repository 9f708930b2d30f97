/**
 * How an island went, in the judge's own words (referee/): the island with every pirate's walk
 * numbered by the judge's steps, then per pirate the steps, the coins and the one-line reason
 * (treasure and place, a tie decided clockwise from the first player, a robber, a missing flag,
 * cards run out), and the Tortuga trades.
 */
import type { TFunction } from 'i18next';
import type { SeatRecord } from '../../../../storage/types';
import { signed } from '../../../../ui/score/Breakdown';
import { cardsForCoins } from '../../data/tortuga';
import type { IslandReport } from '../../engine';
import type { PirateVerdict, Reason } from '../../referee';
import { namedParams } from '../names';
import { IslandGrid } from './IslandGrid';
import { allMarks } from './steps';

const SIZES = ['', 'small', 'medium', 'big'];

/** A treasure's name from its id ("r2c4") on these rows: small, medium or big (a second of a size: "#2"). */
export function treasureWord(t: TFunction, rows: readonly string[], id: string): string {
  const m = /^r(\d)c(\d)$/.exec(id);
  if (!m) return id;
  const [r, c] = [Number(m[1]), Number(m[2])];
  const value = rows[r]?.[c] ?? '';
  const base = t(`treasures.${SIZES[Number(value)] ?? 'small'}`);
  // Earlier cells of the same value, in reading order, make this one the second.
  const before =
    rows
      .join('')
      .slice(0, r * 5 + c)
      .split(value).length - 1;
  return before > 0 ? t('treasures.second', { name: base }) : base;
}

/** One reason line of the judge, with names and treasure words. */
export function reasonText(t: TFunction, seats: readonly SeatRecord[], rows: readonly string[], r: Reason): string {
  const params = namedParams(seats, r.params);
  if (typeof params.treasure === 'string') params.treasure = treasureWord(t, rows, params.treasure);
  if (r.code === 'T_MOVE' && typeof params.card === 'string') return t('judge.moveCard', { ...params, card: t(`cards.${params.card}`) });
  return t(`referee.${r.code}`, params);
}

/** The seats as the judge names them: id = seat number. */
export const seatRecords = (players: readonly SeatRecord[]): SeatRecord[] => players.map((p, k) => ({ ...p, id: String(k) }));

/** The report of one island. */
export function Report({ t, report, players }: { t: TFunction; report: IslandReport; players: readonly SeatRecord[] }) {
  const seats = seatRecords(players);
  const name = (id: string) => players[Number(id)]?.name ?? '';
  return (
    <div class="jk-report" data-testid="report">
      <IslandGrid
        t={t}
        rows={report.rows}
        marks={allMarks(report.paths, report.verdict, report.entered)}
        players={players}
        label={t('play.islandN', { n: report.island })}
        testId="report-island"
      />
      <ul class="rows">
        {report.verdict.pirates.map((p: PirateVerdict) => (
          <li key={p.id} data-testid={`verdict-${p.id}`}>
            <p>
              <strong>{name(p.id)}</strong>: {t('judge.summary', { steps: p.steps, coins: p.coins })}
            </p>
            {p.line.map((r, i) => (
              <p key={i} class="small">
                {reasonText(t, seats, report.rows, r)}
              </p>
            ))}
            {p.trace.length > 0 && (
              <details>
                <summary>{t('judge.trace')}</summary>
                <ol class="small">
                  {p.trace.map((r, i) => (
                    <li key={i}>{reasonText(t, seats, report.rows, r)}</li>
                  ))}
                </ol>
              </details>
            )}
          </li>
        ))}
        {Object.entries(report.tortuga).map(([id, coins]) => (
          <li key={`t${id}`} data-testid={`verdict-tortuga-${id}`}>
            {t('play.atTortuga', { name: name(id), coins, cards: cardsForCoins(coins) ?? 0 })} ({signed(-coins)})
          </li>
        ))}
      </ul>
    </div>
  );
}
