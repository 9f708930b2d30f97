/**
 * The host phone's pairing panel above the board: for each seat played on its own phone, its
 * state (waiting, joined, away) and, while it waits, the offer QR with its text code, then where
 * the guest's answer is scanned or pasted. A silent phone's seat can be given to a bot.
 */
import { useLayoutEffect, useState } from 'preact/hooks';
import { useT } from '../../../i18n/useT';
import type { HostLink, SeatLink } from '../hostLink';
import { CodeCard } from './CodeCard';
import { CodeInput } from './CodeInput';
import { pairingError } from './words';
import './tables.css';

export function HostPanel({ link }: { link: HostLink<unknown, unknown> }) {
  const { t } = useT('play');
  const [, redraw] = useState(0);
  // Listening from the commit that drew the rows, not a frame later (`useEffect`): a change in
  // between (an offer ready while a busy phone is late to paint) was heard by nobody, and the row
  // kept offering "Invite" with the code already made (issue 23, a first tap that came to nothing).
  useLayoutEffect(() => link.subscribe(() => redraw((n) => n + 1)), [link]);
  const seats = link.links();
  const open = seats.filter((s) => s.status === 'waiting' || s.status === 'inviting');
  return (
    <section class="host-panel" aria-labelledby="host-panel-h" data-testid="host-panel">
      <h2 id="host-panel-h">{t('tables.phonesTitle')}</h2>
      <ul class="host-seats">
        {seats.map((s) => (
          <SeatRow key={s.seat} link={link} seat={s} />
        ))}
      </ul>
      {open.length > 0 && <p class="hint">{t('tables.hostHint')}</p>}
      <CheckConnection seats={seats} />
    </section>
  );
}

/** A ping this slow (ms) makes moves feel late on a phone; below it the connection reads as good. */
const SLOW_MS = 250;

/** "Check connection": each phone's last round trip, in words (the pings run every 2 s anyway). */
function CheckConnection({ seats }: { seats: SeatLink[] }) {
  const { t } = useT('play');
  const [shown, setShown] = useState(false);
  const phones = seats.filter((s) => s.status !== 'bot');
  if (phones.length === 0) return null;
  const line = (s: SeatLink) =>
    s.status === 'away'
      ? t('tables.rtt.away', { name: s.name })
      : s.status !== 'joined'
        ? t('tables.rtt.off', { name: s.name })
        : s.rtt === null
          ? t('tables.rtt.none', { name: s.name })
          : t(s.rtt < SLOW_MS ? 'tables.rtt.good' : 'tables.rtt.slow', { name: s.name, count: Math.max(1, Math.round(s.rtt)) });
  return (
    <>
      <button type="button" aria-expanded={shown} onClick={() => setShown(!shown)} data-testid="check-connection">
        {t('tables.checkConnection')}
      </button>
      {shown && (
        <ul class="host-rtt" data-testid="rtt">
          {phones.map((s) => (
            <li key={s.seat}>{line(s)}</li>
          ))}
        </ul>
      )}
    </>
  );
}

function SeatRow({ link, seat: s }: { link: HostLink<unknown, unknown>; seat: SeatLink }) {
  const { t } = useT('play');
  const [busy, setBusy] = useState(false);
  const run = (job: () => Promise<unknown>) => {
    setBusy(true);
    void job().finally(() => setBusy(false));
  };
  const status = t(`tables.seat.${s.status}`, { name: s.name });
  return (
    <li class={`host-seat is-${s.status}`} data-testid={`host-seat-${s.seat}`}>
      <p class="host-seat-status" data-testid="seat-status">
        {status}
      </p>
      {s.status === 'waiting' && (
        <button type="button" class="primary" disabled={busy} onClick={() => run(() => link.invite(s.seat))} data-testid="invite">
          {t('tables.invite', { name: s.name })}
        </button>
      )}
      {s.status === 'inviting' && s.code && s.oneCode && (
        <>
          <p>{t('tables.showOfferKnown', { name: s.name })}</p>
          <CodeCard code={s.code} label={t('tables.offerQr', { name: s.name })} />
          <p class="hint">{t('tables.twoCodesHint', { name: s.name })}</p>
          <button type="button" disabled={busy} onClick={() => run(() => link.invite(s.seat, true))} data-testid="two-codes">
            {t('tables.twoCodes')}
          </button>
        </>
      )}
      {s.status === 'inviting' && s.code && !s.oneCode && (
        <>
          <p>{t('tables.showOffer', { name: s.name })}</p>
          <CodeCard code={s.code} label={t('tables.offerQr', { name: s.name })} />
          <p>{t('tables.thenAnswer', { name: s.name })}</p>
          <CodeInput
            testid="answer"
            label={t('tables.answerOf', { name: s.name })}
            busy={busy}
            error={s.error ? pairingError(t, s.error) : null}
            onCode={(code) => run(() => link.answer(s.seat, code))}
          />
          {/* The phones could not connect (the error says why): a new code, for the guest to scan again. */}
          {s.error && (
            <button type="button" disabled={busy} onClick={() => run(() => link.invite(s.seat))} data-testid="invite-again">
              {t('tables.invite', { name: s.name })}
            </button>
          )}
        </>
      )}
      {s.status === 'waiting' && s.error && (
        <p role="alert" class="field-error">
          {pairingError(t, s.error)}
        </p>
      )}
      {s.status === 'away' && (
        <>
          <p class="hint">{t('tables.awayHint', { name: s.name })}</p>
          <button type="button" disabled={busy} onClick={() => run(() => link.invite(s.seat))} data-testid="reinvite">
            {t('tables.reinvite', { name: s.name })}
          </button>
          <button type="button" disabled={busy} onClick={() => run(() => link.toBot(s.seat))} data-testid="to-bot">
            {t('tables.toBot', { name: s.name })}
          </button>
        </>
      )}
    </li>
  );
}
