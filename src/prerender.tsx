/**
 * Build time only (scripts/prerender-plugin.ts loads it in Node): the shell with the home screen
 * as HTML in one language, so index.html paints before any JavaScript runs; main.tsx hydrates it.
 * Never imported by the app, so preact-render-to-string stays out of the bundle.
 */
import { renderToString } from 'preact-render-to-string';
import { App } from './app/App';
import { i18next, i18nOptions, loadNamespace } from './i18n';
import type { Lang } from './i18n/languages';

/** The home screen's markup in `lang`, as the app's first render in that language draws it. */
export async function renderHome(lang: Lang): Promise<string> {
  const g = globalThis as { location?: unknown };
  const had = 'location' in g;
  // The router reads the address on its first render: the home screen is the empty hash.
  if (!had) g.location = { hash: '' };
  try {
    await i18next.init(i18nOptions(lang));
    await loadNamespace(lang, 'common');
    return renderToString(<App />);
  } finally {
    if (!had) delete g.location;
  }
}
