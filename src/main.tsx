/**
 * Boot: pick the language and theme, render the shell, then load everything else. The service
 * worker, settings and the install prompt wait until after the first paint. A build ships the
 * home screen prerendered (scripts/prerender-plugin.ts): the app takes it over when the language
 * and the route match, and replaces it otherwise.
 */
import { render } from 'preact';
import { App } from './app/App';
import { captureInstallPrompt } from './app/install';
import { applyTheme, bootTheme } from './app/theme';
import { initI18n } from './i18n';
import { LANG_KEY, detectLanguage } from './i18n/languages';
import { applySavedSettings } from './app/savedSettings';
import { parseRoute } from './app/router';
import './styles.css';

function savedLang(): string | null {
  try {
    return localStorage.getItem(LANG_KEY);
  } catch {
    return null;
  }
}

/**
 * Takes over the prerendered home screen when it is what this first render draws, else starts
 * afresh. Taking over is `render` onto the existing nodes, not `hydrate`: Preact then reuses each
 * node as hydrate would, but also applies every prop, including the inline styles the prerender
 * had to leave out (the CSP refuses style attributes in HTML; set from script they are fine).
 */
function mount(root: HTMLElement, lang: string): void {
  const prerendered = root.dataset.prerendered === lang && parseRoute(location.hash).name === 'home';
  if (!prerendered) root.textContent = '';
  render(<App />, root);
  root.removeAttribute('inert');
  delete root.dataset.prerendered;
}

async function boot(): Promise<void> {
  applyTheme(bootTheme());
  captureInstallPrompt();
  const lang = detectLanguage(savedLang(), navigator.languages ?? [navigator.language]);
  await initI18n(lang);
  mount(document.getElementById('app')!, lang);
  void applySavedSettings();
  if (!import.meta.env.DEV) void import('./app/serviceWorker').then((m) => m.registerServiceWorker());
}

void boot();
