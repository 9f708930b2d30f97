import { useEffect } from 'preact/hooks';
import { useT } from '../i18n/useT';
import { Home } from '../screens/Home';
import { ErrorBoundary } from './ErrorBoundary';
import { LangSwitch } from './LangSwitch';
import { Lazy } from './Lazy';
import { Notices } from './Notices';
import { href, useRoute, type Route } from './router';
import * as screens from './screens';

/** The shell: header, the current screen, notices. */
export function App() {
  const route = useRoute();
  const { t } = useT();
  useEffect(() => {
    // Move focus to the new screen for keyboard and screen-reader users, and start at its top
    // (a rules link to a section scrolls there itself).
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
          Stolik
        </a>
        <nav aria-label={t('nav.label')}>
          <a href="#/history" aria-current={route.name === 'history' ? 'page' : undefined}>
            {t('nav.history')}
          </a>
          <a href="#/players" aria-current={route.name === 'players' ? 'page' : undefined}>
            {t('nav.players')}
          </a>
          <a href="#/settings" aria-current={route.name === 'settings' ? 'page' : undefined}>
            {t('nav.settings')}
          </a>
          <LangSwitch />
        </nav>
      </header>
      <main id="main" tabIndex={-1}>
        <ErrorBoundary resetKey={JSON.stringify(route)}>
          <Screen route={route} />
        </ErrorBoundary>
      </main>
      <Notices />
    </>
  );
}

function Screen({ route }: { route: Route }) {
  const { t } = useT();
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
    case 'card-values':
      return <Lazy load={screens.loadCardValues} props={{}} />;
    case 'backup':
      return <Lazy load={screens.loadBackup} props={{}} />;
    case 'not-found':
      return (
        <section class="panel">
          <h1>{t('app.notFound')}</h1>
          <a class="button" href="#/">
            {t('nav.home')}
          </a>
        </section>
      );
  }
}
