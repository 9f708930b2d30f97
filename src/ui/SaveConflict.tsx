import { useEffect, useRef, useState } from 'preact/hooks';
import { useT } from '../i18n/useT';
import { conflictLabel, conflictValue } from './conflictLabel';
import { onConflicts, type PendingConflict } from './saveConflicts';
import './SaveConflict.css';

/** Shows each value both tabs changed, with both values, and lets the person pick which stays. */
export function SaveConflict() {
  const { t } = useT();
  const [list, setList] = useState<PendingConflict[]>([]);
  useEffect(() => onConflicts(setList), []);
  const c = list[0];
  const first = useRef<HTMLButtonElement>(null);
  // The question interrupts typing: move focus to it, so keyboard and screen-reader users meet it.
  useEffect(() => first.current?.focus(), [c?.key]);
  if (!c) return null;
  const title = c.theirs.title || t(`games.${c.theirs.game}.name`);
  return (
    <section class="save-conflict panel" role="alertdialog" aria-labelledby="conflict-h" aria-describedby="conflict-text" data-testid="save-conflict">
      <h2 id="conflict-h">{t('sync.conflictTitle')}</h2>
      <p id="conflict-text">{t('sync.conflictText', { title })}</p>
      <ul>
        {c.clashes.map((x) => (
          <li key={x.path.join('/')} data-testid="conflict-item">
            <strong>{conflictLabel(c.theirs, x.path, t)}</strong>
            <span>{t('sync.mine', { value: conflictValue(x.mine, t) })}</span>
            <span>{t('sync.theirs', { value: conflictValue(x.theirs, t) })}</span>
          </li>
        ))}
      </ul>
      <div class="actions">
        <button ref={first} type="button" class="primary" data-testid="keep-mine" onClick={() => c.choose('mine')}>
          {t('sync.keepMine')}
        </button>
        <button type="button" data-testid="keep-theirs" onClick={() => c.choose('theirs')}>
          {t('sync.keepTheirs')}
        </button>
      </div>
    </section>
  );
}
