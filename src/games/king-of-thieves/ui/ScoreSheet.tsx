import { useEffect, useRef, useState } from 'preact/hooks';
import { useT } from '../../../i18n/useT';
import type { SeatRecord } from '../../../storage/types';
import { Breakdown } from '../../../ui/score/Breakdown';
import { CannotScore } from '../../../ui/score/CannotScore';
import { ScoreFooter } from '../../../ui/score/ScoreFooter';
import { SheetLock } from '../../../ui/score/SheetLock';
import { useScoreSession } from '../../../ui/score/useScoreSession';
import { BIG_HAUL_ICON_KEY, UNKNOWN_ICON_CARD } from '../data/cards';
import { BigHaulAnswer, BigHaulQuestion, useBigHaulAnswer } from './BigHaul';
import { GAME } from './CardFace';
import { missingCounts, ownerOf, setCount, toggleCard, type KotInput } from './holdings';
import { PlayerRefusal } from '../../../ui/score/PlayerRefusal';
import { StillMissing } from '../../../ui/score/StillMissing';
import { PlayerEditor } from './PlayerEditor';
import { ResultTable } from './ResultTable';

/** The seat a failure points at ("players.2.cards.0" is the third saved player). */
function seatOfPath(input: unknown, seats: SeatRecord[], path: string | undefined): SeatRecord | undefined {
  const m = /^players\.(\d+)/.exec(path ?? '');
  const players = (input as { players?: unknown } | undefined)?.players;
  const entry = m && Array.isArray(players) ? (players[Number(m[1])] as { id?: unknown } | undefined) : undefined;
  return seats.find((s) => s.id === entry?.id);
}

/** Where a seat's entry sits in the saved players list (failure paths count by it). */
function playerIndex(input: unknown, id: string): number {
  const players = (input as { players?: unknown } | undefined)?.players;
  return Array.isArray(players) ? players.findIndex((p) => (p as { id?: unknown } | null)?.id === id) : -1;
}

/**
 * A saved King of Thieves score sheet: one player at a time (switcher with live totals), the
 * Big Haul question when the score depends on it, then totals, places and the breakdown.
 */
export function ScoreSheet({ sessionId }: { sessionId: string }) {
  const { t } = useT(GAME);
  const { session, input, edit, result, failure, saveState, update, reloadCardValues, ready, undo, locked } = useScoreSession<KotInput>(GAME, sessionId);
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
  const missing = missingCounts(
    input,
    seats.map((s) => s.id),
  );
  // The scorer stops at the first count nobody entered: that is "still to enter", not a refusal.
  const blank = missing.some((m) => m.fields.some((f) => failure?.path === `players.${playerIndex(input, m.id)}.${f}`));
  const refusal = failure && !blank ? failure : null;
  const asksIcon = refusal?.params?.key === BIG_HAUL_ICON_KEY;
  const failingSeat = refusal && !asksIcon ? seatOfPath(input, seats, refusal.path) : undefined;
  // A refusal names its player; one about this player's coins or notoriety sits under those fields.
  const atCount = failingSeat?.id === seat.id && /\.(coins|notoriety)$/.test(refusal?.path ?? '');
  const refusalHere =
    refusal && (failingSeat ? <PlayerRefusal game={GAME} failure={refusal} name={failingSeat.name} /> : <CannotScore game={GAME} failure={refusal} />);
  const nameOf = (id: string) => seats.find((s) => s.id === id)?.name ?? id;
  const blockedReason = missing.length > 0 ? t('common:score.finishNeedsAll') : refusal ? t('common:score.finishNeedsFix') : undefined;

  return (
    <>
      <h1>{t('common:games.king-of-thieves.name')}</h1>
      <StillMissing entries={missing.map((m) => ({ name: nameOf(m.id), fields: m.fields.map((f) => t(`missing.${f}`)) }))} />
      <div class="chips" role="group" aria-label={t('sheet.players')}>
        {seats.map((s) => (
          <button key={s.id} type="button" class="chip" aria-pressed={s.id === seat.id} data-testid={`seat-${s.name}`} onClick={() => goTo(s)}>
            <span class="dot" style={{ background: s.color }} aria-hidden="true" />
            {s.name}
            {result && <span class="small">{t('common:table.points', { count: result.totals[s.id] ?? 0 })}</span>}
          </button>
        ))}
      </div>
      <SheetLock locked={locked}>
        <PlayerEditor
          key={seat.id}
          input={input}
          seats={seats}
          seat={seat}
          onCount={(field, value) => void edit((i) => setCount(i, seat.id, field, value))}
          onToggleCard={(id) => void edit((i) => toggleCard(i, seat.id, id))}
          countRefusal={atCount ? refusalHere : undefined}
        >
          {!atCount && refusalHere}
          {failingSeat && failingSeat.id !== seat.id && !locked && (
            <button type="button" onClick={() => goTo(failingSeat, true)}>
              {t('sheet.showPlayer', { name: failingSeat.name })}
            </button>
          )}
          {asksIcon && !locked && <BigHaulQuestion onAnswered={refreshValues} />}
          {!refusal && bigHaul.answer !== undefined && ownerOf(input, UNKNOWN_ICON_CARD) !== undefined && (
            <BigHaulAnswer answer={bigHaul.answer} onForget={refreshValues} />
          )}
        </PlayerEditor>
      </SheetLock>
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
          <ResultTable seats={seats} input={input} result={result} finished={session.finished} />
        ) : (
          <p class="hint">{!ready ? t('common:app.loading') : missing.length > 0 ? t('sheet.waiting') : t('sheet.noTotals')}</p>
        )}
      </section>
      {result && <Breakdown game={GAME} seats={seats} result={result} />}
      <ScoreFooter
        session={session}
        result={result}
        saveState={saveState}
        undo={undo}
        blockedReason={blockedReason}
        onToggleFinished={() => void update((s) => ({ ...s, finished: !s.finished }))}
      />
    </>
  );
}
