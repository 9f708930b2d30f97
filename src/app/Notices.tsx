import { useEffect, useRef, useState } from 'preact/hooks';
import { useT } from '../i18n/useT';
import { IconButton } from '../ui/IconButton';
import { getStorageStatus, onStorageStatus } from '../storage/status';
import { dismissNotice, onNotices, type Notice } from '../ui/notices';
import './Notices.css';

/** The notices as they come and go. */
function useNotices(): Notice[] {
  const [list, setList] = useState<Notice[]>([]);
  useEffect(() => onNotices(setList), []);
  return list;
}

function NoticeItem({ n }: { n: Notice }) {
  const { t } = useT();
  return (
    <div class="notice" data-testid={`notice-${n.id}`}>
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
}

/**
 * Information only ("ready to work offline"), rendered inside the top bar and lying over it: it
 * takes no room in the page and covers none of the screen, so its arrival never moves or hides
 * what the player is reading or about to tap (it used to push the page 64 px down, under an open
 * rules sheet too). It covers the bar for a few seconds at most, and its × closes it at once.
 */
export function TopNotices() {
  const list = useNotices().filter((n) => !n.action);
  return (
    <div class="notices-top" role="status" aria-live="polite">
      {list.map((n) => (
        <NoticeItem key={n.id} n={n} />
      ))}
    </div>
  );
}

/** The storage problem banner (in the page's flow, above the content) and the notices with an action. */
export function Notices() {
  const { t } = useT();
  const list = useNotices();
  const [storage, setStorage] = useState(getStorageStatus());
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
      {/* A notice with an action (undo, update) floats at the bottom where a thumb reaches it; the page gets room below. */}
      <div class="notices" role="status" aria-live="polite" ref={area}>
        {list
          .filter((n) => n.action)
          .map((n) => (
            <NoticeItem key={n.id} n={n} />
          ))}
      </div>
    </>
  );
}
