import { useState } from 'preact/hooks';
import { useT } from '../../../i18n/useT';
import { ScoreFooter } from '../../../ui/score/ScoreFooter';
import { ScoreSetup } from '../../../ui/score/ScoreSetup';
import { useScoreSession } from '../../../ui/score/useScoreSession';
import type { ScoreScreenProps } from '../../types';
import type { Variant } from '../data/limits';
import { readVariant, refusedPlayer, setCount, setGhost, setOrders, setVariant, startingInput } from './model';
import { PlayerForm } from './PlayerForm';
import { Totals } from './Totals';
import { VariantPicker } from './VariantPicker';

const GAME = 'knights-vs-steambots';

/** Knights vs Steambots gold count: a new sheet's setup, or a saved sheet. */
export function ScoreScreen({ sessionId }: ScoreScreenProps) {
  return sessionId ? <Sheet sessionId={sessionId} /> : <Setup />;
}

/** Players (shared picker) and the rules variant; every player starts with the dealt knights. */
function Setup() {
  const [variant, setVariantChoice] = useState<Variant>('standard');
  return (
    <ScoreSetup game={GAME} initialData={(seats) => startingInput(variant, seats.map((s) => s.id))}>
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
  const { session, edit, result, failure, saveState, update, ready } = useScoreSession<unknown>(GAME, sessionId);
  const [current, setCurrent] = useState<string | null>(null);
  if (session === undefined) return <p aria-busy="true">{t('common:app.loading')}</p>;
  if (session === null) return <p role="alert">{t('common:pad.notFound')}</p>;

  const data = session.data;
  const seats = session.players;
  const variant = readVariant(data);
  const index = Math.max(0, seats.findIndex((s) => s.id === current));
  const seat = seats[index];
  const next = seats[(index + 1) % seats.length];
  const refusedId = refusedPlayer(data, failure?.path);
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
        <VariantPicker name="kvs-sheet-variant" value={variant} onChange={(v) => void edit((d) => setVariant(d, v))} />
      </details>
      {variant === 'standard' && <p class="hint" data-testid="reminder">{t('sheet.reminder')}</p>}
      <div class="chips" role="group" aria-label={t('sheet.whose')}>
        {seats.map((s) => (
          <button key={s.id} type="button" class="chip" aria-pressed={s.id === seat?.id} onClick={() => show(s.id)} data-testid={`switch-${s.name}`}>
            <span class="dot" style={{ background: s.color }} aria-hidden="true" />
            {s.name}
            {result && <span class="small">{t('sheet.gold', { gold: result.totals[s.id] ?? 0 })}</span>}
          </button>
        ))}
      </div>
      {seat && (
        <PlayerForm key={seat.id} seat={seat} data={data} variant={variant} players={seats.length}
          onCount={(f, v) => void edit((d) => setCount(d, seat.id, f, v))}
          onGhost={(g) => void edit((d) => setGhost(d, seat.id, g))}
          onOrders={(o) => void edit((d) => setOrders(d, seat.id, o))} />
      )}
      {next && seats.length > 1 && (
        <div class="actions">
          <button type="button" onClick={() => show(next.id)} data-testid="next-player">
            {t('sheet.next', { name: next.name })}
          </button>
        </div>
      )}
      {ready && (
        <Totals seats={seats} variant={variant} result={result} failure={failure}
          refused={refusedId && refusedId !== seat?.id ? seats.find((s) => s.id === refusedId) : undefined} onShow={show} />
      )}
      <ScoreFooter session={session} result={result} saveState={saveState} onToggleFinished={() => void update((s) => ({ ...s, finished: !s.finished }))} />
    </>
  );
}
