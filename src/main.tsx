/**
 * Boot: pick the language and theme, render the shell, then load everything else. The service
 * worker, settings and the install prompt wait until after the first paint.
 */
import { render } from 'preact';
import { App } from './app/App';
import { captureInstallPrompt } from './app/install';
import { applyTheme, bootTheme } from './app/theme';
import { initI18n } from './i18n';
import { LANG_KEY, detectLanguage } from './i18n/languages';
import { applySavedSettings } from './app/savedSettings';
import './styles.css';

function savedLang(): string | null {
  try {
    return localStorage.getItem(LANG_KEY);
  } catch {
    return null;
  }
}

async function boot(): Promise<void> {
  applyTheme(bootTheme());
  captureInstallPrompt();
  await initI18n(detectLanguage(savedLang(), navigator.languages ?? [navigator.language]));
  render(<App />, document.getElementById('app')!);
  void applySavedSettings();
  if (!import.meta.env.DEV) void import('./app/serviceWorker').then((m) => m.registerServiceWorker());
}

void boot();
