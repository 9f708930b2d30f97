/**
 * The recent steps on the board (see lastMoves.ts): a line from room to room in the mover's
 * colour with a dot where it ended, a ring for a thief just placed; drawn between the rooms and
 * the tokens, ignoring taps. The notice under the board names every thief a guard caught.
 */
import type { TFunction } from 'i18next';
import type { SeatRecord } from '../../../../storage/types';
import { CENTRES } from './layout';
import type { Caught, MovePath } from './lastMoves';

/** The paths as SVG (aria-hidden: the log and the notice say the same in words). */
export function LastMovePaths({ paths, players }: { paths: readonly MovePath[]; players: readonly SeatRecord[] }) {
  return (
    <g class="last-moves" aria-hidden="true" data-testid="last-moves">
      {paths.map((p) => {
        const colour = players[p.seat]?.color ?? '#545046';
        const to = CENTRES[p.to]!;
        if (p.kind === 'place' || p.from === null) {
          return <circle key={p.index} class="last-place" cx={to.x} cy={to.y} r={7.6} stroke={colour} data-path="place" />;
        }
        const from = CENTRES[p.from]!;
        return (
          <g key={p.index} data-path={p.kind}>
            <line class={`last-path ${p.kind}`} x1={from.x} y1={from.y} x2={to.x} y2={to.y} stroke={colour} />
            <circle class="last-start" cx={from.x} cy={from.y} r={1.6} fill={colour} />
            <circle class="last-end" cx={to.x} cy={to.y} r={2.4} fill={colour} />
          </g>
        );
      })}
    </g>
  );
}

/** One line per caught thief since the viewer last moved; the viewer's own thief said so. */
export function CaughtNotice({
  caught,
  players,
  viewer,
  t,
}: {
  caught: readonly Caught[];
  players: readonly SeatRecord[];
  viewer: number | null;
  t: TFunction;
}) {
  if (caught.length === 0) return null;
  return (
    <div class="panel sly-caught" role="status" data-testid="caught-notice">
      {caught.map((c) => (
        <p key={c.index}>
          {c.owner === viewer
            ? t('play.lastMove.caughtYours', { player: players[c.by]?.name ?? '?', room: c.room })
            : t('play.lastMove.caught', { player: players[c.by]?.name ?? '?', owner: players[c.owner]?.name ?? '?', room: c.room })}
        </p>
      ))}
    </div>
  );
}
