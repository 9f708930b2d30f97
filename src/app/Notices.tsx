import { useEffect, useRef, useState } from 'preact/hooks';
import { useT } from '../i18n/useT';
import { IconButton } from '../ui/IconButton';
import { getStorageStatus, onStorageStatus } from '../storage/status';
import { dismissNotice, onNotices, type Notice } from './notices';
import './Notices.css';

/** The storage problem banner and the notices (announced to screen readers); rendered above the page's content. */
export function Notices() {
  const { t } = useT();
  const [list, setList] = useState<Notice[]>([]);
  const [storage, setStorage] = useState(getStorageStatus());
  useEffect(() => onNotices(setList), []);
  useEffect(() => onStorageStatus(setStorage), []);
  // The notices float over the bottom of the screen; the page gets that much room below its
  // content (--notices-h), so the last buttons can always scroll clear of them (issue 10 point 11).
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = area.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => root.setProperty('--notices-h', `${el.offsetHeight}px`));
    observer.observe(el);
    return () => (observer.disconnect(), root.removeProperty('--notices-h'));
  }, []);
  const renderNotice = (n: Notice) => (
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
  );
  return (
    <>
      {storage.problem && (
        <div class="banner" role="alert" data-testid="storage-problem">
          <strong>{t(`storage.${storage.problem}.title`)}</strong> {t(`storage.${storage.problem}.text`)}
          {(storage.problem === 'ERR_STORAGE_OUTDATED' || storage.problem === 'ERR_STORAGE_NEWER') && (
            <button type="button" onClick={() => location.reload()}>
              {t('storage.reload')}
            </button>
          )}
        </div>
      )}
      {/* Information only (e.g. "ready to work offline"): in the page's flow at the top, so it never covers a button. */}
      <div class="notices-inline" role="status" aria-live="polite">
        {list.filter((n) => !n.action).map(renderNotice)}
      </div>
      {/* A notice with an action (undo, update) floats at the bottom where a thumb reaches it; the page gets room below. */}
      <div class="notices" role="status" aria-live="polite" ref={area}>
        {list.filter((n) => n.action).map(renderNotice)}
      </div>
    </>
  );
}
