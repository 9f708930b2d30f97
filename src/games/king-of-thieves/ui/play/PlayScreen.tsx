/**
 * The King of Thieves table for the seat holding the phone: what to do now, the last move, the
 * dice in the centre, the decision at hand (take, steal, the paw's reroll, the sale), every
 * player's loot, coins, cards and notoriety (others' hidden), and the market. Every button plays
 * a move the engine listed; PlayShell puts the turn line, the curtain, undo and the log around it.
 */
import { useState } from 'preact/hooks';
import type { PlayScreenProps } from '../../../types';
import { useT } from '../../../../i18n/useT';
import { logParams } from '../../../../play/MoveLog';
import { usePlayGame } from '../../../../play/usePlayGame';
import { allowance, type Face, type KotMove, type KotView } from '../../engine';
import { faceIndex } from '../../engine/counts';
import { manifest } from '../../index';
import { LuckyPanel, SalePanel, StealPanel, TakePanel } from './Actions';
import { buyable, buys, emptyPick, forcedTake, stealFor, takeFor, takes, toggleDie, victims, type Pick } from './choices';
import { Market } from './Market';
import { Pool } from './Pool';
import { Seats } from './Seats';
import './play.css';

const GAME = manifest.id;

/** What the seat holding the phone is choosing; it belongs to one position (a move starts afresh). */
interface Draft {
  position: string;
  pick: Pick;
  /** Whose loot is being stolen; null while taking from the centre. */
  stealing: number | null;
  card: string | null;
}

export function PlayScreen(_: PlayScreenProps) {
  const { t, lang } = useT(GAME);
  const g = usePlayGame<KotView, KotMove>();
  const position = `${g.log.length}/${g.seat}`;
  const fresh: Draft = { position, pick: emptyPick(), stealing: null, card: null };
  const [kept, setDraft] = useState<Draft>(fresh);
  if (!g.view) return null;
  const view = g.view;
  const draft = kept.position === position ? kept : { ...fresh, card: kept.card };
  const update = (d: Partial<Draft>) => setDraft({ ...draft, ...d, position });
  const moves = g.legalMoves;
  const play = (m: KotMove) => {
    if (g.busy) return;
    setDraft(fresh);
    void g.play(m);
  };
  const mine = moves.length > 0;
  const canSteal = victims(moves);
  const forced = forcedTake(moves);
  const pickable = view.phase === 'split' && mine && draft.stealing === null && takes(moves).length > 1;
  const centreCount = (face: Face) => view.centre[faceIndex(face)] ?? 0;
  const lootCount = (face: Face) => (view.loot[draft.stealing ?? 0] ?? [])[faceIndex(face)] ?? 0;
  const last = g.log[g.log.length - 1];
  const left = view.phase === 'sale' && mine ? allowance(view, view.viewer) - (view.sale?.bought ?? 0) : 0;
  const name = (seat: number) => g.players[seat]?.name ?? '';

  const centre = (
    <section class="kot-centre" aria-labelledby="kot-centre-h" data-testid="centre">
      <h3 id="kot-centre-h">{t('play.centre')}</h3>
      {view.centre.some((n) => n > 0) || view.token === -1 ? (
        <Pool
          dice={view.centre}
          token={view.token === -1 && view.phase === 'split'}
          t={t}
          pick={pickable ? draft.pick : undefined}
          disabled={g.busy}
          onToggle={pickable ? (face, picked) => update({ pick: toggleDie(draft.pick, face, picked, centreCount(face)) }) : undefined}
          onToken={pickable ? () => update({ pick: { ...draft.pick, token: !draft.pick.token } }) : undefined}
          testId="centre-pool"
        />
      ) : (
        <p class="small muted">{t('play.centreEmpty')}</p>
      )}
    </section>
  );

  let panel = null;
  if (view.phase === 'split' && mine) {
    panel =
      draft.stealing !== null ? (
        <StealPanel
          view={view}
          t={t}
          from={draft.stealing}
          name={name(draft.stealing)}
          pick={draft.pick}
          move={stealFor(moves, draft.stealing, draft.pick)}
          busy={g.busy}
          onToggle={(face, picked) => update({ pick: toggleDie(draft.pick, face, picked, lootCount(face)) })}
          onToken={() => update({ pick: { ...draft.pick, token: !draft.pick.token } })}
          onPlay={play}
          onCancel={() => update({ stealing: null, pick: emptyPick() })}
        />
      ) : (
        <TakePanel t={t} pick={draft.pick} move={takeFor(moves, draft.pick)} forced={forced} busy={g.busy} onPlay={play} />
      );
  } else if (view.phase === 'lucky' && mine) panel = <LuckyPanel view={view} t={t} moves={moves} busy={g.busy} onPlay={play} />;
  else if (view.phase === 'sale' && mine) panel = <SalePanel view={view} t={t} moves={moves} left={left} busy={g.busy} onPlay={play} />;

  const market = (
    <Market view={view} t={t} lang={lang} buyable={buyable(moves)} open={draft.card} onOpen={(card) => update({ card })} onBuy={play} busy={g.busy} />
  );
  const seats = (
    <Seats
      view={view}
      players={g.players}
      t={t}
      victims={draft.stealing === null ? canSteal : []}
      onSteal={(seat) => update({ stealing: seat, pick: emptyPick() })}
      busy={g.busy}
    />
  );
  return (
    <section aria-labelledby="kot-board-h" class="kot-play" data-testid="board" data-phase={view.phase}>
      <h2 id="kot-board-h" class="sr-only">
        {t('play.boardTitle')}
      </h2>
      <p class="kot-step" data-testid="step">
        <span class="badge-small">{t('play.round', { count: view.round })}</span> {t(`play.phase.${view.phase}`)}
      </p>
      <p class="kot-prompt" data-testid="prompt">
        {promptText()}
      </p>
      {last && (
        <p class="small kot-last" data-testid="kot-last">
          {t(`log.${last.log.key}`, logParams(last, g.players))}
        </p>
      )}
      {view.phase === 'sale' ? (
        <>
          {panel}
          {market}
          {centre}
          {seats}
        </>
      ) : (
        <>
          {centre}
          {panel}
          {seats}
          {market}
        </>
      )}
    </section>
  );

  /** One line: what the seat holding the phone does now, or what the table is doing. */
  function promptText(): string {
    if (!mine) {
      if (view.phase === 'sale') return t('play.wait.sale', { name: name(view.seat) });
      return t(`play.wait.${view.phase}`, { name: name(view.seat) });
    }
    if (view.phase === 'split') {
      if (draft.stealing !== null) return t('play.prompt.steal', { name: name(draft.stealing) });
      if (forced) return t('play.prompt.takeAll');
      return canSteal.length > 0 ? t('play.prompt.takeOrSteal') : t('play.prompt.take');
    }
    if (view.phase === 'lucky') return t('play.prompt.lucky');
    return buys(moves).length > 0 ? t('play.prompt.sale') : t('play.prompt.saleNone');
  }
}
