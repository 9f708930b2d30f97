/**
 * "Join a table" (`#/join`): scan or paste the host's code, show this phone's answer for the host
 * to scan, then play this seat's board. After a reload (or a lost host) it offers the table this
 * phone sat at (tableMemory.ts): first by itself, with the host's return ticket (no scan); when
 * the ticket cannot work, the host taps "Connect again" and one scan of its code is enough when
 * the host knows this phone (returnKeys.ts). Every failure is said in words with what to do.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { useT } from '../../../i18n/useT';
import { GuestLink, TICKET_MS } from '../guestLink';
import { loadGuestMemory, saveGuestMemory, type GuestMemory } from '../tableMemory';
import { CodeCard } from './CodeCard';
import { CodeInput } from './CodeInput';
import { GuestBoard } from './GuestBoard';
import { pairingError } from './words';
import './tables.css';

/**
 * A guest cannot tell a host that has not scanned its answer yet from a pairing that cannot
 * connect (the host's row says why after 10 s; an answer applied minutes later still connects):
 * after this long it says what to do if the host's phone shows a failure.
 */
export const SLOW_PAIRING_MS = 20_000;

export function JoinScreen() {
  const { t } = useT('play');
  const [link, setLink] = useState<GuestLink | null>(null);
  const [answer, setAnswer] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [memory, setMemory] = useState<GuestMemory | null>(null);
  // Scanned a code of the host this phone sat with: that host may connect with no second scan.
  const [known, setKnown] = useState(false);
  const [, redraw] = useState(0);
  // The return ticket is tried once, when the screen opens after a reload; "Start over" never retries it.
  const ticketTried = useRef(false);
  const [returning, setReturning] = useState(false);
  const [slow, setSlow] = useState(false);
  const waiting = !!answer && !link?.table && !link?.error;
  useEffect(() => {
    setSlow(false);
    if (!waiting) return;
    const timer = setTimeout(() => setSlow(true), SLOW_PAIRING_MS);
    return () => clearTimeout(timer);
  }, [waiting, answer]);
  useEffect(() => {
    if (!link) return;
    const stop = link.subscribe(() => redraw((n) => n + 1));
    return () => (stop(), link.dispose());
  }, [link]);
  useEffect(() => {
    if (!link)
      void loadGuestMemory().then((m) => {
        setMemory(m);
        if (!m?.ticket || ticketTried.current) return;
        ticketTried.current = true;
        setReturning(true);
        // After a finished game the host may have left the table: then the ticket fails and the
        // table is forgotten quietly (nothing was lost; the game is in History).
        const failed = () => (m.finished ? (void saveGuestMemory(null), setMemory(null)) : setError('ERR_TICKET_FAILED'));
        void GuestLink.rejoin(m).then((made) => {
          if (!made.ok) return (setReturning(false), failed());
          const back = made.value;
          setLink(back);
          // Not back by then: the ticket cannot work (the host's address changed); the codes remain.
          setTimeout(() => {
            setReturning(false);
            if (back.table) return;
            back.dispose();
            setLink((l) => (l === back ? null : l));
            failed();
          }, TICKET_MS);
        });
      });
  }, [link]);
  const startOver = () => ((ticketTried.current = true), link?.dispose(), setLink(null), setAnswer(null), setError(null), setKnown(false));
  if (link?.table) return <GuestBoard link={link} onRejoin={startOver} />;
  const read = async (code: string) => {
    setBusy(true);
    setError(null);
    const made = await GuestLink.answer(code);
    setBusy(false);
    if (!made.ok) return setError(made.error);
    setLink(made.value.link);
    setAnswer(made.value.code);
    setKnown(memory?.host === made.value.host);
  };
  const leave = () => (void saveGuestMemory(null), setMemory(null));
  return (
    <section class="join" aria-labelledby="join-h">
      <h1 id="join-h">{memory && !answer ? t('tables.rejoinTitle') : t('tables.joinTitle')}</h1>
      {!answer ? (
        <>
          {memory ? (
            <div data-testid="rejoin">
              <p>{t('tables.rejoinWhere', { game: t(`common:games.${memory.game}.name`), name: memory.name })}</p>
              <p>{t('tables.rejoinHint', { name: memory.name })}</p>
            </div>
          ) : (
            <p>{t('tables.joinHint')}</p>
          )}
          <CodeInput testid="offer" label={t('tables.offerOfHost')} busy={busy} error={error ? pairingError(t, error) : null} onCode={(c) => void read(c)} />
          {busy && <p aria-busy="true">{t('tables.answering')}</p>}
          {returning && (
            <p role="status" aria-busy="true" data-testid="returning">
              {t('tables.returning')}
            </p>
          )}
          {memory && (
            <button type="button" onClick={leave} data-testid="leave-table">
              {t('tables.leaveTable')}
            </button>
          )}
        </>
      ) : (
        <>
          <p>{known ? t('tables.showAnswerKnown') : t('tables.showAnswer')}</p>
          <CodeCard code={answer} label={t('tables.answerQr')} />
          <p role="status" data-testid="join-status">
            {link?.error ? pairingError(t, link.error) : link?.status === 'lost' ? t('tables.notReached') : t('tables.waitingHost')}
          </p>
          {slow && waiting && <p data-testid="join-slow">{t('tables.waitingLong')}</p>}
          <button type="button" onClick={startOver}>
            {t('tables.startOver')}
          </button>
        </>
      )}
    </section>
  );
}
