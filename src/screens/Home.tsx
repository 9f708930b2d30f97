import { useEffect, useState } from 'preact/hooks';
import { Lazy } from '../nav/Lazy';
import { href } from '../nav/router';
import { games } from '../games/registry';
import { ensureNamespace, ensureScreenStrings } from '../i18n';
import { useT } from '../i18n/useT';
import { countUnfinished } from '../storage/unfinished';
import type { SessionSummary } from '../storage/types';
import { GameCard } from './GameCard';

/** The "continue" list and its strings (`history.*`) load only when there is something to continue (first load stays small). */
const loadSessionList = () => Promise.all([import('./SessionList'), ensureNamespace('records'), ensureScreenStrings()]).then(([m]) => m.SessionList);

/** At most five unfinished sessions, newest first; the reader of summaries loads only when there are some. */
const readUnfinished = async (): Promise<SessionSummary[]> => ((await countUnfinished()) > 0 ? (await import('../storage/summaries')).listUnfinished(5) : []);

/** The first screen: continue an unfinished session, pick one of the five games, or the pad. */
export function Home() {
  const { t } = useT();
  const [unfinished, setUnfinished] = useState<SessionSummary[]>([]);
  // At most five, read through a cursor over summaries: the same cost with 5 or 5,000 sessions.
  useEffect(() => void readUnfinished().then(setUnfinished, () => setUnfinished([])), []);
  return (
    <>
      <h1 class="sr-only">{t('home.title')}</h1>
      {unfinished.length > 0 && (
        <section aria-labelledby="continue-h">
          <h2 id="continue-h">{t('home.continue')}</h2>
          <Lazy load={loadSessionList} props={{ sessions: unfinished }} />
        </section>
      )}
      <section aria-labelledby="games-h">
        <h2 id="games-h">{t('home.games')}</h2>
        <ul class="games">
          {games.map((g) => (
            <GameCard key={g.id} game={g} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="pad-h">
        <h2 id="pad-h">{t('home.otherGame')}</h2>
        <a class="button primary" href={href({ name: 'pad' })}>
          {t('home.scorePad')}
        </a>
      </section>
      <section aria-labelledby="phones-h">
        <h2 id="phones-h">{t('home.phones')}</h2>
        <a class="button" href={href({ name: 'join' })} data-testid="join-table">
          {t('home.joinTable')}
        </a>
      </section>
    </>
  );
}
