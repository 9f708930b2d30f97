import { useId, useState } from 'preact/hooks';
import { useT } from '../../../../i18n/useT';
import { ConfirmButton } from '../../../../ui/ConfirmButton';
import { resolveTrick } from '../../referee';
import { CardPad } from './CardPad';
import { addCard, clearTrick, contextOf, editPlay, featuresOf, nextLead, seatOrder, undoCard, withSetup, type JudgeDraft, INITIAL_DRAFT } from './draft';
import { seatText } from './labels';
import { PlayList } from './PlayList';
import { TableSetup } from './TableSetup';
import { TrickOrder } from './TrickOrder';
import { Verdict } from './Verdict';

/**
 * The trick being judged, kept in memory only (a dispute helper saves nothing), but outside the
 * component so that a trip to the rules page and back finds the trick still there.
 */
let kept: JudgeDraft = INITIAL_DRAFT;

/** Forgets the kept trick (tests start from a fresh judge). */
export function resetJudge(): void {
  kept = INITIAL_DRAFT;
}

/**
 * Royal Stake's trick judge: set the table, enter one trick card by card in the order laid,
 * mark what lies on each card, and read who takes it and why, with the rule to open.
 */
export function JudgeScreen() {
  const { t } = useT('royal-stake');
  const trickId = useId();
  const [draft, setDraftState] = useState(kept);
  const setDraft = (d: JudgeDraft) => {
    kept = d;
    setDraftState(d);
  };
  const ctx = contextOf(draft);
  const order = seatOrder(draft);
  const count = draft.plays.length;
  const full = count >= draft.players;
  const result = ctx && count > 0 ? resolveTrick(draft.plays, ctx) : null;
  const verdict = result?.ok ? result.value : null;
  const lead = nextLead(draft.plays);
  return (
    <>
      <h1>{t('judgeUi.title')}</h1>
      <p class="hint">{t('judgeUi.intro')}</p>
      <TableSetup draft={draft} onSetup={(patch) => setDraft(withSetup(draft, patch))} />
      <section aria-labelledby={trickId}>
        <h2 id={trickId}>{t('judgeUi.trick')}</h2>
        <TrickOrder draft={draft} order={order} onSetup={(patch) => setDraft(withSetup(draft, patch))} />
        <PlayList draft={draft} order={order} verdict={verdict}
          onSelect={(i) => setDraft({ ...draft, selected: i })}
          onEdit={(i, patch) => setDraft(editPlay(draft, i, patch))} />
        {!ctx ? (
          <p class="field-error" data-testid="judge-need-trump">{t('judgeUi.chooseTrump')}</p>
        ) : full ? (
          <p class="ok" data-testid="judge-full">{t('judgeUi.full', { count })}</p>
        ) : (
          <div class="panel">
            <h3>{t('judgeUi.cardOf', { n: count + 1, count: draft.players, seat: seatText(t, order[count] ?? count) })}</h3>
            <CardPad features={featuresOf(draft.mode)} lead={lead} onAdd={(card) => setDraft(addCard(draft, card))} />
          </div>
        )}
        {count > 0 && (
          <div class="actions">
            <button type="button" data-testid="judge-undo" onClick={() => setDraft(undoCard(draft))}>{t('judgeUi.undo')}</button>
            <ConfirmButton question={t('judgeUi.clearQuestion')} onConfirm={() => setDraft(clearTrick(draft))}>
              {t('judgeUi.clear')}
            </ConfirmButton>
          </div>
        )}
      </section>
      <Verdict plays={draft.plays} order={order} result={result} complete={full} />
    </>
  );
}
