import { SCORE_PAD } from '../../games/registry';
import { useT } from '../../i18n/useT';
import { ScoreTable } from '../../ui/ScoreTable';
import { Stepper } from '../../ui/Stepper';
import { Leader } from '../../ui/Leader';
import { SessionGuard } from '../../ui/SessionGuard';
import { ScoreFooter } from '../../ui/score/ScoreFooter';
import { LockHint, SheetLock } from '../../ui/score/SheetLock';
import { TieBreaks } from '../../ui/score/TieBreaks';
import { Editable, ReadValue } from '../../ui/score/ReadValue';
import { shownNumber } from '../../lib/shownNumber';
import { focusNextEntry } from '../../ui/score/nextEntry';
import { useScoreSession } from '../../ui/score/useScoreSession';
import { MAX_PAD_ROUNDS, cellOf, missingCells, padRounds, scorePad, validatePad, type PadCell, type PadInput } from '../score';
import { PadSetup } from './PadSetup';
import { PadMissing, PadTotals } from './PadSummary';
import { refusalPlace } from './refusalPlace';
import './pad.css';

/** The free score pad: a setup form, or a saved session's table of rounds. */
export function PadScreen({ sessionId }: { sessionId?: string }) {
  return sessionId ? (
    <SessionGuard sessionId={sessionId} route={{ game: SCORE_PAD, kind: 'score' }}>
      <PadTable sessionId={sessionId} />
    </SessionGuard>
  ) : (
    <PadSetup />
  );
}

/** Enter in a cell moves on as on every sheet (the next player in the round, then the next round), then to "Add a round". */
function focusNextCell() {
  const here = document.activeElement;
  if (here instanceof HTMLInputElement) focusNextEntry(here, () => document.querySelector<HTMLElement>('[data-testid=add-round]'));
}

/** After "Add a round" the new round's first cell takes the focus: the next score is typed right away. */
const focusNewRound = (saved: boolean) =>
  saved && setTimeout(() => [...document.querySelectorAll<HTMLInputElement>('[data-pad-table] tbody tr:last-child input')][0]?.focus(), 0);

/** A cell's value in words for a finished pad; null (not entered) shows as missing. */
const numberOrNull = (v: PadCell): string | null => (v === null ? null : shownNumber(v));

function PadTable({ sessionId }: { sessionId: string }) {
  const { t } = useT();
  const s = useScoreSession<PadInput>(SCORE_PAD, sessionId);
  const { session } = s;
  if (session === undefined) return <p aria-busy="true">{t('app.loading')}</p>;
  if (session === null) return <p role="alert">{t('pad.notFound')}</p>;
  const input = validatePad(session.data);
  if (!input.ok) {
    // A damaged saved pad: say what is wrong and, when the path names them, whose and which round.
    const where = refusalPlace(session.data, session.players, input.path, t);
    const message = t(`errors.${input.error}`, input.params);
    return <p role="alert">{where ? t('score.refusedFor', { name: where, message }) : message}</p>;
  }
  const pad = input.value;
  const rounds = padRounds(pad);
  const result = s.result ?? scorePad(pad);
  const missing = missingCells(pad);
  const missingBySeat: Record<string, number> = {};
  for (const m of missing) for (const id of m.ids) missingBySeat[id] = (missingBySeat[id] ?? 0) + 1;

  // Every change starts from the latest saved pad (a damaged one is replaced by what is shown).
  const edit = (change: (p: PadInput) => PadInput, label?: { what: string }) => s.edit((d) => change(validatePad(d).ok ? d : pad), label);
  const setCell = (playerId: string, round: number, value: PadCell) =>
    edit((p) => ({
      ...p,
      players: p.players.map((pl) => {
        if (pl.id !== playerId) return pl;
        const r = [...pl.rounds];
        while (r.length <= round) r.push(null);
        r[round] = value;
        return { ...pl, rounds: r };
      }),
    }));
  const addRound = () =>
    edit(
      (p) => ({
        ...p,
        players: p.players.map((pl) => ({ ...pl, rounds: [...pl.rounds, ...Array<null>(Math.max(0, rounds + 1 - pl.rounds.length)).fill(null)] })),
      }),
      { what: t('pad.roundAdded', { n: rounds + 1 }) },
    );
  // By index, not by length: re-run on a newer record (another tab added a round, see
  // useSession's rebase) it must drop only the round this person saw as the last.
  const dropRound = () =>
    edit((p) => ({ ...p, players: p.players.map((pl) => ({ ...pl, rounds: pl.rounds.filter((_, i) => i !== rounds - 1) })) }), {
      what: t('pad.roundDropped', { n: rounds }),
    });

  return (
    <>
      <h1>{session.title || t('pad.title')}</h1>
      <p class="small">{pad.lowestWins ? t('pad.lowestWinsOn') : t('pad.highestWinsOn')}</p>
      <PadMissing seats={session.players} missing={missing} />
      <PadTotals seats={session.players} totals={result.totals} missing={missingBySeat} ranking={result.ranking} />
      {s.locked && <LockHint />}
      <div data-pad-table>
        <ScoreTable
          caption={t('pad.caption')}
          seats={session.players}
          totals={result.totals}
          ranking={result.ranking}
          missing={missingBySeat}
          placesPending={missing.length > 0}
          tall={rounds > 6}
          rows={Array.from({ length: rounds }, (_, i) => ({
            key: String(i),
            label: t('pad.round', { n: i + 1 }),
            // A finished pad shows plain numbers: nothing to tap, nothing to change by accident.
            cell: (seat) =>
              s.locked ? (
                <ReadValue compact label={t('pad.cell', { name: seat.name, n: i + 1 })} value={numberOrNull(cellOf(pad, seat.id, i))} />
              ) : (
                <Stepper
                  compact
                  label={t('pad.cell', { name: seat.name, n: i + 1 })}
                  value={cellOf(pad, seat.id, i)}
                  onChange={(v) => void setCell(seat.id, i, v)}
                  onClear={() => void setCell(seat.id, i, null)}
                  onEnter={focusNextCell}
                />
              ),
          }))}
        />
      </div>
      <SheetLock locked={s.locked} hint={false}>
        <Editable>
          <div class="actions">
            <button type="button" data-testid="add-round" onClick={() => void addRound().then(focusNewRound)} disabled={rounds >= MAX_PAD_ROUNDS}>
              {t('pad.addRound')}
            </button>
            <button type="button" onClick={() => void dropRound()} disabled={rounds <= 1}>
              {t('pad.dropRound')}
            </button>
          </div>
        </Editable>
      </SheetLock>
      {missing.length === 0 && <Leader seats={session.players} totals={result.totals} ranking={result.ranking} finished={session.finished} />}
      {missing.length === 0 && <TieBreaks notes={result.tieBreaks} seats={session.players} />}
      <ScoreFooter session={session} result={missing.length ? null : result} saveState={s.saveState} onToggleFinished={s.toggleFinished} undo={s.undo} />
    </>
  );
}
