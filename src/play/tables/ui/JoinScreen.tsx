/**
 * "Join a table" (`#/join`): scan or paste the host's code, show this phone's answer for the host
 * to scan, then play this seat's board. Every failure is said in words with what to do next.
 */
import { useEffect, useState } from 'preact/hooks';
import { useT } from '../../../i18n/useT';
import { GuestLink } from '../guestLink';
import { CodeCard } from './CodeCard';
import { CodeInput } from './CodeInput';
import { GuestBoard } from './GuestBoard';
import { pairingError } from './words';
import './tables.css';

export function JoinScreen() {
  const { t } = useT('play');
  const [link, setLink] = useState<GuestLink | null>(null);
  const [answer, setAnswer] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [, redraw] = useState(0);
  useEffect(() => {
    if (!link) return;
    const stop = link.subscribe(() => redraw((n) => n + 1));
    return () => (stop(), link.dispose());
  }, [link]);
  if (link?.table) return <GuestBoard link={link} />;
  const read = async (code: string) => {
    setBusy(true);
    setError(null);
    const made = await GuestLink.answer(code);
    setBusy(false);
    if (!made.ok) return setError(made.error);
    setLink(made.value.link);
    setAnswer(made.value.code);
  };
  return (
    <section class="join" aria-labelledby="join-h">
      <h1 id="join-h">{t('tables.joinTitle')}</h1>
      {!answer ? (
        <>
          <p>{t('tables.joinHint')}</p>
          <CodeInput testid="offer" label={t('tables.offerOfHost')} busy={busy} error={error ? pairingError(t, error) : null} onCode={(c) => void read(c)} />
          {busy && <p aria-busy="true">{t('tables.answering')}</p>}
        </>
      ) : (
        <>
          <p>{t('tables.showAnswer')}</p>
          <CodeCard code={answer} label={t('tables.answerQr')} />
          <p role="status" data-testid="join-status">
            {link?.error ? pairingError(t, link.error) : link?.status === 'lost' ? t('tables.notReached') : t('tables.waitingHost')}
          </p>
          <button type="button" onClick={() => (link?.dispose(), setLink(null), setAnswer(null), setError(null))}>
            {t('tables.startOver')}
          </button>
        </>
      )}
    </section>
  );
}
