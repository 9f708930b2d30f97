import { useId, useState } from 'preact/hooks';
import { useT } from '../../../../i18n/useT';
import { ConfirmButton } from '../../../../ui/ConfirmButton';
import { resolveTrick } from '../../referee';
import { CardPad } from './CardPad';
import type { Mode } from '../../data/decks';
import {
  addCard,
  clearTrick,
  contextOf,
  editPlay,
  featuresOf,
  nextLead,
  ranksOf,
  seatOrder,
  undoCard,
  withSetup,
  type JudgeDraft,
  INITIAL_DRAFT,
} from './draft';
import { seatText } from './labels';
import { PlayList } from './PlayList';
import { TableSetup } from './TableSetup';
import { TrickOrder } from './TrickOrder';
import { Verdict } from './Verdict';

/**
 * The trick being judged, kept in memory only (a dispute helper saves nothing), but outside the
 * component so that a trip to the rules page and back finds the trick still there. A judge
 * opened from a score sheet keeps its own trick, for that table.
 */
let kept: JudgeDraft = INITIAL_DRAFT;
const keptForTable = new Map<string, JudgeDraft>();

/** Forgets the kept tricks (tests start from a fresh judge). */
export function resetJudge(): void {
  kept = INITIAL_DRAFT;
  keptForTable.clear();
}

/** A table handed over by a score sheet: the way to play and the players in seating order. */
export interface JudgeTable {
  mode: Mode;
  names: readonly string[];
}

const tableKey = (table: JudgeTable) => JSON.stringify([table.mode, table.names]);

/**
 * Royal Stake's trick judge (on its own route, or over a score sheet with `table` given): set the table, enter one trick card by card in the order laid,
 * mark what lies on each card, and read who takes it and why, with the rule to open.
 */
export function JudgeBody({ table, heading = 1 }: { table?: JudgeTable; heading?: 1 | 2 }) {
  const { t } = useT('royal-stake');
  const trickId = useId();
  const key = table ? tableKey(table) : '';
  const [draft, setDraftState] = useState(() =>
    table ? (keptForTable.get(key) ?? withSetup(INITIAL_DRAFT, { mode: table.mode, players: table.names.length })) : kept,
  );
  const setDraft = (d: JudgeDraft) => {
    if (table) keptForTable.set(key, d);
    else kept = d;
    setDraftState(d);
  };
  // Seats are called by the players' names when the sheet gave them, else "Player 3".
  const seatName = (seat: number) => table?.names[seat] ?? seatText(t, seat);
  const Title = heading === 1 ? 'h1' : 'h2';
  const ctx = contextOf(draft);
  const order = seatOrder(draft);
  const count = draft.plays.length;
  const full = count >= draft.players;
  const result = ctx && count > 0 ? resolveTrick(draft.plays, ctx) : null;
  const verdict = result?.ok ? result.value : null;
  const lead = nextLead(draft.plays);
  return (
    <>
      <Title>{t('judgeUi.title')}</Title>
      <p class="hint">{t('judgeUi.intro')}</p>
      <TableSetup draft={draft} fixed={table ? { names: table.names } : undefined} onSetup={(patch) => setDraft(withSetup(draft, patch))} />
      <section aria-labelledby={trickId}>
        <h2 id={trickId}>{t('judgeUi.trick')}</h2>
        <TrickOrder draft={draft} order={order} seatName={seatName} onSetup={(patch) => setDraft(withSetup(draft, patch))} />
        <PlayList
          draft={draft}
          order={order}
          seatName={seatName}
          verdict={verdict}
          onSelect={(i) => setDraft({ ...draft, selected: i })}
          onEdit={(i, patch) => setDraft(editPlay(draft, i, patch))}
        />
        {!ctx ? (
          <p class="field-error" data-testid="judge-need-trump">
            {t('judgeUi.chooseTrump')}
          </p>
        ) : full ? (
          <p class="ok" data-testid="judge-full">
            {t('judgeUi.full', { count })}
          </p>
        ) : (
          <div class="panel">
            <h3>{t('judgeUi.cardOf', { n: count + 1, count: draft.players, seat: seatName(order[count] ?? count) })}</h3>
            <CardPad features={featuresOf(draft.mode)} ranks={ranksOf(draft)} lead={lead} onAdd={(card) => setDraft(addCard(draft, card))} />
          </div>
        )}
        {count > 0 && (
          <div class="actions">
            <button type="button" data-testid="judge-undo" onClick={() => setDraft(undoCard(draft))}>
              {t('judgeUi.undo')}
            </button>
            <ConfirmButton question={t('judgeUi.clearQuestion')} onConfirm={() => setDraft(clearTrick(draft))}>
              {t('judgeUi.clear')}
            </ConfirmButton>
          </div>
        )}
      </section>
      <Verdict plays={draft.plays} order={order} result={result} complete={full} names={table?.names} />
    </>
  );
}

/** The judge's own route (from the game home): the table is set on the screen itself. */
export function JudgeScreen() {
  return <JudgeBody />;
}
