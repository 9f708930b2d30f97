import { useEffect, useRef } from 'preact/hooks';
import { useT } from '../i18n/useT';
import type { SeatRecord } from '../storage/types';

interface PassCurtainProps {
  /** The person who should take the phone now. */
  player: SeatRecord;
  onReveal: () => void;
  /** The previous person may still take back their move before handing over. */
  undo?: { player: SeatRecord; onUndo: () => void; disabled?: boolean };
}

/**
 * Stands between two people sharing the phone: names who takes it next and shows nothing else
 * of the game. The caller renders no game view while it is up, so secrets are not in the DOM.
 */
export function PassCurtain({ player, onReveal, undo }: PassCurtainProps) {
  const { t } = useT('play');
  const button = useRef<HTMLButtonElement>(null);
  // Focus the big button so a screen reader announces whose turn it is.
  useEffect(() => button.current?.focus(), [player.id]);
  return (
    <section class="panel curtain" aria-labelledby="curtain-h" data-testid="curtain">
      <h2 id="curtain-h">
        <span class="dot" style={{ background: player.color }} aria-hidden="true" /> {t('curtain.pass', { name: player.name })}
      </h2>
      <p class="hint">{t('curtain.hint', { name: player.name })}</p>
      <button ref={button} type="button" class="primary" style={{ width: '100%', minHeight: '30vh' }} onClick={onReveal} data-testid="reveal">
        {t('curtain.reveal', { name: player.name })}
      </button>
      {undo && (
        <p>
          <button type="button" onClick={undo.onUndo} disabled={undo.disabled} data-testid="curtain-undo">
            {t('curtain.undo', { name: undo.player.name })}
          </button>
        </p>
      )}
    </section>
  );
}
