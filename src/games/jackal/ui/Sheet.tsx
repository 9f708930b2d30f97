import { useState } from 'preact/hooks';
import { useT } from '../../../i18n/useT';
import { Breakdown } from '../../../ui/score/Breakdown';
import { CannotScore } from '../../../ui/score/CannotScore';
import { ScoreFooter } from '../../../ui/score/ScoreFooter';
import { SheetLock } from '../../../ui/score/SheetLock';
import { Editable } from '../../../ui/score/ReadValue';
import { useScoreSession } from '../../../ui/score/useScoreSession';
import { TieBreaks } from '../../../ui/score/TieBreaks';
import { ScoreWarnings } from './ScoreWarnings';
import { IslandPanel } from './IslandPanel';
import { IslandTable } from './IslandTable';
import { namedFailure } from './names';
import { asSheet, islandsStarted, plannedIslands, startIsland, type JackalSheet } from './sheet';
import { Standing } from './Standing';

/**
 * A saved Jackal game: the island being played (coins, Tortuga, the first-player token and the
 * arrival judge), then every island so far with running totals, places and the explained score.
 */
export function Sheet({ sessionId }: { sessionId: string }) {
  const { t } = useT('jackal');
  const s = useScoreSession<JackalSheet>('jackal', sessionId);
  // The island shown in the panel; null follows the newest island.
  const [picked, setPicked] = useState<number | null>(null);
  if (s.session === undefined) return <p aria-busy="true">{t('common:app.loading')}</p>;
  if (s.session === null) return <p role="alert">{t('common:pad.notFound')}</p>;
  const { session, result } = s;
  const seats = session.players;
  const failure = s.failure ? namedFailure(seats, s.failure) : null;
  const sheet = asSheet(session.data);
  // Every edit starts from the latest saved record; a record too damaged to edit stays as it is.
  const edit = (change: (sheet: JackalSheet) => JackalSheet) =>
    void s.edit((input) => {
      const base = asSheet(input);
      return base ? change(base) : input;
    });
  const footer = (
    <ScoreFooter
      session={session}
      result={failure ? null : result}
      saveState={s.saveState}
      undo={s.undo}
      blockedReason={failure ? t('common:score.finishNeedsFix') : undefined}
      onToggleFinished={() => void s.update((r) => ({ ...r, finished: !r.finished }))}
    />
  );
  if (!sheet) {
    return (
      <>
        <h1>{t('common:games.jackal.name')}</h1>
        {failure && <CannotScore game="jackal" failure={failure} />}
        {footer}
      </>
    );
  }
  const started = islandsStarted(sheet);
  const island = Math.min(picked ?? started, started);
  // A refusal about one pirate on one island sits at that pirate's coins in the island panel.
  const at = /^players\.(\d+)\.islands\.(\d+)$/.exec(s.failure?.path ?? '');
  const refusalAt = at && failure ? { seatId: sheet.players[Number(at[1])]?.id ?? '', island: Number(at[2]) + 1, failure } : null;
  // Shown in the panel only when it is about a seated pirate on this island; otherwise below the table.
  const inPanel = !!refusalAt && refusalAt.island === island && seats.some((seat) => seat.id === refusalAt.seatId);
  const pick = (n: number | null) => setPicked(n === null || n >= started ? null : n);
  return (
    <>
      <h1>{t('common:games.jackal.name')}</h1>
      <Standing seats={seats} result={result} over={started >= plannedIslands(sheet)} />
      <ScoreWarnings result={failure ? null : result} />
      <SheetLock locked={s.locked}>
        {island >= 1 ? (
          <IslandPanel sheet={sheet} seats={seats} island={island} onEdit={edit} onPick={pick} refusal={refusalAt} />
        ) : (
          <Editable>
            <div class="actions">
              <button type="button" class="primary" onClick={() => edit(startIsland)}>
                {t('sheet.startIsland', { n: 1 })}
              </button>
            </div>
          </Editable>
        )}
      </SheetLock>
      <IslandTable sheet={sheet} seats={seats} island={island} result={failure ? null : result} onPick={pick} />
      {failure && !inPanel && <CannotScore game="jackal" failure={failure} />}
      {!failure && <TieBreaks notes={result?.tieBreaks} seats={seats} />}
      {!failure && result && <Breakdown game="jackal" seats={seats} result={result} />}
      {footer}
    </>
  );
}
