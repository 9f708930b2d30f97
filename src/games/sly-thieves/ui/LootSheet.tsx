import { useRef, useState } from 'preact/hooks';
import { useT } from '../../../i18n/useT';
import { Breakdown } from '../../../ui/score/Breakdown';
import { CannotScore } from '../../../ui/score/CannotScore';
import { ScoreFooter } from '../../../ui/score/ScoreFooter';
import { SheetLock } from '../../../ui/score/SheetLock';
import { useScoreSession } from '../../../ui/score/useScoreSession';
import { Leader } from '../../../ui/Leader';
import { GangPanel, GangSwitcher } from './GangLoot';
import { bankOf, countOf, missingValues, takenByValue, variantOf, withBank, withCount, withVariant, type LootSheetInput } from './input';
import { rankWithTieBreaks } from '../../../lib/ranking';
import { StillMissing } from '../../../ui/score/StillMissing';
import { lootKey } from './GangLoot';
import { TILE_VALUES } from '../data/tiles';
import type { ScoreResult } from '../../types';
import { Options } from './Options';
import { Standings } from './Standings';
import { TileBank } from './TileBank';
import { manifest } from '../index';

const GAME = manifest.id;

/**
 * A saved Sly Thieves sheet: gangs one after another (a switcher on top), three steppers each,
 * then totals and places, the tile split in use, the explained breakdown and the footer. Every
 * change is saved before it shows; an impossible count is refused by the scorer and kept.
 */
export function LootSheet({ sessionId }: { sessionId: string }) {
  const { t } = useT(GAME);
  const { session, input, edit, update, result: scored, failure, saveState, undo, locked } = useScoreSession<LootSheetInput>(GAME, sessionId);
  const [selected, setSelected] = useState(0);
  const panelHeading = useRef<HTMLHeadingElement>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  if (session === undefined) return <p aria-busy="true">{t('common:app.loading')}</p>;
  if (session === null) return <p role="alert">{t('common:pad.notFound')}</p>;

  const seats = session.players;
  const index = Math.min(selected, seats.length - 1);
  const seat = seats[index];
  const bank = bankOf(input);
  const taken = takenByValue(
    input,
    seats.map((s) => s.id),
  );
  const variant = variantOf(input);
  const goTo = (i: number) => {
    setSelected(i);
    // Focus moves to the gang's heading so the next counts start right there.
    requestAnimationFrame(() => panelHeading.current?.focus());
  };
  const next = seats[index + 1];
  // The scorer reads a count nobody entered as 0: only gangs with all three counts get a place.
  const missing = seats.map((s) => ({ seat: s, values: missingValues(input, s.id) })).filter((m) => m.values.length > 0);
  const complete = new Set(seats.filter((s) => missingValues(input, s.id).length === 0).map((s) => s.id));
  const placedTotals = Object.fromEntries(Object.entries(scored?.totals ?? {}).filter(([id]) => complete.has(id)));
  const ranked = rankWithTieBreaks(placedTotals);
  const result: ScoreResult | null = scored && missing.length === 0 ? scored : null;
  const blockedReason = failure ? t('common:score.finishNeedsFix') : missing.length > 0 ? t('common:score.finishNeedsAll') : undefined;

  return (
    <>
      <h1>{t(`common:games.${GAME}.name`)}</h1>
      <p class="small" data-testid="variant">
        {t(`variants.${variant}`)}
        {session.finished && <span class="badge-small">{t('sheet.finished')}</span>}
      </p>
      <StillMissing entries={missing.map((m) => ({ name: m.seat.name, fields: m.values.map((v) => t(`sheet.row${lootKey(v)}`)) }))} />
      <GangSwitcher seats={seats} selected={index} result={scored} complete={complete} onSelect={goTo} />
      {seat && (
        <section aria-labelledby="gang-h" data-testid="gang-panel">
          <h2 id="gang-h" ref={panelHeading} tabIndex={-1}>
            <span class="dot big" style={{ background: seat.color }} aria-hidden="true" /> {t('sheet.lootOf', { name: seat.name })}
          </h2>
          <SheetLock locked={locked}>
            <GangPanel
              key={seat.id}
              seat={seat}
              counts={Object.fromEntries(TILE_VALUES.map((v) => [v, countOf(input, seat.id, v)])) as Record<1 | 2 | 3, number | null>}
              taken={taken}
              bank={bank}
              result={scored}
              onCount={(v, n) => void edit((d) => withCount(d, seat.id, v, n))}
            />
          </SheetLock>
          <div class="actions">
            {next ? (
              <button type="button" onClick={() => goTo(index + 1)} data-testid="next-gang">
                {t('sheet.next', { name: next.name })}
              </button>
            ) : (
              <button type="button" onClick={() => resultsHeading.current?.focus()}>
                {t('sheet.toResults')}
              </button>
            )}
          </div>
        </section>
      )}
      {failure && <CannotScore game={GAME} failure={failure} />}
      <section aria-labelledby="results-h">
        <h2 id="results-h" ref={resultsHeading} tabIndex={-1}>
          {t('sheet.results')}
        </h2>
        {scored ? (
          <>
            <Standings seats={seats} input={input} totals={placedTotals} ranked={ranked} />
            <Leader seats={seats} totals={placedTotals} ranking={ranked.ranking} finished={session.finished} />
          </>
        ) : (
          !failure && <p aria-busy="true">{t('common:app.loading')}</p>
        )}
      </section>
      {result && <Breakdown game={GAME} seats={seats} result={result} />}
      <TileBank bank={bank} taken={taken}>
        <details class="panel">
          <summary>{t('sheet.change')}</summary>
          <SheetLock locked={locked} hint={false}>
            <Options variant={variant} bank={bank} onVariant={(v) => void edit((d) => withVariant(d, v))} onBank={(b) => void edit((d) => withBank(d, b))} />
          </SheetLock>
        </details>
      </TileBank>
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
