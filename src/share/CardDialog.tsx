import { createPortal } from 'preact/compat';
import { useEffect, useRef, useState } from 'preact/hooks';
import { useT } from '../i18n/useT';
import { cardAlt, type CardModel } from './cardModel';
import { canShareFile, deliverFile, downloadFile } from './deliverFile';
import { resultCardPng } from './resultCard';
import './share.css';

/** Marks the history entry the dialog pushes, so "back" closes the dialog and nothing else. */
const CARD_STATE = 'stolik-card-dialog';

interface CardDialogProps {
  model: CardModel;
  fileName: string;
  onClose: () => void;
}

/**
 * The result card, drawn and shown before it leaves the phone: share it (Web Share with files) or
 * save it (a download), or close. Lazy chunk: the canvas code loads only when someone asks.
 */
export function CardDialog({ model, fileName, onClose }: CardDialogProps) {
  const { t } = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const [card, setCard] = useState<{ file: File; url: string } | null>(null);
  const [state, setState] = useState<'drawing' | 'ready' | 'failed'>('drawing');
  const [note, setNote] = useState('');

  useEffect(() => {
    let url = '';
    let live = true;
    resultCardPng(model).then(
      (blob) => {
        if (!live) return;
        const file = new File([blob], fileName, { type: 'image/png' });
        url = URL.createObjectURL(file);
        setCard({ file, url });
        setState('ready');
      },
      () => live && setState('failed'),
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [model, fileName]);

  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
    // The phone's back button closes the card (a same-URL history entry, as the rules sheet does).
    history.pushState({ [CARD_STATE]: true }, '');
    const onPop = () => d?.open && d.close();
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      if ((history.state as Record<string, unknown> | null)?.[CARD_STATE]) history.back();
      if (d?.open) d.close();
    };
  }, []);

  const share = async () => {
    if (!card) return;
    const how = await deliverFile(card.file, model.title);
    setNote(how === 'downloaded' ? t('share:saved', { name: fileName }) : '');
  };
  const save = () => {
    if (!card) return;
    downloadFile(card.file);
    setNote(t('share:saved', { name: fileName }));
  };
  const shareable = card ? canShareFile(card.file) : false;

  return createPortal(
    <dialog ref={dialog} class="card-dialog" aria-labelledby="card-dialog-title" onClose={onClose} data-testid="card-dialog">
      <h2 id="card-dialog-title">{t('share:cardTitle')}</h2>
      {state === 'drawing' && (
        <p aria-busy="true" class="small">
          {t('share:drawing')}
        </p>
      )}
      {state === 'failed' && (
        <p role="alert" class="field-error">
          {t('share:drawFailed')}
        </p>
      )}
      {card && <img class="card-preview" src={card.url} alt={cardAlt(model)} data-testid="card-image" />}
      <div class="actions">
        {shareable && (
          <button type="button" class="primary" onClick={() => void share()} disabled={!card} data-testid="card-share">
            {t('share:sendImage')}
          </button>
        )}
        <button type="button" class={shareable ? undefined : 'primary'} onClick={save} disabled={!card} data-testid="card-save">
          {t('share:saveImage')}
        </button>
        <button type="button" onClick={() => dialog.current?.close()} data-testid="card-close">
          {t('share:close')}
        </button>
      </div>
      <p role="status" class="small" data-testid="card-note">
        {note}
      </p>
    </dialog>,
    document.body,
  );
}
