import { useEffect, useState } from 'preact/hooks';
import { i18next } from './index';

/**
 * Re-renders the calling component when the language changes; returns i18next's `t` for `ns`
 * (a list looks a key up in each namespace in turn, e.g. a screen's own strings, then common).
 */
export function useT(ns?: string | string[]) {
  const [, bump] = useState(0);
  useEffect(() => {
    const onChange = () => bump((n) => n + 1);
    i18next.on('languageChanged', onChange);
    i18next.on('added', onChange);
    return () => {
      i18next.off('languageChanged', onChange);
      i18next.off('added', onChange);
    };
  }, []);
  return { t: i18next.getFixedT(null, ns ?? 'common'), lang: i18next.language };
}
