import { href } from '../../nav/router';
import { useT } from '../../i18n/useT';
import { gameName, percent } from './format';
import { useStats } from './useStats';
import './stats.css';

/**
 * Statistics, first screen: who wins most (players ranked by wins, each with the person they
 * beat most often), then bots, then games. One more tap opens a player's head-to-head.
 */
export function Stats() {
  const { t: tc } = useT();
  const { state, t, lang, players, games, nameOf } = useStats();
  if (state === 'loading') return <p aria-busy="true">{tc('app.loading')}</p>;
  if (state === 'failed')
    return (
      <p role="alert" class="field-error">
        {tc('sync.storageError')}
      </p>
    );
  const people = players.filter((p) => !p.bot);
  const bots = players.filter((p) => p.bot);
  const played = games.filter((g) => g.plays > 0); // a game with unfinished sessions only has no numbers yet
  return (
    <>
      <h1>{t('title')}</h1>
      <p>
        <a class="button" href={href({ name: 'players' })} data-testid="stats-manage-players">
          {t('managePlayers')}
        </a>
      </p>
      {people.length === 0 ? (
        <p class="hint" data-testid="stats-empty">
          {t('empty')}
        </p>
      ) : (
        <>
          <h2>{t('whoWins')}</h2>
          <ol class="stats-list" data-testid="stats-players">
            {people.map((p) => (
              <li key={p.key}>
                <a href={href({ name: 'stats-player', player: p.key })} data-testid="stats-player-link">
                  <strong>{nameOf(p)}</strong>
                  {(p.winRate !== null || p.withBots.games === 0) && (
                    <span class="small">
                      {p.winRate === null
                        ? t('gamesOnly', { games: p.games })
                        : t('winsOf', { wins: p.wins, games: p.competitiveGames, rate: percent(p.winRate, lang) })}
                    </span>
                  )}
                  {/* Games with a bot at the table are counted apart (stats:rules), on a line of their own. */}
                  {p.withBots.games > 0 && (
                    <span class="small" data-testid="stats-with-bots">
                      {t('withBots', { wins: p.withBots.wins, games: p.withBots.games })}
                    </span>
                  )}
                  {p.beatMost && (
                    <span class="small" data-testid="stats-beats">
                      {t('beatMost', { name: nameOf(p.beatMost), count: p.beatMost.wins })}
                    </span>
                  )}
                </a>
              </li>
            ))}
          </ol>
        </>
      )}
      {bots.length > 0 && (
        <>
          <h2>{t('bots')}</h2>
          <ul class="stats-list">
            {bots.map((p) => (
              <li key={p.key}>
                <a href={href({ name: 'stats-player', player: p.key })}>
                  <strong>{nameOf(p)}</strong>
                  <span class="small">
                    {p.winRate === null
                      ? t('gamesOnly', { games: p.games })
                      : t('winsOf', { wins: p.wins, games: p.competitiveGames, rate: percent(p.winRate, lang) })}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
      {played.length > 0 && (
        <>
          <h2>{t('games')}</h2>
          <ul class="stats-list" data-testid="stats-games">
            {played.map((g) => (
              <li key={g.game}>
                <a href={href({ name: 'stats-game', game: g.game })}>
                  <strong>{gameName(g, tc)}</strong>
                  <span class="small">{t('plays', { count: g.plays })}</span>
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
      <p class="hint" data-testid="stats-rules">
        {t('rules')}
      </p>
    </>
  );
}
