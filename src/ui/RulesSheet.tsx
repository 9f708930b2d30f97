import { useEffect, useRef } from 'preact/hooks';
import { useT } from '../i18n/useT';
import { BottomSheet } from './BottomSheet';
import { RulesText } from './RulesText';
import { useRulesPage } from './useRulesPage';
import './RulesSheet.css';

interface RulesSheetProps {
  game: string;
  /** Section to open at; without it the sheet opens at the top with the contents list. */
  anchor?: string;
  onClose: () => void;
}

/** Scrolls the sheet's own body (never the page under it) so `id` sits at its top. */
function scrollBodyTo(body: HTMLElement | null, id: string): boolean {
  const target = document.getElementById(id);
  if (!body || !target || !body.contains(target)) return false;
  body.scrollTop += target.getBoundingClientRect().top - body.getBoundingClientRect().top;
  return true;
}

/**
 * A game's rules in a bottom sheet over the current screen, which stays mounted and untouched
 * (its scroll and open panels survive). Opens at `anchor` when given.
 */
export function RulesSheet({ game, anchor, onClose }: RulesSheetProps) {
  const { t, lang } = useT();
  const body = useRef<HTMLDivElement>(null);
  const page = useRulesPage(game, lang);

  useEffect(() => {
    if (page && anchor) scrollBodyTo(body.current, anchor);
  }, [page, anchor]);

  // Links inside the rules ("see Tortuga", the contents list) move within the sheet.
  const onBodyClick = (e: MouseEvent) => {
    const link = (e.target as Element).closest?.('a[href^="#"]');
    const id = link?.getAttribute('href')?.replace(/^#(\/game\/[^/]+\/rules\/)?/, '');
    if (link && id && !id.startsWith('/') && scrollBodyTo(body.current, id)) e.preventDefault();
  };

  return (
    <BottomSheet
      name="rules-sheet"
      title={t('rulesSheet.title', { game: t(`games.${game}.name`) })}
      closeLabel={t('rulesSheet.close')}
      closeOnBackdrop
      bodyRef={body}
      onBodyClick={onBodyClick}
      onClose={onClose}
    >
      {page === undefined && <p aria-busy="true">{t('app.loading')}</p>}
      {page === null && <p role="alert">{t('rules.missing')}</p>}
      {page && <RulesText page={page} contents={!anchor} sectionHref={(id) => `#${id}`} />}
    </BottomSheet>
  );
}
