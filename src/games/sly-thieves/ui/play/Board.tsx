/**
 * The bank as one SVG that scales to the screen width (viewBox), rooms as buttons underneath
 * and tokens drawn on top without catching taps, so a tap anywhere in a hexagon is that room.
 * Tokens are keyed by thief number and slide with a short CSS transition that never waits
 * for anything. Keyboard: Tab visits the rooms that can be chosen, arrow keys visit any room.
 */
import type { TFunction } from 'i18next';
import { useRef, useState } from 'preact/hooks';
import type { SeatRecord } from '../../../../storage/types';
import { CENTRE, ROOMS } from '../../engine/geometry';
import type { SlyView } from '../../engine/types';
import type { Choices } from './choices';
import { roomAria, thiefRooms, type RoomRole } from './labels';
import { CENTRES, COLUMN_HEADS, roomByArrow, VIEW_BOX, type Point } from './layout';
import { Room } from './Room';
import { Tokens } from './Tokens';
import { LastMovePaths } from './LastMoves';
import type { MovePath } from './lastMoves';

interface BoardProps {
  view: SlyView;
  players: readonly SeatRecord[];
  choices: Choices;
  /** Rooms a thief left in the last change shown. */
  trail: readonly number[];
  /** Steps since the viewer last moved, drawn as paths (lastMoves.ts). */
  paths?: readonly MovePath[];
  label: string;
  t: TFunction;
  onTap: (room: number) => void;
  onCancel: () => void;
}

/** Where a token stands inside its room: right of the icon in the advanced game, else centred. */
export const tokenSpot = (advanced: boolean): Point => ({ x: advanced ? 2 : 0, y: 3.5 });

function roleOf(c: Choices, room: number): RoomRole {
  if (room === c.picked && c.sources.length > 0) return 'picked';
  if (c.targets.includes(room)) return 'target';
  if (c.sources.includes(room)) return 'source';
  return null;
}

/** A tap does something: choose a target, pick a source, or unpick the one picked by hand. */
const isActive = (role: RoomRole, c: Choices): boolean => role === 'source' || role === 'target' || (role === 'picked' && c.sources.length > 1);

/** The whole board for the viewer; taps and keys go to `onTap` with a room number. */
export function Board({ view, players, choices, trail, paths = [], label, t, onTap, onCancel }: BoardProps) {
  const svg = useRef<SVGSVGElement>(null);
  const [home, setHome] = useState(CENTRE);
  const occupant = thiefRooms(view);
  const spot = tokenSpot(view.config.variant === 'advanced');
  const roles = ROOMS.map((_, room) => roleOf(choices, room));
  const anyActive = roles.some((r) => r !== null);
  const onKey = (room: number, e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onTap(room);
    } else if (e.key === 'Escape') {
      onCancel();
    } else if (e.key.startsWith('Arrow')) {
      const next = roomByArrow(room, e.key);
      e.preventDefault();
      if (next !== null) svg.current?.querySelector<SVGGElement>(`[data-room="${next}"]`)?.focus();
    }
  };
  return (
    <svg ref={svg} class="sly-board" viewBox={VIEW_BOX} role="group" aria-label={label} data-testid="board">
      {COLUMN_HEADS.map((c) => (
        <text key={c.letter} class="column" x={c.x} y={c.y} text-anchor="middle" aria-hidden="true">
          {c.letter}
        </text>
      ))}
      {ROOMS.map((_, room) => {
        const role = roles[room] ?? null;
        return (
          <Room
            key={room}
            room={room}
            at={CENTRES[room]!}
            tile={view.tiles[room] ?? null}
            post={room === CENTRE}
            showIcon={view.config.variant === 'advanced'}
            role={role}
            active={isActive(role, choices)}
            tabbable={role !== null || (!anyActive && room === home)}
            trail={trail.includes(room)}
            spot={spot}
            occupied={occupant[room]! >= 0 || view.guards.includes(room)}
            label={roomAria(t, view, players, room, occupant[room]!, role)}
            onTap={onTap}
            onKey={onKey}
            onFocusRoom={setHome}
          />
        );
      })}
      <LastMovePaths paths={paths} players={players} />
      <Tokens
        view={view}
        players={players}
        picked={choices.picked !== null && choices.sources.length > 0 ? (occupant[choices.picked] ?? -1) : -1}
        spot={spot}
      />
    </svg>
  );
}
