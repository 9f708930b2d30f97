import { useEffect, useRef, useState } from 'preact/hooks';
import { useT } from '../../../../i18n/useT';
import { getCardValues } from '../../../../storage/cardValues';
import { ScoreFooter } from '../../../../ui/score/ScoreFooter';
import { useScoreSession } from '../../../../ui/score/useScoreSession';
import type { CardValues, ScoreResult } from '../../../types';
import { MAX_ROUNDS } from '../../data/decks';
import { scorer } from '../../score';
import { addRound, dropLastRound, roundIsBlank } from './edits';
import { Explained } from './Explained';
import { isSheet, type RsInput } from './input';
import { normalize } from './normalize';
import { GAME } from './names';
import { Problem } from './Problem';
import { RoundEditor } from './RoundEditor';
import { RoundTabs } from './RoundTabs';
import { scoreSheet } from './scoring';
import { SheetSettings } from './SheetSettings';
import { Totals } from './Totals';

/** The user's printed values for this game, reloaded after a question is answered. */
function useCardValues() {
  const [values, setValues] = useState<CardValues | null>(null);
  const reload = () =>
    getCardValues(GAME).then(
      (v) => (setValues(v), v),
      () => (setValues({}), {}),
    );
  useEffect(() => void reload(), []);
  return { values, reload };
}

/**
 * A saved Royal Stake sheet: round tabs, the open round's editor (squads, tricks, the won cards
 * this squad needs), why it cannot be scored yet, running totals, the explained breakdown and
 * the footer. Every change is saved before it shows; earlier rounds stay editable.
 */
export function Sheet({ sessionId }: { sessionId: string }) {
  const { t } = useT(GAME);
  const { session, edit, update, saveState, reloadCardValues } = useScoreSession<RsInput>(GAME, sessionId);
  const cards = useCardValues();
  const [view, setView] = useState<number | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  if (session === undefined || !cards.values) return <p aria-busy="true">{t('common:app.loading')}</p>;
  if (session === null || session.game !== GAME) return <p role="alert">{t('common:pad.notFound')}</p>;
  if (!isSheet(session.data) || session.data.rounds.length === 0) return <p role="alert">{t('common:errors.ERR_BAD_INPUT')}</p>;
  const input = normalize(session.data);

  const seats = session.players;
  const score = scoreSheet(input, cards.values);
  const last = input.rounds.length - 1;
  const r = Math.min(view ?? last, last);
  // Every change starts from the latest saved input with its optional fields filled in.
  const change = (fn: (i: RsInput) => RsInput) => void edit((i) => fn(normalize(i)));
  const goRound = (i: number) => {
    setView(i);
    // The round's heading takes the focus, so the next entry starts right there.
    requestAnimationFrame(() => heading.current?.focus());
  };
  // A printed value was entered: score with it everywhere, and keep the history's summary true.
  const answered = async () => {
    const [values] = await Promise.all([cards.reload(), reloadCardValues()]);
    const scored = scorer.score(normalize(input), values);
    if (scored.ok) await update((s) => ({ ...s, result: { totals: scored.value.totals, ranking: scored.value.ranking } }));
  };
  const canAdd = !score.failure && !score.final && input.rounds.length < MAX_ROUNDS[input.mode];
  const shared: ScoreResult | null = score.shown ? { totals: score.totals, ranking: score.shown.ranking, breakdown: {} } : null;

  return (
    <>
      <h1>{t(`common:games.${GAME}.name`)}</h1>
      <p class="small" data-testid="rs-mode">
        {t(`scoreUi.modes.${input.mode}`)}
        {session.finished && <span class="badge-small">{t('scoreUi.finished')}</span>}
      </p>
      <RoundTabs
        rounds={input.rounds.length}
        scored={score.shown?.rounds.length ?? 0}
        current={r}
        onPick={goRound}
        onAdd={canAdd ? () => void edit((i) => addRound(normalize(i))).then((saved) => saved && goRound(last + 1)) : undefined}
        onDrop={last > 0 && roundIsBlank(input, last) ? () => void edit(dropLastRound).then(() => goRound(last - 1)) : undefined}
      />
      <section aria-labelledby="rs-round-h">
        <h2 id="rs-round-h" ref={heading} tabIndex={-1}>
          {t('scoreUi.roundOf', { n: r + 1, max: MAX_ROUNDS[input.mode] })}
        </h2>
        <RoundEditor key={r} input={input} r={r} seats={seats} onChange={change} />
      </section>
      <Problem failure={score.failure} seats={seats} current={r} onGo={goRound} onValueSaved={() => answered()} />
      <Totals input={input} seats={seats} score={score} />
      {score.shown && <Explained game={score.shown} seats={seats} totals={score.totals} />}
      <SheetSettings input={input} seats={seats} onChange={change} />
      <ScoreFooter session={session} result={shared} saveState={saveState}
        onToggleFinished={() => void update((s) => ({ ...s, finished: !s.finished }))} />
    </>
  );
}
