/**
 * The one check every session screen passes before it shows or writes a record: the record named
 * in the link must be of the game and kind the route was built for. A score sheet opened on
 * another game's record would draw its own fields over foreign data and save into it (and its
 * undo would pop the other game's stack), so a mismatch shows "not found" with a link to the
 * screen the record belongs to.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { href } from '../nav/router';
import { sessionHref } from '../nav/sessionLink';
import { findGame, SCORE_PAD } from '../games/registry';
import { useT } from '../i18n/useT';
import { getSession } from '../storage/sessions';
import type { SessionRecord } from '../storage/types';

/** What a session route shows: the pad is game 'score-pad', kind 'score'. */
export interface SessionRoute {
  game: string;
  kind: SessionRecord['kind'];
}

/** Whether a stored record may be shown (and written) by the screen of `route`. */
export const fitsRoute = (s: Pick<SessionRecord, 'game' | 'kind'>, route: SessionRoute): boolean => s.game === route.game && s.kind === route.kind;

/**
 * Shows `children` once the record is known to fit `route` (or is missing, or unreadable: the
 * screen itself says so); a record of another game or kind gets the not-found panel instead.
 */
export function SessionGuard({ sessionId, route, children }: { sessionId: string; route: SessionRoute; children: ComponentChildren }) {
  const { t } = useT();
  const [foreign, setForeign] = useState<SessionRecord | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    getSession(sessionId).then(
      (s) => live && setForeign(s && !fitsRoute(s, route) ? s : null),
      () => live && setForeign(null),
    );
    return () => {
      live = false;
    };
  }, [sessionId, route.game, route.kind]);
  if (foreign === undefined) return <p aria-busy="true">{t('app.loading')}</p>;
  if (foreign === null) return <>{children}</>;
  return <ForeignSession record={foreign} />;
}

/** "Nothing here", what the record is, and the way to the screen it belongs to (when this build has that game). */
function ForeignSession({ record }: { record: SessionRecord }) {
  const { t } = useT();
  const known = record.game === SCORE_PAD || !!findGame(record.game);
  const game = t(`games.${record.game}.name`);
  const what = record.game === SCORE_PAD ? t('app.foreignPad') : record.kind === 'play' ? t('app.foreignPlay', { game }) : t('app.foreignScore', { game });
  return (
    <section class="panel" data-testid="not-found">
      <h1>{t('app.notFound')}</h1>
      {known && <p data-testid="foreign-session">{what}</p>}
      {known ? (
        <a class="button" href={sessionHref(record)}>
          {t('app.openForeign')}
        </a>
      ) : (
        <a class="button" href={href({ name: 'home' })}>
          {t('nav.home')}
        </a>
      )}
    </section>
  );
}
