import { useEffect, useState } from 'preact/hooks';
import { ensureNamespace, i18next } from '../i18n';

/**
 * Loads the `share` strings (their own namespace, so they never weigh on the first screen) and
 * says when they are there; a language switch reloads them with every namespace asked for.
 */
export function useShareStrings(): boolean {
  const [ready, setReady] = useState(() => i18next.hasResourceBundle(i18next.language, 'share'));
  useEffect(() => {
    let live = true;
    const done = () => live && setReady(true);
    ensureNamespace('share').then(done, done);
    return () => {
      live = false;
    };
  }, []);
  return ready;
}
