import { useEffect, useRef, useState } from 'preact/hooks';
import { useT } from '../../../i18n/useT';
import type { SeatRecord } from '../../../storage/types';
import { Breakdown } from '../../../ui/score/Breakdown';
import { CannotScore } from '../../../ui/score/CannotScore';
import { ScoreFooter } from '../../../ui/score/ScoreFooter';
import { useScoreSession } from '../../../ui/score/useScoreSession';
import { BIG_HAUL_ICON_KEY, UNKNOWN_ICON_CARD } from '../data/cards';
import { BigHaulAnswer, BigHaulQuestion, useBigHaulAnswer } from './BigHaul';
import { GAME } from './CardFace';
import { ownerOf, setCount, toggleCard, type KotInput } from './holdings';
import { PlayerEditor } from './PlayerEditor';
import { ResultTable } from './ResultTable';

/** The seat a failure points at ("players.2.cards.0" is the third saved player). */
function seatOfPath(input: unknown, seats: SeatRecord[], path: string | undefined): SeatRecord | undefined {
  const m = /^players\.(\d+)/.exec(path ?? '');
  const players = (input as { players?: unknown } | undefined)?.players;
  const entry = m && Array.isArray(players) ? (players[Number(m[1])] as { id?: unknown } | undefined) : undefined;
  return seats.find((s) => s.id === entry?.id);
}

/**
 * A saved King of Thieves score sheet: one player at a time (switcher with live totals), the
 * Big Haul question when the score depends on it, then totals, places and the breakdown.
 */
export function ScoreSheet({ sessionId }: { sessionId: string }) {
  const { t } = useT(GAME);
  const { session, input, edit, result, failure, saveState, update, reloadCardValues, ready } = useScoreSession<KotInput>(GAME, sessionId);
  const [current, setCurrent] = useState<string | null>(null);
  const jumped = useRef(false);
  const bigHaul = useBigHaulAnswer();
  useEffect(() => {
    // After "next player" the new player's heading comes into view and takes the focus.
    if (!jumped.current) return;
    jumped.current = false;
    document.getElementById('kot-player-h')?.focus();
  }, [current]);

  if (session === undefined) return <p aria-busy="true">{t('common:app.loading')}</p>;
  const seats = session?.game === GAME ? session.players : [];
  const seat = seats.find((s) => s.id === current) ?? seats[0];
  if (!session || !seat) return <p role="alert">{t('common:pad.notFound')}</p>;

  const next = seats[(seats.indexOf(seat) + 1) % seats.length]!;
  const goTo = (s: SeatRecord, focus = false) => {
    jumped.current = focus;
    setCurrent(s.id);
  };
  const refreshValues = async () => {
    await reloadCardValues();
    bigHaul.refresh();
  };
  const asksIcon = failure?.params?.key === BIG_HAUL_ICON_KEY;
  const failingSeat = failure && !asksIcon ? seatOfPath(input, seats, failure.path) : undefined;

  return (
    <>
      <h1>{t('common:games.king-of-thieves.name')}</h1>
      <div class="chips" role="group" aria-label={t('sheet.players')}>
        {seats.map((s) => (
          <button key={s.id} type="button" class="chip" aria-pressed={s.id === seat.id} data-testid={`seat-${s.name}`} onClick={() => goTo(s)}>
            <span class="dot" style={{ background: s.color }} aria-hidden="true" />
            {s.name}
            {result && <span class="small">{t('common:table.points', { count: result.totals[s.id] ?? 0 })}</span>}
          </button>
        ))}
      </div>
      <PlayerEditor key={seat.id} input={input} seats={seats} seat={seat}
        onCount={(field, value) => void edit((i) => setCount(i, seat.id, field, value))}
        onToggleCard={(id) => void edit((i) => toggleCard(i, seat.id, id))}>
        {failure && <CannotScore game={GAME} failure={failure} />}
        {failingSeat && failingSeat.id !== seat.id && (
          <button type="button" onClick={() => goTo(failingSeat, true)}>{t('sheet.showPlayer', { name: failingSeat.name })}</button>
        )}
        {asksIcon && <BigHaulQuestion onAnswered={refreshValues} />}
        {!failure && bigHaul.answer !== undefined && ownerOf(input, UNKNOWN_ICON_CARD) !== undefined && (
          <BigHaulAnswer answer={bigHaul.answer} onForget={refreshValues} />
        )}
      </PlayerEditor>
      {seats.length > 1 && (
        <div class="actions">
          <button type="button" class="primary" data-testid="next-player" onClick={() => goTo(next, true)}>
            {t('sheet.next', { name: next.name })}
          </button>
        </div>
      )}
      <section aria-labelledby="kot-result-h">
        <h2 id="kot-result-h">{t('sheet.result')}</h2>
        {result ? (
          <ResultTable seats={seats} input={input} result={result} />
        ) : (
          <p class="hint">{ready ? t('sheet.noTotals') : t('common:app.loading')}</p>
        )}
      </section>
      {result && <Breakdown game={GAME} seats={seats} result={result} />}
      <ScoreFooter session={session} result={result} saveState={saveState}
        onToggleFinished={() => void update((s) => ({ ...s, finished: !s.finished }))} />
    </>
  );
}
