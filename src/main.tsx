/**
 * Boot: pick the language and theme, render the shell, then load everything else. The service
 * worker, settings and the install prompt wait until after the first paint. A build ships the
 * home screen prerendered in each language and a first-paint script that has already picked the
 * language and theme (scripts/prerender-plugin.ts, app/firstPaint.ts): the app takes the right
 * one over when the route is home, and replaces it otherwise.
 */
// The shared sheet first: component sheets (imported below them) may refine its rules.
import './styles.css';
import { render } from 'preact';
import { App } from './app/App';
import { captureInstallPrompt } from './device/install';
import { firstPaint } from './app/firstPaint';
import { initI18n } from './i18n';
import { applySavedSettings } from './app/savedSettings';
import { parseRoute } from './nav/router';
import './app/firstPaint.css';

/**
 * Takes over the prerendered home screen in `lang` when it is what this first render draws, else
 * starts afresh. The build prerenders one wrapper per language: the one in `lang` is unwrapped
 * (its nodes move up, so what is on screen stays), the others go. Taking over is `render` onto
 * the existing nodes, not `hydrate`: Preact then reuses each node as hydrate would, but also
 * applies every prop, including the inline styles the prerender had to leave out (the CSP
 * refuses style attributes in HTML; set from script they are fine).
 */
function mount(root: HTMLElement, lang: string): void {
  const shown = root.querySelector(`:scope > [data-prerender="${lang}"]`);
  if (shown && parseRoute(location.hash).name === 'home') root.replaceChildren(...shown.childNodes);
  else root.textContent = '';
  delete document.documentElement.dataset.route;
  render(<App />, root);
  root.removeAttribute('inert');
}

async function boot(): Promise<void> {
  const lang = firstPaint();
  captureInstallPrompt();
  await initI18n(lang);
  mount(document.getElementById('app')!, lang);
  void applySavedSettings();
  if (!import.meta.env.DEV) void import('./app/serviceWorker').then((m) => m.registerServiceWorker());
}

void boot();
