import type { TFunction } from 'i18next';
import { href } from '../../nav/router';
import { useT } from '../../i18n/useT';
import type { GameStats } from '../../stats/types';
import { BarChart } from './BarChart';
import { day, decimal, gameName, month, percent } from './format';
import { useStats } from './useStats';
import { useTopOnChange } from './useTopOnChange';
import './stats.css';

/** How many months the "plays per month" chart shows (the latest ones). */
const MONTHS = 12;

/** One game's statistics: plays, players, winning scores, who wins it, two small charts, modes. */
export function GamePage({ game }: { game: string }) {
  const { t: tc } = useT();
  useTopOnChange(game);
  const { state, t, lang, gameDetails, nameOf } = useStats();
  if (state === 'loading') return <p aria-busy="true">{tc('app.loading')}</p>;
  if (state === 'failed')
    return (
      <p role="alert" class="field-error">
        {tc('sync.storageError')}
      </p>
    );
  const g = gameDetails().find((x) => x.game === game);
  const back = (
    <p>
      <a class="button" href={href({ name: 'stats' })}>
        {t('back')}
      </a>
    </p>
  );
  if (!g || g.plays === 0)
    return (
      <>
        <h1>{g ? gameName(g, tc) : t('title')}</h1>
        <p class="hint" data-testid="stats-no-game">
          {t('noGame')}
        </p>
        {back}
      </>
    );
  const months = g.perMonth.slice(-MONTHS);
  return (
    <>
      <h1 data-testid="stats-game-name">{gameName(g, tc)}</h1>
      <dl class="stats-facts">
        <dt>{t('fact.plays')}</dt>
        <dd>{g.plays}</dd>
        {g.unfinished > 0 && (
          <>
            <dt>{t('fact.unfinished')}</dt>
            <dd>{g.unfinished}</dd>
          </>
        )}
        <dt>{t('fact.players')}</dt>
        <dd>{g.players}</dd>
        {g.averageWinning !== undefined && (
          <>
            <dt>{t('fact.averageWinning')}</dt>
            <dd>{decimal(g.averageWinning, lang)}</dd>
          </>
        )}
      </dl>
      {g.record && (
        <p data-testid="stats-record">
          {t(g.lowWins ? 'recordLow' : 'record', { total: g.record.total, name: nameOf(g.record), date: day(g.record.at, lang) })}
        </p>
      )}
      <Leaders g={g} t={t} nameOf={nameOf} />
      {g.distribution.length > 0 && (
        <BarChart
          id="chart-scores"
          title={t('chart.scores')}
          desc={t('chart.scoresDesc')}
          labelHead={t('chart.range')}
          valueHead={t('chart.count')}
          bars={g.distribution.map((b) => ({ label: b.from === b.to ? String(b.from) : `${b.from}–${b.to}`, value: b.count }))}
        />
      )}
      {months.length > 0 && (
        <BarChart
          id="chart-months"
          title={t('chart.months')}
          desc={t('chart.monthsDesc', { from: month(months[0]!.month, lang, 'long'), to: month(months[months.length - 1]!.month, lang, 'long') })}
          labelHead={t('chart.month')}
          valueHead={t('chart.plays')}
          bars={months.map((m) => ({ label: month(m.month, lang), value: m.plays }))}
        />
      )}
      <SmallTable caption={t('tableSizes')} heads={[t('seats'), t('chart.plays')]} rows={g.tableSizes.map((s) => [String(s.seats), s.plays])} />
      {g.modes.length > 0 && (
        <SmallTable
          caption={t('modes')}
          heads={[t('modeHead'), t('chart.plays')]}
          rows={g.modes.map((m) => [t(`mode.${m.mode}`, { defaultValue: m.mode }), m.plays])}
        />
      )}
      {!!g.counters?.kingRounds && (
        <p data-testid="stats-king">
          {t('king', { won: g.counters.kingWins ?? 0, played: g.counters.kingRounds, rate: percent((g.counters.kingWins ?? 0) / g.counters.kingRounds, lang) })}
        </p>
      )}
      {back}
    </>
  );
}

/** Who wins this game most (top ten), each with wins and plays. */
function Leaders({ g, t, nameOf }: { g: GameStats; t: TFunction; nameOf: (w: { key: string; name: string; bot?: string }) => string }) {
  return (
    <>
      <h2>{t('whoWins')}</h2>
      <ol class="stats-list">
        {g.leaders.slice(0, 10).map((l) => (
          <li key={l.key}>
            <a href={href({ name: 'stats-player', player: l.key })}>
              <strong>{nameOf(l)}</strong>
              <span class="small">{t('gameWins', { games: l.plays, wins: l.wins })}</span>
            </a>
          </li>
        ))}
      </ol>
    </>
  );
}

/** A two-column table with a visible caption. */
function SmallTable({ caption, heads, rows }: { caption: string; heads: [string, string]; rows: Array<[string, number]> }) {
  return (
    <div class="stats-table-wrap">
      <table class="stats-table">
        <caption class="stats-chart-title">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{heads[0]}</th>
            <th scope="col">{heads[1]}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, n]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{n}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
