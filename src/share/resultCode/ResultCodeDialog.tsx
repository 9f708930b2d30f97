/**
 * "Show the result as a code": the finished session's result as a QR code, with the same code as
 * text and "Copy" under it (the table's CodeCard), for another phone's "Add a result from another
 * phone". Lazy chunk with the codec and lean-qr: nothing of it is on the first load.
 */
import { createPortal } from 'preact/compat';
import { useEffect, useMemo, useRef } from 'preact/hooks';
import type { ScoreResult } from '../../games/types';
import { useT } from '../../i18n/useT';
import { CodeCard } from '../../play/tables/ui/CodeCard';
import type { SessionRecord } from '../../storage/types';
import { PLAYER_COLORS } from '../../ui/colors';
import { encodeResult, MAX_CODE_CHARS } from './codec';
import { codedResult } from './fromSession';
import '../share.css';
import '../../play/tables/ui/tables.css';
import './resultCode.css';

/** Marks the history entry the dialog pushes, so "back" closes the dialog and nothing else. */
const CODE_STATE = 'stolik-result-code';

interface Props {
  session: SessionRecord;
  result: Pick<ScoreResult, 'totals' | 'ranking' | 'facts'>;
  gameName: string;
  onClose: () => void;
}

export function ResultCodeDialog({ session, result, gameName, onClose }: Props) {
  const { t } = useT('share');
  const dialog = useRef<HTMLDialogElement>(null);
  // Fixed when the dialog opens: a later save of the sheet does not redraw the code being scanned.
  const code = useMemo(() => encodeResult(codedResult(session, result), PLAYER_COLORS), []);
  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
    // The phone's back button closes the dialog (a same-URL history entry, as the result card does).
    history.pushState({ [CODE_STATE]: true }, '');
    const onPop = () => d?.open && d.close();
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      if ((history.state as Record<string, unknown> | null)?.[CODE_STATE]) history.back();
      if (d?.open) d.close();
    };
  }, []);
  return createPortal(
    <dialog ref={dialog} class="card-dialog rc-dialog" aria-labelledby="rc-title" onClose={onClose} data-testid="result-code-dialog">
      <h2 id="rc-title">{t('resultCode.show.title')}</h2>
      {code.length > MAX_CODE_CHARS ? (
        <p role="alert" class="field-error" data-testid="result-code-too-long">
          {t('resultCode.show.tooLong')}
        </p>
      ) : (
        <>
          <p class="small">{t('resultCode.show.hint')}</p>
          <CodeCard code={code} label={t('resultCode.show.qrLabel', { game: gameName })} />
        </>
      )}
      <div class="actions">
        <button type="button" onClick={() => dialog.current?.close()} data-testid="result-code-close">
          {t('resultCode.show.close')}
        </button>
      </div>
    </dialog>,
    document.body,
  );
}
