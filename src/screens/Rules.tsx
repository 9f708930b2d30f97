import { useEffect, useMemo, useState } from 'preact/hooks';
import { findGame } from '../games/registry';
import { useT } from '../i18n/useT';
import { href } from '../nav/router';
import { RulesText } from '../ui/RulesText';
import { useRulesPage } from '../ui/useRulesPage';
import { searchSections } from './rulesSearch';

/** The Markdown's "see §" links are `#anchor`: route them to this page's section, not to `#anchor`. */
function sectionLink(e: MouseEvent, id: string): void {
  const link = (e.target as Element).closest?.('a[href^="#"]');
  const anchor = link?.getAttribute('href')?.slice(1);
  if (!anchor || anchor.startsWith('/')) return;
  e.preventDefault();
  location.hash = href({ name: 'rules', id, section: anchor });
  document.getElementById(anchor)?.scrollIntoView({ block: 'start' }); // also when already there
}

/**
 * A rules reference page in the current language, compiled from our own Markdown at build
 * time. Opens at a section when the route names one (score rows link here), and searches.
 */
export function Rules({ id, section }: { id: string; section?: string }) {
  const { t, lang } = useT();
  const page = useRulesPage(id, lang);
  const [query, setQuery] = useState('');
  useEffect(() => {
    if (page && section) document.getElementById(section)?.scrollIntoView({ block: 'start' });
  }, [page, section]);
  const hits = useMemo(() => (page && query.trim() ? searchSections(page.sections, query) : []), [page, query]);

  if (page === undefined) return <p aria-busy="true">{t('app.loading')}</p>;
  if (page === null || !findGame(id)) return <p role="alert">{t('rules.missing')}</p>;
  return (
    <article class="rules">
      <form role="search" class="row" onSubmit={(e) => e.preventDefault()}>
        <label class="sr-only" for="rules-q">
          {t('rules.search')}
        </label>
        <input id="rules-q" type="search" value={query} placeholder={t('rules.search')} onInput={(e) => setQuery((e.target as HTMLInputElement).value)} />
      </form>
      {query.trim() !== '' && (
        <section aria-live="polite" class="panel">
          <h2>{t('rules.results', { count: hits.length })}</h2>
          <ul>
            {hits.map((s) => (
              <li key={s.id}>
                <a href={href({ name: 'rules', id, section: s.id })} onClick={() => setQuery('')}>
                  {s.title}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <RulesText page={page} contents sectionHref={(section) => href({ name: 'rules', id, section })} onTextClick={(e) => sectionLink(e, id)} />
    </article>
  );
}
