import { useLayoutEffect } from 'preact/hooks';
import { useT } from '../i18n/useT';
import { findGame } from '../games/registry';
import { Home } from '../screens/Home';
import { ErrorBoundary } from './ErrorBoundary';
import { LangSwitch } from './LangSwitch';
import { Lazy } from '../nav/Lazy';
import { Notices, TopNotices } from './Notices';
import { SaveConflictHost } from '../ui/SaveConflictHost';
import { href, screenKey, useRoute, type Route } from '../nav/router';
import * as screens from './screens';
import './App.css';

/**
 * The app: the whole shell inside an error boundary (nothing may blank the page), reset when the
 * address changes.
 */
export function App() {
  const route = useRoute();
  return (
    <ErrorBoundary resetKey={JSON.stringify(route)}>
      <Shell route={route} />
    </ErrorBoundary>
  );
}

/** The shell: header, the current screen, notices. */
function Shell({ route }: { route: Route }) {
  const { t } = useT();
  useLayoutEffect(() => {
    // Move focus to the new screen for keyboard and screen-reader users, and start at its top
    // (a rules link to a section scrolls there itself); before the paint, so the new screen is
    // never drawn at the old one's scroll position.
    document.getElementById('main')?.focus({ preventScroll: true });
    if (route.name !== 'rules' || !route.section) window.scrollTo(0, 0);
  }, [route.name]);
  return (
    <>
      <a class="skip" href="#main" onClick={(e) => (e.preventDefault(), document.getElementById('main')?.focus())}>
        {t('app.skip')}
      </a>
      <header class="topbar">
        <a class="brand" href={href({ name: 'home' })}>
          {t('home.title')}
        </a>
        <nav aria-label={t('nav.label')}>
          {/*
            Three places fit a 360 px phone in Russian too: Players opens from Statistics (it is
            where players' records are), Settings is a gear with its name for screen readers. The
            strip still scrolls sideways if a large font makes it wider than the screen.
          */}
          <div class="nav-links">
            <a href={href({ name: 'history' })} aria-current={route.name === 'history' ? 'page' : undefined}>
              {t('nav.history')}
            </a>
            <a href={href({ name: 'stats' })} aria-current={route.name.startsWith('stats') ? 'page' : route.name === 'players' ? 'location' : undefined}>
              {t('nav.stats')}
            </a>
            <a
              class="nav-icon"
              href={href({ name: 'settings' })}
              aria-current={route.name === 'settings' ? 'page' : undefined}
              aria-label={t('nav.settings')}
              title={t('nav.settings')}
            >
              <span aria-hidden="true">⚙</span>
            </a>
          </div>
          <LangSwitch />
        </nav>
        {/* Lies over the bar for a few seconds: information never takes room in the page or covers the screen. */}
        <TopNotices />
      </header>
      {/* Above the content: the storage banner sits in its flow; notices with an action float at the bottom. */}
      <Notices />
      <main id="main" tabIndex={-1}>
        <ErrorBoundary resetKey={JSON.stringify(route)}>
          <Screen key={screenKey(route)} route={route} />
        </ErrorBoundary>
      </main>
      <SaveConflictHost />
    </>
  );
}

function Screen({ route }: { route: Route }) {
  useT(); // re-render on a language switch
  // A link to a game this build does not have is "not found" with a way home, like any bad link.
  if ('id' in route && !findGame(route.id)) return <NotFound />;
  switch (route.name) {
    case 'home':
      return <Home />;
    case 'game':
      return <Lazy load={screens.loadGameHome} props={{ id: route.id }} />;
    case 'rules':
      return <Lazy load={screens.loadRules} props={{ id: route.id, section: route.section }} />;
    case 'score':
      return <Lazy load={screens.loadGameScore} props={{ id: route.id, sessionId: route.sessionId }} />;
    case 'play':
      return <Lazy load={screens.loadPlay} props={{ id: route.id, sessionId: route.sessionId }} />;
    case 'referee':
      return <Lazy load={screens.loadGameReferee} props={{ id: route.id }} />;
    case 'pad':
      return <Lazy load={screens.loadPad} props={{ sessionId: route.sessionId }} />;
    case 'history':
      return <Lazy load={screens.loadHistory} props={{}} />;
    case 'players':
      return <Lazy load={screens.loadPlayers} props={{}} />;
    case 'settings':
      return <Lazy load={screens.loadSettings} props={{}} />;
    case 'join':
      return <Lazy load={screens.loadJoin} props={{}} />;
    case 'card-values':
      return <Lazy load={screens.loadCardValues} props={{}} />;
    case 'backup':
      return <Lazy load={screens.loadBackup} props={{}} />;
    case 'stats':
      return <Lazy load={screens.loadStats} props={{}} />;
    case 'stats-player':
      return <Lazy load={screens.loadPlayerStats} props={{ player: route.player }} />;
    case 'stats-game':
      return <Lazy load={screens.loadGameStats} props={{ game: route.game }} />;
    case 'not-found':
      return <NotFound />;
  }
}

/** The answer to any link that leads nowhere: say so, and offer the way home. */
function NotFound() {
  const { t } = useT();
  return (
    <section class="panel" data-testid="not-found">
      <h1>{t('app.notFound')}</h1>
      <a class="button" href={href({ name: 'home' })}>
        {t('nav.home')}
      </a>
    </section>
  );
}
