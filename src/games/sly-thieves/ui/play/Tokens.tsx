/**
 * Thieves and guards, drawn above the rooms and ignoring taps. Each token is keyed by thief
 * number (guards by index) and moved with a CSS transform, so a move slides it across the
 * board; a new token pops in. Both are short and skipped under prefers-reduced-motion.
 */
import type { SeatRecord } from '../../../../storage/types';
import type { SlyView } from '../../engine/types';
import { initials } from './labels';
import { CENTRES, type Point } from './layout';
import { GuardGlyph } from './Symbols';

/** Guards are drawn as large as a thief's disc (8.6 units across): the glyph is 4.4 wide. */
const GUARD_SCALE = 1.9;

const at = (p: Point, d: Point) => ({ transform: `translate(${(p.x + d.x).toFixed(2)}px, ${(p.y + d.y).toFixed(2)}px)` });

/** Tokens on the board: `picked` is the thief number to ring (-1: none). */
export function Tokens({ view, players, picked, spot }: { view: SlyView; players: readonly SeatRecord[]; picked: number; spot: Point }) {
  const letters = initials(players);
  const shared = (room: number) => view.guards.filter((g) => g === room).length > 1;
  return (
    <g class="tokens" aria-hidden="true">
      {view.guards.map((room, i) => {
        const dx = shared(room) ? (i === 0 ? -4.4 : 4.4) : spot.x;
        return (
          <g key={`g${i}`} class="token guard-token" style={at(CENTRES[room]!, { x: dx, y: spot.y - 0.3 })} data-guard={i}>
            <g transform={`scale(${GUARD_SCALE})`}>
              <GuardGlyph x={0} y={0} />
            </g>
          </g>
        );
      })}
      {view.thieves.map((thief, id) =>
        thief.room === null ? null : (
          <g
            key={`t${id}`}
            class={`token thief${id === picked ? ' picked' : ''}`}
            style={at(CENTRES[thief.room]!, spot)}
            data-thief={id}
            data-seat={thief.seat}
          >
            <g class="token-body">
              {id === picked && <circle class="halo" r={5.6} />}
              <circle r={4.3} fill={players[thief.seat]?.color ?? '#555'} class="disc" />
              <text class={`initial${(letters[thief.seat] ?? '').length > 1 ? ' two' : ''}`} y={0.1} text-anchor="middle" dominant-baseline="central">
                {letters[thief.seat] ?? '?'}
              </text>
            </g>
          </g>
        ),
      )}
    </g>
  );
}
