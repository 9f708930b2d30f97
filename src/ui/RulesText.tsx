import type { RulesPage } from '../i18n/rules';
import { useT } from '../i18n/useT';
import './RulesText.css';

/**
 * A rules page as the app shows it, on the rules screen and in the rules sheet: the contents
 * list of its chapters (when asked for), then the text.
 */
export function RulesText({
  page,
  contents,
  sectionHref,
  onTextClick,
}: {
  page: RulesPage;
  contents: boolean;
  /** Where a contents entry links to. */
  sectionHref: (id: string) => string;
  onTextClick?: (e: MouseEvent) => void;
}) {
  const { t } = useT();
  return (
    <>
      {contents && (
        <nav aria-label={t('rules.contents')} class="toc">
          <details>
            <summary>{t('rules.contents')}</summary>
            <ul>
              {page.sections
                .filter((s) => s.level === 2)
                .map((s) => (
                  <li key={s.id}>
                    <a href={sectionHref(s.id)}>{s.title}</a>
                  </li>
                ))}
            </ul>
          </details>
        </nav>
      )}
      {/* Our own Markdown, compiled at build time with raw HTML escaped: trusted content. */}
      <div class="prose" onClick={onTextClick} dangerouslySetInnerHTML={{ __html: page.html }} />
    </>
  );
}
