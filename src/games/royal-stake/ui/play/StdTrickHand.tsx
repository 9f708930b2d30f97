/**
 * The hand in the standard game's trick phase: the card play of the card table (TableHand, with
 * the militia's swap among the card's options) and, above it, the abilities the seat may use
 * now: the hermit's draw, the ninja handing the lead on (choose the seat), the cheerleader's
 * exchange (choose the card). Only moves the engine listed are offered.
 */
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { useT } from '../../../../i18n/useT';
import type { SeatRecord } from '../../../../storage/types';
import type { RsMove, RsView } from '../../engine/types';
import { GAME } from './names';
import { StdGiveHand } from './StdGiveHand';
import { TableHand } from './TableHand';
import { movesOf } from './stdWords';
import './std-play.css';

interface Props {
  view: RsView;
  players: readonly SeatRecord[];
  legal: readonly RsMove[];
  busy: boolean;
  confirm: boolean;
  onPlay: (move: RsMove) => void;
  onTouch: () => void;
  hinted?: RsMove | null;
  hint?: ComponentChildren;
}

/** Ability buttons, then the hand (or the exchange's give hand). */
export function StdTrickHand(props: Props) {
  const { t } = useT(GAME);
  const { view, players, legal, busy, onPlay } = props;
  const [mode, setMode] = useState<'ninja' | 'give' | null>(null);
  const hermit = movesOf(legal, 'hermit')[0];
  const ninja = movesOf(legal, 'ninja');
  const gives = movesOf(legal, 'exchange');
  const plays = legal.filter((m) => m.t === 'play' || m.t === 'green');
  if (mode === 'give') return <StdGiveHand view={view} legal={gives} busy={busy} onPlay={onPlay} onCancel={() => setMode(null)} />;
  const any = hermit || ninja.length > 0 || gives.length > 0;
  return (
    <>
      {any && (
        <div class="rs-std-abilities" data-testid="abilities" role="group" aria-label={t('stdUi.ability.title')}>
          {hermit && (
            <button type="button" disabled={busy} data-testid="hermit" onClick={() => onPlay(hermit)}>
              {t('stdUi.use.hermit')}
            </button>
          )}
          {ninja.length > 0 && mode !== 'ninja' && (
            <button type="button" disabled={busy} data-testid="ninja" onClick={() => setMode('ninja')}>
              {t('stdUi.use.ninja')}
            </button>
          )}
          {mode === 'ninja' &&
            ninja.map((m) => (
              <button key={m.seat} type="button" disabled={busy} data-testid={`ninja-${m.seat}`} onClick={() => onPlay(m)}>
                {t('stdUi.use.ninjaTo', { name: players[m.seat]?.name ?? '?' })}
              </button>
            ))}
          {gives.length > 0 && (
            <button type="button" disabled={busy} data-testid="exchange" onClick={() => setMode('give')}>
              {t('stdUi.use.exchange')}
            </button>
          )}
        </div>
      )}
      <TableHand
        view={view}
        legal={plays}
        busy={busy}
        confirm={props.confirm}
        onPlay={onPlay}
        onTouch={props.onTouch}
        hinted={props.hinted}
        hint={props.hint}
      />
    </>
  );
}
