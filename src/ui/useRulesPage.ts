import { useEffect, useState } from 'preact/hooks';
import { loadRulesPage, type RulesPage } from '../i18n/rules';

/**
 * One game's rules page in `lang` (a lazy, precached chunk, so it works offline): undefined
 * while it loads, null when there is none or it failed to load. Used by the rules screen and
 * the rules sheet alike.
 */
export function useRulesPage(game: string, lang: string): RulesPage | null | undefined {
  const [page, setPage] = useState<RulesPage | null | undefined>(undefined);
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
  return page;
}
