/**
 * Build time only (scripts/prerender-plugin.ts loads it in Node, once per language): the shell with
 * the home screen as HTML, so index.html paints before the app's JavaScript runs; main.tsx takes
 * the visitor's language over.
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
    await i18next.changeLanguage(lang); // called once per language: the second call re-inits
    return renderToString(<App />);
  } finally {
    if (!had) delete g.location;
  }
}
