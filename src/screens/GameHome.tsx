import { useEffect, useState } from 'preact/hooks';
import { href } from '../nav/router';
import { findGame } from '../games/registry';
import { useT } from '../i18n/useT';
import { listSummaries } from '../storage/sessions';
import type { SessionSummary } from '../storage/types';
import { SessionList } from './SessionList';

/** One game: what it is, what Stolik offers for it today, and its sessions. */
export function GameHome({ id }: { id: string }) {
  const { t } = useT();
  const game = findGame(id);
  const [sessions, setSessions] = useState<SessionSummary[]>([]);
  useEffect(
    () =>
      void listSummaries({ game: id, limit: Infinity }).then(
        (page) => setSessions(page.items),
        () => setSessions([]),
      ),
    [id],
  );
  if (!game) {
    return (
      <section class="panel">
        <h1>{t('app.notFound')}</h1>
        <a class="button" href={href({ name: 'home' })}>
          {t('nav.home')}
        </a>
      </section>
    );
  }
  return (
    <>
      <h1>{t(`games.${id}.name`)}</h1>
      <p>{t(`games.${id}.tagline`)}</p>
      <p class="small">{t('home.players', { min: game.players.min, count: game.players.max })}</p>
      {game.parts.length > 0 ? (
        <nav class="actions" aria-label={t('game.parts')}>
          {game.parts.includes('play') && (
            <a class="button primary" href={href({ name: 'play', id })}>
              {t('parts.play')}
            </a>
          )}
          {game.parts.includes('score') && (
            <a class="button primary" href={href({ name: 'score', id })}>
              {t('game.newScore')}
            </a>
          )}
          {game.loadRefereeScreen && (
            <a class="button" href={href({ name: 'referee', id })}>
              {t('game.referee')}
            </a>
          )}
          {game.parts.includes('rules') && (
            <a class="button" href={href({ name: 'rules', id })}>
              {t('parts.rules')}
            </a>
          )}
        </nav>
      ) : (
        <p class="hint">{t('game.nothingYet')}</p>
      )}
      {sessions.length > 0 && (
        <section aria-labelledby="gh-sessions">
          <h2 id="gh-sessions">{t('nav.history')}</h2>
          <p>
            <a class="button" href={href({ name: 'stats-game', game: id })}>
              {t('nav.stats')}
            </a>
          </p>
          <SessionList sessions={sessions} />
        </section>
      )}
    </>
  );
}
