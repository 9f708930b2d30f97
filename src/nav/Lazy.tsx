import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { useT } from '../i18n/useT';

/**
 * Renders a component from a lazy chunk. Each screen is its own chunk, so the first screen
 * loads little; the service worker has precached them all, so this is instant offline.
 */
export function Lazy<P extends object>({ load, props }: { load: () => Promise<ComponentType<P>>; props: P }) {
  const [Comp, setComp] = useState<ComponentType<P> | null>(null);
  const [failed, setFailed] = useState(false);
  const { t } = useT();
  useEffect(() => {
    let live = true;
    setComp(null);
    load().then(
      (c) => live && setComp(() => c),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [load]);
  if (failed) return <p role="alert">{t('errors.ERR_CHUNK_LOAD')}</p>;
  if (!Comp)
    return (
      <p class="loading" aria-busy="true">
        {t('app.loading')}
      </p>
    );
  return <Comp {...props} />;
}
