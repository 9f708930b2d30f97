import { createPortal } from 'preact/compat';
import { useEffect, useRef, useState } from 'preact/hooks';
import { useT } from '../i18n/useT';
import { loadRulesPage, type RulesPage } from '../i18n/rules';
import './RulesSheet.css';

interface RulesSheetProps {
  game: string;
  /** Section to open at; without it the sheet opens at the top with the contents list. */
  anchor?: string;
  onClose: () => void;
}

/** Marks the history entry the sheet pushes, so "back" closes the sheet and nothing else. */
const SHEET_STATE = 'stolik-rules-sheet';

/** Scrolls the sheet's own body (never the page under it) so `id` sits at its top. */
function scrollBodyTo(body: HTMLElement | null, id: string): boolean {
  const target = document.getElementById(id);
  if (!body || !target || !body.contains(target)) return false;
  body.scrollTop += target.getBoundingClientRect().top - body.getBoundingClientRect().top;
  return true;
}

/**
 * A game's rules in a modal bottom sheet over the current screen. The screen underneath stays
 * mounted and untouched (its scroll and open panels survive); Esc, the close button and the
 * phone's back button close the sheet. Rules pages are precached chunks, so it works offline.
 */
export function RulesSheet({ game, anchor, onClose }: RulesSheetProps) {
  const { t, lang } = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const [page, setPage] = useState<RulesPage | null | undefined>(undefined);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    let live = true;
    loadRulesPage(game, lang).then(
      (p) => live && setPage(p),
      () => live && setPage(null),
    );
    return () => {
      live = false;
    };
  }, [game, lang]);

  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
    // An installed app has no back button of its own, but Android has one: a history entry with
    // the same URL (no hashchange, so the router and the screen below never re-render) lets
    // "back" close the sheet.
    history.pushState({ [SHEET_STATE]: true }, '');
    const onPop = () => close.current();
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      if ((history.state as Record<string, unknown> | null)?.[SHEET_STATE]) history.back();
      if (d?.open) d.close();
    };
  }, []);

  useEffect(() => {
    if (page && anchor) scrollBodyTo(body.current, anchor);
  }, [page, anchor]);

  // Links inside the rules ("see Tortuga", the contents list) move within the sheet.
  const onBodyClick = (e: MouseEvent) => {
    const link = (e.target as Element).closest?.('a[href^="#"]');
    const id = link?.getAttribute('href')?.replace(/^#(\/game\/[^/]+\/rules\/)?/, '');
    if (link && id && !id.startsWith('/') && scrollBodyTo(body.current, id)) e.preventDefault();
  };

  return createPortal(
    <dialog
      ref={dialog}
      class="rules-sheet"
      aria-labelledby="rules-sheet-title"
      data-testid="rules-sheet"
      onCancel={(e) => (e.preventDefault(), onClose())}
      onClick={(e) => e.target === dialog.current && onClose()}
    >
      <div class="rules-sheet-head">
        <h2 id="rules-sheet-title">{t('rulesSheet.title', { game: t(`games.${game}.name`) })}</h2>
        <button type="button" class="rules-sheet-close" onClick={onClose}>
          {t('rulesSheet.close')}
        </button>
      </div>
      <div class="rules-sheet-body" ref={body} onClick={onBodyClick}>
        {page === undefined && <p aria-busy="true">{t('app.loading')}</p>}
        {page === null && <p role="alert">{t('rules.missing')}</p>}
        {page && !anchor && (
          <nav aria-label={t('rules.contents')} class="toc">
            <details>
              <summary>{t('rules.contents')}</summary>
              <ul>
                {page.sections
                  .filter((s) => s.level === 2)
                  .map((s) => (
                    <li key={s.id}>
                      <a href={`#${s.id}`}>{s.title}</a>
                    </li>
                  ))}
              </ul>
            </details>
          </nav>
        )}
        {/* Our own Markdown, compiled at build time with raw HTML escaped: trusted content. */}
        {page && <div class="prose" dangerouslySetInnerHTML={{ __html: page.html }} />}
      </div>
    </dialog>,
    document.body,
  );
}
