import { useEffect, useRef, useState } from 'preact/hooks';
import { useT } from '../../../../i18n/useT';
import { ScoreFooter } from '../../../../ui/score/ScoreFooter';
import { SheetLock } from '../../../../ui/score/SheetLock';
import { useScoreSession } from '../../../../ui/score/useScoreSession';
import type { ScoreResult } from '../../../types';
import { MAX_ROUNDS } from '../../data/decks';
import { rsFacts } from '../../score/facts';
import { DisputeButton } from '../judge/JudgeSheet';
import { addRound, dropLastRound, roundIsBlank } from './edits';
import { Explained } from './Explained';
import { fitsSeats, isSheet, type RsInput } from './input';
import { missingIn } from './missing';
import { normalize } from './normalize';
import { GAME } from './names';
import { NextAction } from './NextAction';
import { Problem } from './Problem';
import { RoundEditor } from './RoundEditor';
import { RoundStatus } from './RoundStatus';
import { RoundTabs } from './RoundTabs';
import { scoreSheet, type SheetScore } from './scoring';
import { SheetSettings } from './SheetSettings';
import { Totals } from './Totals';
import './score.css';

/** The history list's summary of what the sheet counts (complete rounds only), or null. */
const summaryOf = (score: SheetScore) => (score.shown ? { totals: score.totals, ranking: score.shown.ranking } : null);

/**
 * A saved Royal Stake sheet: round tabs; the open round with what it still lacks at the top,
 * its entry (squads, tricks, only the counts it needs) and the next action where the entry
 * ends; why it cannot be scored; running totals; the explained breakdown; the footer. Only
 * rounds with every value entered are counted. Every change is saved before it shows.
 */
export function Sheet({ sessionId }: { sessionId: string }) {
  const { t } = useT(GAME);
  const { session, edit, update, saveState, undo, locked, toggleFinished, reloadCardValues, cardValues, cardValuesReady } = useScoreSession<RsInput>(
    GAME,
    sessionId,
  );
  const [view, setView] = useState<number | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const data = session?.data;
  const valid =
    !!session &&
    isSheet(data) &&
    data.rounds.length > 0 &&
    fitsSeats(
      data,
      session.players.map((p) => p.id),
    );
  const input = valid ? normalize(data as RsInput) : null;
  const score = input && cardValuesReady ? scoreSheet(input, cardValues) : null;
  const summary = score ? summaryOf(score) : null;
  const facts = input && session ? rsFacts(input.mode, input.rounds, new Set(session.players.map((p) => p.id))) : undefined;
  // The history list shows what the sheet counts: never a round with a value not entered.
  useEffect(() => {
    if (!session || !score || locked) return;
    const same = JSON.stringify(summary) === JSON.stringify(session.result ?? null) && JSON.stringify(facts) === JSON.stringify(session.facts);
    if (!same) void update((s) => ({ ...s, result: summary ?? undefined, facts }));
  }, [JSON.stringify(summary), JSON.stringify(facts), session?.updatedAt]);
  if (session === undefined || !cardValuesReady) return <p aria-busy="true">{t('common:app.loading')}</p>;
  if (session === null || session.game !== GAME) return <p role="alert">{t('common:pad.notFound')}</p>;
  if (!input || !score) return <p role="alert">{t('common:errors.ERR_BAD_INPUT')}</p>;

  const seats = session.players;
  const last = input.rounds.length - 1;
  const r = Math.min(view ?? last, last);
  const missing = missingIn(input, r, score.catchUp);
  // Every change starts from the latest saved input with its list fields filled in.
  // Resolves whether the change landed, so a typed count that did not can show the stored value again.
  const change = (fn: (i: RsInput) => RsInput) => edit((i) => fn(normalize(i)));
  const goRound = (i: number) => {
    setView(i);
    // The round's heading takes the focus, so the next entry starts right there.
    requestAnimationFrame(() => heading.current?.focus());
  };
  const canAdd = !score.failure && !score.final && score.complete === input.rounds.length && input.rounds.length < MAX_ROUNDS[input.mode];
  const shared: ScoreResult | null = score.shown
    ? { totals: score.totals, ranking: score.shown.ranking, breakdown: {}, ...(score.shown.tieBreaks ? { tieBreaks: score.shown.tieBreaks } : {}) }
    : null;
  const onAdd = () => void edit((i) => addRound(normalize(i))).then((saved) => saved && goRound(last + 1));

  return (
    <>
      <h1>{t(`common:games.${GAME}.name`)}</h1>
      <p class="small" data-testid="rs-mode">
        {t(`scoreUi.modes.${input.mode}`)}
        {session.finished && <span class="badge-small">{t('scoreUi.finished')}</span>}
      </p>
      <RoundTabs
        rounds={input.rounds.length}
        scored={Math.min(score.complete, score.shown?.rounds.length ?? 0)}
        current={r}
        onPick={goRound}
        onDrop={!locked && last > 0 && roundIsBlank(input, last) ? () => void edit(dropLastRound).then(() => goRound(last - 1)) : undefined}
      />
      <section aria-labelledby="rs-round-h">
        <h2 id="rs-round-h" ref={heading} tabIndex={-1}>
          {t('scoreUi.roundOf', { n: r + 1, max: MAX_ROUNDS[input.mode] })}
        </h2>
        <RoundStatus missing={missing} seats={seats} n={r + 1} scored={!score.failure && r < (score.shown?.rounds.length ?? 0)} />
        <SheetLock locked={locked}>
          <RoundEditor key={r} input={input} r={r} seats={seats} onChange={change} catchUp={score.catchUp} />
        </SheetLock>
        <Problem
          failure={score.failure}
          seats={seats}
          players={input.players}
          current={r}
          onGo={goRound}
          onValueSaved={async () => void (await reloadCardValues())}
        />
        {r === last && (
          <NextAction
            missing={missing}
            seats={seats}
            canAdd={canAdd && !locked}
            nextRound={input.rounds.length + 1}
            final={score.final}
            finished={session.finished}
            onAdd={onAdd}
            onFinish={() => void toggleFinished()}
          />
        )}
        <DisputeButton seats={seats} mode={input.mode} />
      </section>
      <Totals input={input} seats={seats} score={score} />
      {score.shown && <Explained game={score.shown} seats={seats} totals={score.totals} />}
      <SheetLock locked={locked} hint={false}>
        <SheetSettings input={input} seats={seats} onChange={change} />
      </SheetLock>
      <ScoreFooter session={session} result={shared} saveState={saveState} undo={undo} onToggleFinished={toggleFinished} />
    </>
  );
}
