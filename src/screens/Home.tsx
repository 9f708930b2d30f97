import { useEffect, useState } from 'preact/hooks';
import { href } from '../app/router';
import { games } from '../games/registry';
import { useT } from '../i18n/useT';
import { listUnfinished } from '../storage/sessions';
import type { SessionRecord } from '../storage/types';
import { GameCard } from './GameCard';
import { SessionList } from './SessionList';

/** The first screen: continue an unfinished session, pick one of the five games, or the pad. */
export function Home() {
  const { t } = useT();
  const [unfinished, setUnfinished] = useState<SessionRecord[]>([]);
  useEffect(() => void listUnfinished().then(setUnfinished, () => setUnfinished([])), []);
  return (
    <>
      <h1 class="sr-only">{t('home.title')}</h1>
      {unfinished.length > 0 && (
        <section aria-labelledby="continue-h">
          <h2 id="continue-h">{t('home.continue')}</h2>
          <SessionList sessions={unfinished.slice(0, 5)} />
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
    </>
  );
}
