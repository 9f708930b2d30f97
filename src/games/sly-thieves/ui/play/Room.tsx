/**
 * One room of the bank as an SVG button: the whole hexagon is the hit area, the tile's loot is
 * drawn as a symbol plus its points, the advanced icon beside it, and an inner ring shows what
 * the room means for the current decision (lit, picked, last vacated).
 */
import type { Tile } from '../../engine/types';
import { HEX, hexPoints, type Point } from './layout';
import type { RoomRole } from './labels';
import { IconGlyph, LootGlyph } from './Symbols';

const OUTER = hexPoints(HEX);
const INNER = hexPoints(HEX - 1.3);
const POST = hexPoints(HEX - 4);
const FOCUS = hexPoints(HEX - 0.7);

interface RoomProps {
  room: number;
  at: Point;
  tile: Tile | null;
  post: boolean;
  showIcon: boolean;
  role: RoomRole;
  /** Whether a tap does anything now; other rooms are announced as unavailable. */
  active: boolean;
  tabbable: boolean;
  /** A thief left this room in the last move shown. */
  trail: boolean;
  /** Where a token would stand, relative to the centre (for the lit marker). */
  spot: Point;
  occupied: boolean;
  label: string;
  onTap: (room: number) => void;
  onKey: (room: number, e: KeyboardEvent) => void;
  onFocusRoom: (room: number) => void;
}

/** A focusable hexagon; Enter or Space acts like a tap (see Board for the arrow keys). */
export function Room(p: RoomProps) {
  const kind = p.post ? 'post' : p.tile ? `v${p.tile.value}` : 'empty';
  const cls = ['room', kind, p.role ?? '', p.active ? 'active' : '', p.trail ? 'trail' : ''].filter(Boolean).join(' ');
  return (
    <g
      class={cls}
      transform={`translate(${p.at.x.toFixed(2)} ${p.at.y.toFixed(2)})`}
      role="button"
      tabindex={p.tabbable ? 0 : -1}
      aria-label={p.label}
      aria-disabled={p.active ? undefined : 'true'}
      aria-pressed={p.role === 'picked' ? 'true' : undefined}
      data-room={p.room}
      data-choice={p.role ?? undefined}
      onClick={() => p.onTap(p.room)}
      onKeyDown={(e) => p.onKey(p.room, e)}
      onFocus={() => p.onFocusRoom(p.room)}
    >
      <polygon class="hex" points={OUTER} />
      {p.post && <polygon class="post-mark" points={POST} />}
      {p.tile && (
        <>
          <LootGlyph value={p.tile.value} x={-3.4} y={-4.3} />
          <text class="value" x={2.9} y={-2.1} text-anchor="middle">
            {p.tile.value}
          </text>
          {p.showIcon && p.tile.icon && <IconGlyph icon={p.tile.icon} x={-4.7} y={2.7} />}
        </>
      )}
      {p.role === 'target' && !p.occupied && <circle class="marker" cx={p.spot.x} cy={p.spot.y} r={2.4} />}
      {p.trail && <circle class="trail-mark" cx={p.spot.x} cy={p.spot.y} r={3.2} />}
      <polygon class="ring" points={INNER} />
      <polygon class="focus-ring" points={FOCUS} />
    </g>
  );
}
