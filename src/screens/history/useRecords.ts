import { useEffect, useState } from 'preact/hooks';
import { ensureNamespace } from '../../i18n';
import { useT } from '../../i18n/useT';

/**
 * The History and Players strings (locales/<lang>/records.json): loaded when a screen first
 * needs them, so the home screen's first load stays small. `ready` is false until they are in.
 */
export function useRecords() {
  const [ready, setReady] = useState(false);
  useEffect(
    () =>
      void ensureNamespace('records').then(
        () => setReady(true),
        () => setReady(true),
      ),
    [],
  );
  return { ...useT('records'), ready };
}
