import { useRef, useState } from 'preact/hooks';
import { useT } from '../../../i18n/useT';
import { Breakdown } from '../../../ui/score/Breakdown';
import { CannotScore } from '../../../ui/score/CannotScore';
import { ScoreFooter } from '../../../ui/score/ScoreFooter';
import { useScoreSession } from '../../../ui/score/useScoreSession';
import { Leader } from '../../../ui/Leader';
import { GangPanel, GangSwitcher } from './GangLoot';
import { bankOf, countOf, takenByValue, variantOf, withBank, withCount, withVariant, type LootSheetInput } from './input';
import { Options } from './Options';
import { Standings } from './Standings';
import { TileBank } from './TileBank';

const GAME = 'sly-thieves';

/**
 * A saved Sly Thieves sheet: gangs one after another (a switcher on top), three steppers each,
 * then totals and places, the tile split in use, the explained breakdown and the footer. Every
 * change is saved before it shows; an impossible count is refused by the scorer and kept.
 */
export function LootSheet({ sessionId }: { sessionId: string }) {
  const { t } = useT(GAME);
  const { session, input, edit, update, result, failure, saveState } = useScoreSession<LootSheetInput>(GAME, sessionId);
  const [selected, setSelected] = useState(0);
  const panelHeading = useRef<HTMLHeadingElement>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  if (session === undefined) return <p aria-busy="true">{t('common:app.loading')}</p>;
  if (session === null) return <p role="alert">{t('common:pad.notFound')}</p>;

  const seats = session.players;
  const index = Math.min(selected, seats.length - 1);
  const seat = seats[index];
  const bank = bankOf(input);
  const taken = takenByValue(input, seats.map((s) => s.id));
  const variant = variantOf(input);
  const goTo = (i: number) => {
    setSelected(i);
    // Focus moves to the gang's heading so the next counts start right there.
    requestAnimationFrame(() => panelHeading.current?.focus());
  };
  const next = seats[index + 1];

  return (
    <>
      <h1>{t(`common:games.${GAME}.name`)}</h1>
      <p class="small" data-testid="variant">
        {t(`variants.${variant}`)}
        {session.finished && <span class="badge-small">{t('sheet.finished')}</span>}
      </p>
      <GangSwitcher seats={seats} selected={index} result={result} onSelect={goTo} />
      {seat && (
        <section aria-labelledby="gang-h" data-testid="gang-panel">
          <h2 id="gang-h" ref={panelHeading} tabIndex={-1}>
            <span class="dot big" style={{ background: seat.color }} aria-hidden="true" /> {t('sheet.lootOf', { name: seat.name })}
          </h2>
          <GangPanel
            key={seat.id}
            seat={seat}
            counts={{ 1: countOf(input, seat.id, 1), 2: countOf(input, seat.id, 2), 3: countOf(input, seat.id, 3) }}
            taken={taken}
            bank={bank}
            result={result}
            onCount={(v, n) => void edit((d) => withCount(d, seat.id, v, n))}
          />
          <div class="actions">
            {next ? (
              <button type="button" onClick={() => goTo(index + 1)} data-testid="next-gang">{t('sheet.next', { name: next.name })}</button>
            ) : (
              <button type="button" onClick={() => resultsHeading.current?.focus()}>{t('sheet.toResults')}</button>
            )}
          </div>
        </section>
      )}
      {failure && <CannotScore game={GAME} failure={failure} />}
      <section aria-labelledby="results-h">
        <h2 id="results-h" ref={resultsHeading} tabIndex={-1}>{t('sheet.results')}</h2>
        {result ? (
          <>
            <Standings seats={seats} result={result} />
            <Leader seats={seats} totals={result.totals} ranking={result.ranking} />
          </>
        ) : (
          !failure && <p aria-busy="true">{t('common:app.loading')}</p>
        )}
      </section>
      {result && <Breakdown game={GAME} seats={seats} result={result} />}
      <TileBank bank={bank} taken={taken}>
        <details class="panel">
          <summary>{t('sheet.change')}</summary>
          <Options
            variant={variant}
            bank={bank}
            onVariant={(v) => void edit((d) => withVariant(d, v))}
            onBank={(b) => void edit((d) => withBank(d, b))}
          />
        </details>
      </TileBank>
      <ScoreFooter session={session} result={result} saveState={saveState} onToggleFinished={() => void update((s) => ({ ...s, finished: !s.finished }))} />
    </>
  );
}
