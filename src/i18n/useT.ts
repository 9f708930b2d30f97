import { useEffect, useState } from 'preact/hooks';
import { i18next } from './index';

/** Re-renders the calling component when the language changes; returns i18next's `t`. */
export function useT(ns?: string) {
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
