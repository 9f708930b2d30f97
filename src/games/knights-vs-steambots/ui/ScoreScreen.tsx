import { useState } from 'preact/hooks';
import { useT } from '../../../i18n/useT';
import { ScoreFooter } from '../../../ui/score/ScoreFooter';
import { ScoreSetup } from '../../../ui/score/ScoreSetup';
import { SheetLock } from '../../../ui/score/SheetLock';
import { useScoreSession } from '../../../ui/score/useScoreSession';
import type { ScoreScreenProps } from '../../types';
import type { Variant } from '../data/limits';
import { missingFields, readVariant, setCount, setGhost, setOrders, setVariant, startingInput } from './model';
import { scoreByPlayer } from '../score/byPlayer';
import { PlayerRefusal } from '../../../ui/score/PlayerRefusal';
import { StillMissing } from '../../../ui/score/StillMissing';
import { CannotScore } from '../../../ui/score/CannotScore';
import type { ScoreResult } from '../../types';
import { PlayerForm } from './PlayerForm';
import { Totals } from './Totals';
import { VariantPicker } from './VariantPicker';
import { manifest } from '../index';

const GAME = manifest.id;

/** Knights vs Steambots gold count: a new sheet's setup, or a saved sheet. */
export function ScoreScreen({ sessionId }: ScoreScreenProps) {
  return sessionId ? <Sheet sessionId={sessionId} /> : <Setup />;
}

/** Players (shared picker) and the rules variant; every player starts with the dealt knights. */
function Setup() {
  const [variant, setVariantChoice] = useState<Variant>('standard');
  return (
    <ScoreSetup
      game={GAME}
      initialData={(seats) =>
        startingInput(
          variant,
          seats.map((s) => s.id),
        )
      }
    >
      <VariantPicker name="kvs-setup-variant" value={variant} onChange={setVariantChoice} />
    </ScoreSetup>
  );
}

/**
 * The sheet: one player's cards at a time (a switcher shows everyone's gold), then totals,
 * places and the explained breakdown. Every change is saved before it is shown.
 */
function Sheet({ sessionId }: { sessionId: string }) {
  const { t } = useT(GAME);
  const { session, edit, saveState, update, ready, undo, locked } = useScoreSession<unknown>(GAME, sessionId);
  const [current, setCurrent] = useState<string | null>(null);
  if (session === undefined) return <p aria-busy="true">{t('common:app.loading')}</p>;
  if (session === null) return <p role="alert">{t('common:pad.notFound')}</p>;

  const data = session.data;
  const seats = session.players;
  const variant = readVariant(data);
  const index = Math.max(
    0,
    seats.findIndex((s) => s.id === current),
  );
  const seat = seats[index];
  const next = seats[(index + 1) % seats.length];
  // Each player is checked on their own: a refusal blocks only that player's place, never the table.
  const missing: Record<string, string[]> = {};
  for (const s of seats) {
    const fields = missingFields(data, s.id, variant);
    if (fields.length > 0) {
      missing[s.id] = fields.map((f) => (f.startsWith('victories.') ? t('missing.victory', { type: t(`fields.${f}`) }) : t(`fields.${f}`)));
    }
  }
  const sheet = scoreByPlayer(data, Object.keys(missing));
  const refusedHere = seat ? sheet.refused[seat.id] : undefined;
  const anyRefused = Object.keys(sheet.refused).length > 0 || sheet.table !== null;
  // Saved entries that belong to no seat (damaged, or left from an older seating) are refused in words too.
  const strays = Object.entries(sheet.refused).filter(([key]) => !seats.some((s) => s.id === key));
  const complete = Object.keys(missing).length === 0 && !anyRefused;
  const result: ScoreResult | null = complete ? { totals: sheet.totals, ranking: sheet.ranking, breakdown: sheet.breakdown, tieBreaks: sheet.tieBreaks } : null;
  const blockedReason = anyRefused ? t('common:score.finishNeedsFix') : complete ? undefined : t('common:score.finishNeedsAll');
  const show = (id: string) => {
    setCurrent(id);
    // Bring the chosen player's cards into view, with focus on their name for screen readers.
    requestAnimationFrame(() => document.getElementById('kvs-player-h')?.focus());
  };

  return (
    <>
      <h1>{t(`common:games.${GAME}.name`)}</h1>
      <details class="panel">
        <summary>{t('sheet.variant', { variant: t(`variants.${variant}`) })}</summary>
        <SheetLock locked={locked} hint={false}>
          <VariantPicker name="kvs-sheet-variant" value={variant} onChange={(v) => void edit((d) => setVariant(d, v))} />
        </SheetLock>
      </details>
      {variant === 'standard' && (
        <p class="hint" data-testid="reminder">
          {t('sheet.reminder')}
        </p>
      )}
      <StillMissing entries={seats.filter((s) => missing[s.id]).map((s) => ({ name: s.name, fields: missing[s.id]! }))} />
      {sheet.table && <CannotScore game={GAME} failure={sheet.table} />}
      {strays.map(([key, failure]) => (
        <PlayerRefusal key={key} game={GAME} failure={failure} />
      ))}
      <div class="chips" role="group" aria-label={t('sheet.whose')}>
        {seats.map((s) => (
          <button key={s.id} type="button" class="chip" aria-pressed={s.id === seat?.id} onClick={() => show(s.id)} data-testid={`switch-${s.name}`}>
            <span class="dot" style={{ background: s.color }} aria-hidden="true" />
            {s.name}
            <span class="small">{s.id in sheet.totals && !missing[s.id] ? t('common:table.gold', { count: sheet.totals[s.id] }) : '—'}</span>
          </button>
        ))}
      </div>
      <SheetLock locked={locked}>
        {seat && (
          <PlayerForm
            key={seat.id}
            seat={seat}
            data={data}
            variant={variant}
            players={seats.length}
            onCount={(f, v) => void edit((d) => setCount(d, seat.id, f, v))}
            onGhost={(g) => void edit((d) => setGhost(d, seat.id, g))}
            onOrders={(o) => void edit((d) => setOrders(d, seat.id, o))}
            refusal={
              refusedHere && {
                at: (refusedHere.path ?? '').replace(/^players\.\d+\.?/, ''),
                node: <PlayerRefusal game={GAME} failure={refusedHere} name={seat.name} />,
              }
            }
          />
        )}
      </SheetLock>
      {next && seats.length > 1 && (
        <div class="actions">
          <button type="button" onClick={() => show(next.id)} data-testid="next-player">
            {t('sheet.next', { name: next.name })}
          </button>
        </div>
      )}
      {ready && <Totals seats={seats} variant={variant} sheet={sheet} missing={missing} onShow={show} finished={session.finished} />}
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
