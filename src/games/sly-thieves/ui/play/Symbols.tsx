/**
 * Small SVG pictures drawn inside a room: the loot (cash bundle, gold bar, diamond), the five
 * advanced icons and a guard. Shapes differ as well as colours, and the room's label says the
 * same in words, so nothing relies on colour alone. All are decorative (aria-hidden).
 */
import type { TileIcon, TileValue } from '../../data/tiles';

const INK = '#1d1b16';

/** The loot pictured on a tile, about 5 units wide, centred on (x, y). */
export function LootGlyph({ value, x, y }: { value: TileValue; x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`} aria-hidden="true" class={`loot loot-${value}`}>
      {value === 1 && (
        <>
          <rect x={-2.6} y={-1.6} width={5.2} height={3.2} rx={0.4} fill="#3f7d32" stroke={INK} stroke-width={0.35} />
          <circle r={0.9} fill="#cfe8c4" />
        </>
      )}
      {value === 2 && <polygon points="-2.6,1.4 2.6,1.4 1.6,-1.4 -1.6,-1.4" fill="#d9a521" stroke={INK} stroke-width={0.35} />}
      {value === 3 && (
        <>
          <polygon points="-2.4,-0.7 -1.3,-1.8 1.3,-1.8 2.4,-0.7 0,2.1" fill="#8fd0f5" stroke={INK} stroke-width={0.35} />
          <polyline points="-2.4,-0.7 2.4,-0.7" fill="none" stroke={INK} stroke-width={0.25} />
        </>
      )}
    </g>
  );
}

/** Five-pointed star path of outer radius 2.2. */
const STAR = Array.from({ length: 10 }, (_, k) => {
  const a = -Math.PI / 2 + (Math.PI / 5) * k;
  const rad = k % 2 === 0 ? 2.2 : 0.95;
  return `${(rad * Math.cos(a)).toFixed(2)},${(rad * Math.sin(a)).toFixed(2)}`;
}).join(' ');

/** A little thief: head and shoulders with a mask band. */
function ThiefFigure({ fill, line }: { fill: string; line: string }) {
  return (
    <>
      <path d="M-2,2.1 Q-2,-0.2 0,-0.2 Q2,-0.2 2,2.1 Z" fill={fill} stroke={line} stroke-width={0.35} />
      <circle cy={-1.2} r={1.1} fill={fill} stroke={line} stroke-width={0.35} />
      <rect x={-1.1} y={-1.5} width={2.2} height={0.55} fill={line} />
    </>
  );
}

/** An advanced icon, about 4.4 units across, centred on (x, y). */
export function IconGlyph({ icon, x, y }: { icon: TileIcon; x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`} aria-hidden="true" class={`icon icon-${icon}`}>
      {icon === 'star' && <polygon points={STAR} fill="#f2b705" stroke={INK} stroke-width={0.35} />}
      {icon === 'hatch' && (
        <>
          <circle r={2} fill="#6b6b6b" stroke={INK} stroke-width={0.35} />
          <path d="M-2,0 H2 M0,-2 V2 M-1.4,-1.4 L1.4,1.4" stroke="#e8e8e8" stroke-width={0.3} />
        </>
      )}
      {icon === 'whiteThief' && <ThiefFigure fill="#ffffff" line={INK} />}
      {icon === 'blackThief' && <ThiefFigure fill="#111111" line="#f4f4f4" />}
      {icon === 'crossedEye' && (
        <>
          <path d="M-2.3,0 Q0,-2 2.3,0 Q0,2 -2.3,0 Z" fill="#ffffff" stroke={INK} stroke-width={0.35} />
          <circle r={0.75} fill={INK} />
          <line x1={-2} y1={1.8} x2={2} y2={-1.8} stroke="#a3261b" stroke-width={0.55} />
        </>
      )}
    </g>
  );
}

/** A guard: a dark shield with a light badge, about 4.6 units tall, centred on (x, y). */
export function GuardGlyph({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`} aria-hidden="true" class="guard">
      <path d="M-2.2,-2.3 H2.2 V0.2 Q2.2,1.9 0,2.6 Q-2.2,1.9 -2.2,0.2 Z" fill="#263238" stroke="#ffffff" stroke-width={0.4} />
      <circle cy={-0.2} r={0.8} fill="#ffd54f" />
    </g>
  );
}
