import { useEffect, useState } from 'preact/hooks';
import { useT } from '../i18n/useT';
import { IconButton } from '../ui/IconButton';
import { getStorageStatus, onStorageStatus } from '../storage/status';
import { dismissNotice, onNotices, type Notice } from './notices';

/** The bottom notice area and the storage problem banner (announced to screen readers). */
export function Notices() {
  const { t } = useT();
  const [list, setList] = useState<Notice[]>([]);
  const [storage, setStorage] = useState(getStorageStatus());
  useEffect(() => onNotices(setList), []);
  useEffect(() => onStorageStatus(setStorage), []);
  return (
    <>
      {storage.problem && (
        <div class="banner" role="alert" data-testid="storage-problem">
          <strong>{t(`storage.${storage.problem}.title`)}</strong> {t(`storage.${storage.problem}.text`)}
          {storage.problem === 'ERR_STORAGE_OUTDATED' && (
            <button type="button" onClick={() => location.reload()}>
              {t('storage.reload')}
            </button>
          )}
        </div>
      )}
      <div class="notices" role="status" aria-live="polite">
        {list.map((n) => (
          <div class="notice" key={n.id} data-testid={`notice-${n.id}`}>
            <span>{t(n.text, n.params)}</span>
            {n.action && (
              <button
                type="button"
                class="primary"
                onClick={() => {
                  dismissNotice(n.id);
                  void n.action!.run();
                }}
              >
                {t(n.action.label)}
              </button>
            )}
            <IconButton class="ghost" icon="×" label={t('app.dismiss')} onClick={() => dismissNotice(n.id)} />
          </div>
        ))}
      </div>
    </>
  );
}
