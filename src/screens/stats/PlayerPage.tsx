import type { TFunction } from 'i18next';
import { href } from '../../nav/router';
import { useT } from '../../i18n/useT';
import type { PlayerStats } from '../../stats/types';
import { HeadToHeadTable } from './HeadToHeadTable';
import { day, decimal, gameName, percent } from './format';
import { useStats } from './useStats';
import { useTopOnChange } from './useTopOnChange';
import './stats.css';

/** One player's statistics: the numbers, who they beat and who beats them, head-to-head, per game. */
export function PlayerPage({ player }: { player: string }) {
  const { t: tc } = useT();
  useTopOnChange(player);
  const { state, t, lang, players, games, nameOf, resolve } = useStats();
  if (state === 'loading') return <p aria-busy="true">{tc('app.loading')}</p>;
  if (state === 'failed')
    return (
      <p role="alert" class="field-error">
        {tc('sync.storageError')}
      </p>
    );
  const key = resolve(player);
  const p = players.find((x) => x.key === key);
  const back = (
    <p>
      <a class="button" href={href({ name: 'stats' })}>
        {t('back')}
      </a>
    </p>
  );
  if (!p)
    return (
      <>
        <h1>{nameOf({ key, name: t('title') })}</h1>
        <p class="hint" data-testid="stats-no-player">
          {t('noPlayer')}
        </p>
        {back}
      </>
    );
  const heads = { who: t('h2h.opponent'), wins: t('h2h.wins'), losses: t('h2h.losses'), ties: t('h2h.ties') };
  const people = p.headToHead.filter((h) => !h.bot);
  const bots = p.headToHead.filter((h) => h.bot);
  const favourite = games.find((g) => g.game === p.favouriteGame);
  return (
    <>
      <h1 data-testid="stats-player-name">{nameOf(p)}</h1>
      <dl class="stats-facts">
        <dt>{t('fact.games')}</dt>
        <dd>{p.games}</dd>
        <dt>{t('fact.wins')}</dt>
        <dd>{t('of', { a: p.wins, b: p.competitiveGames })}</dd>
        <dt>{t('fact.winRate')}</dt>
        <dd>{p.winRate === null ? '—' : percent(p.winRate, lang)}</dd>
        <dt>{t('fact.streak')}</dt>
        <dd>{p.currentStreak}</dd>
        <dt>{t('fact.longest')}</dt>
        <dd>{p.longestStreak}</dd>
        <dt>{t('fact.last')}</dt>
        <dd>{day(p.lastPlayed, lang)}</dd>
      </dl>
      {favourite && <p data-testid="stats-favourite">{t('favourite', { game: gameName(favourite, tc) })}</p>}
      <p class="hint">{t('rateHint')}</p>
      <Rivals p={p} t={t} nameOf={nameOf} />
      <h2>{t('h2h.people')}</h2>
      <p class="small">{t('withPeople', { wins: p.withPeople.wins, games: p.withPeople.games })}</p>
      {people.length ? (
        <HeadToHeadTable caption={t('h2h.people')} lines={people} nameOf={nameOf} heads={heads} testId="h2h-people" />
      ) : (
        <p class="hint">{t('h2h.none')}</p>
      )}
      {bots.length > 0 && (
        <>
          <h2>{t('h2h.bots')}</h2>
          <p class="small">{t('withBots', { wins: p.withBots.wins, games: p.withBots.games })}</p>
          <HeadToHeadTable caption={t('h2h.bots')} lines={bots} nameOf={nameOf} heads={heads} testId="h2h-bots" />
        </>
      )}
      <h2>{t('perGame')}</h2>
      <ul class="stats-list">
        {p.perGame.map((g) => (
          <li key={g.game}>
            <a href={href({ name: 'stats-game', game: g.game })}>
              <strong>{gameName(g, tc)}</strong>
              <span class="small">{t('gameWins', { games: g.games, wins: g.wins })}</span>
              <span class="small">{g.best === undefined ? t('noScores') : t('bestAverage', { best: g.best, average: decimal(g.average!, lang) })}</span>
            </a>
          </li>
        ))}
      </ul>
      {back}
    </>
  );
}

/** "Beats most often" and "toughest opponent", among people (bots are counted apart). */
function Rivals({ p, t, nameOf }: { p: PlayerStats; t: TFunction; nameOf: (w: { key: string; name: string; bot?: string }) => string }) {
  if (!p.beatMost && !p.beatenMost) return null;
  return (
    <ul class="stats-rivals" data-testid="stats-rivals">
      {p.beatMost && <li>{t('beatMost', { name: nameOf(p.beatMost), count: p.beatMost.wins })}</li>}
      {p.beatenMost && <li>{t('beatenMost', { name: nameOf(p.beatenMost), count: p.beatenMost.losses })}</li>}
    </ul>
  );
}
