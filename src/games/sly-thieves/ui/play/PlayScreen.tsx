/**
 * The Sly Thieves table for the seat holding the phone: a one-line prompt, the bank (tap a lit
 * thief, then a lit room; placements and icon follow-ups the same way), the gangs with their
 * face-down loot, and in the advanced game what the icons mean. Only the engine's legal moves
 * are ever lit, and a tap plays exactly one of them.
 */
import { useState } from 'preact/hooks';
import type { PlayScreenProps } from '../../../types';
import { useT } from '../../../../i18n/useT';
import { usePlayGame } from '../../../../play/usePlayGame';
import type { SlyMove, SlyView } from '../../engine/types';
import { Board } from './Board';
import { choicesFor, tapRoom } from './choices';
import { Gangs } from './Gangs';
import { IconLegend } from './IconLegend';
import { MoveButtons, Prompt } from './Prompt';
import { StallNote } from './StallNote';
import { useTrail } from './useTrail';
import { CaughtNotice } from './LastMoves';
import { readMoves, sinceLastOwn } from './lastMoves';
import { useSlyHaptics } from './useSlyHaptics';
import './board.css';
import { manifest } from '../../index';

const GAME = manifest.id;

/** The board screen; PlayShell renders it inside the table with the turn line, undo and log. */
export function PlayScreen(_: PlayScreenProps) {
  const { t } = useT(GAME);
  const g = usePlayGame<SlyView, SlyMove>();
  // A pick belongs to one position: a move, an undo or another seat starts the decision afresh.
  const position = `${g.log.length}/${g.seat}`;
  const [pick, setPick] = useState<{ position: string; room: number | null }>({ position, room: null });
  const setPicked = (room: number | null) => setPick({ position, room });
  const trail = useTrail(g.view?.thieves ?? null);
  const recent = readMoves(sinceLastOwn(g.log, g.seat));
  useSlyHaptics(g.view, g.legalMoves.length > 0);
  if (!g.view) return null;
  const view = g.view;
  const choices = choicesFor(view, g.legalMoves, pick.position === position ? pick.room : null);
  const play = (move: SlyMove) => {
    if (g.busy) return;
    setPicked(null);
    void g.play(move);
  };
  const onTap = (room: number) => {
    const r = tapRoom(choices, g.legalMoves, room);
    if (r.kind === 'play') play(r.move);
    else if (r.kind === 'pick') setPicked(r.room);
  };
  return (
    <section aria-labelledby="board-h" class="sly-play">
      <h2 id="board-h" class="sr-only">
        {t('play.boardTitle')}
      </h2>
      <Prompt view={view} choices={choices} />
      <Board
        view={view}
        players={g.players}
        choices={choices}
        trail={trail}
        paths={recent.paths}
        label={t('play.boardLabel')}
        t={t}
        onTap={onTap}
        onCancel={() => setPicked(null)}
      />
      <CaughtNotice caught={recent.caught} players={g.players} viewer={g.seat} t={t} />
      <MoveButtons view={view} choices={choices} busy={g.busy} onPlay={play} />
      <StallNote view={view} />
      <Gangs view={view} players={g.players} />
      {view.config.variant === 'advanced' && <IconLegend />}
    </section>
  );
}
