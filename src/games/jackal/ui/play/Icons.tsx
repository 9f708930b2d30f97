/**
 * Drawings of the island's cells and the action cards' marks, as small inline SVGs (no image
 * files, nothing to load). They are pictures only: the cell or card around them carries the
 * accessible name in words.
 */
import type { CellCode } from '../../data/island';
import type { CardFace } from '../../data/stolikDeck';
import { DIRS, FACE_DIRS, type Dir } from '../../engine/geometry';

const FLAG_FILL: Record<string, string> = { W: '#ffffff', R: '#d2352b', B: '#1f63c6' };

/** A flag on a pole. */
function Flag({ fill }: { fill: string }) {
  return (
    <>
      <path d="M9 4v17" stroke="currentColor" stroke-width="1.6" />
      <path d="M10 4h10l-3 4 3 4H10z" fill={fill} stroke="currentColor" stroke-width="1" />
    </>
  );
}

/** A chest with 1, 2 or 3 coins on it. */
function Chest({ coins }: { coins: number }) {
  return (
    <>
      <rect x="4" y="11" width="16" height="9" rx="1.5" fill="#8a5a1c" stroke="currentColor" />
      <path d="M4 14h16" stroke="currentColor" />
      <rect x="11" y="13" width="2" height="3" fill="#f2c14e" />
      {Array.from({ length: coins }, (_, k) => (
        <circle key={k} cx={12 + (k - (coins - 1) / 2) * 6} cy="7" r="2.8" fill="#f2c14e" stroke="#8a6100" />
      ))}
    </>
  );
}

/** The picture of one island cell (empty ground shows nothing). */
export function CellIcon({ code }: { code: CellCode }) {
  let body = null;
  if (code === 'W' || code === 'R' || code === 'B') body = <Flag fill={FLAG_FILL[code]!} />;
  else if (code === 'T')
    body = (
      <>
        <circle cx="12" cy="12" r="7" fill="none" stroke="currentColor" stroke-width="2" />
        <path d="M12 5v4M12 15v4M5 12h4M15 12h4" stroke="currentColor" stroke-width="2" />
      </>
    );
  else if (code === 'X')
    body = (
      <>
        <circle cx="12" cy="10" r="6" fill="currentColor" />
        <rect x="6" y="8" width="12" height="3" fill="#d2352b" />
        <path d="M7 22c0-4 2.5-6 5-6s5 2 5 6" fill="currentColor" />
      </>
    );
  else if (code === '~') body = <path d="M3 9c3-2 6 2 9 0s6-2 9 0M3 15c3-2 6 2 9 0s6-2 9 0" fill="none" stroke="#ffffff" stroke-width="1.6" />;
  else if (code === '1' || code === '2' || code === '3') body = <Chest coins={Number(code)} />;
  if (!body) return null;
  return (
    <svg class="jk-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {body}
    </svg>
  );
}

/** A straight arrow from the centre of a 24 x 24 box, `u` units along (dr, dc), with its head. */
function Arrow({ dr, dc, u }: { dr: number; dc: number; u: number }) {
  const len = Math.hypot(dr, dc);
  const [uy, ux] = [dr / len, dc / len];
  const x = 12 + ux * u;
  const y = 12 + uy * u;
  const head = [
    [x + ux * 1.5, y + uy * 1.5],
    [x - ux * 3 - uy * 3, y - uy * 3 + ux * 3],
    [x - ux * 3 + uy * 3, y - uy * 3 - ux * 3],
  ];
  return (
    <>
      <path d={`M12 12L${x} ${y}`} stroke="currentColor" stroke-width="2.2" stroke-linecap="round" />
      <polygon points={head.map((p) => p.map((n) => n.toFixed(1)).join(',')).join(' ')} fill="currentColor" />
    </>
  );
}

/** An arrow from the centre of a 24 x 24 box one unit along `dir` (horse jumps: an L). */
export function DirArrow({ dir }: { dir: Dir }) {
  const [dr, dc] = DIRS[dir];
  const knight = Math.abs(dr) + Math.abs(dc) === 3;
  const u = knight ? 4.5 : 8;
  const x = 12 + dc * u;
  const y = 12 + dr * u;
  if (!knight)
    return (
      <svg class="jk-dir" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <Arrow dr={dr} dc={dc} u={8} />
      </svg>
    );
  // A horse's L: along the long side first, then the short one.
  const path = Math.abs(dr) === 2 ? `M12 12V${y}H${x}` : `M12 12H${x}V${y}`;
  return (
    <svg class="jk-dir" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" />
      <circle cx={x} cy={y} r="2.6" fill="currentColor" />
      <circle cx="12" cy="12" r="1.6" fill="currentColor" />
    </svg>
  );
}

/** The mark printed on a card: its arrows, the horse's eight jumps, or a sign for the others. */
export function CardMark({ face }: { face: CardFace }) {
  const dirs = FACE_DIRS[face];
  if (dirs) {
    const knight = face === 'horse';
    return (
      <svg class="jk-mark" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        {dirs.map((d) => {
          const [dr, dc] = DIRS[d];
          const u = knight ? 4.5 : 9;
          return knight ? <circle key={d} cx={12 + dc * u} cy={12 + dr * u} r="1.8" fill="currentColor" /> : <Arrow key={d} dr={dr} dc={dc} u={u} />;
        })}
        {knight && <circle cx="12" cy="12" r="2.4" fill="currentColor" />}
      </svg>
    );
  }
  const sign: Partial<Record<CardFace, string>> = { double: '×2', friday: 'F', weapon: '⚔', rum: 'R' };
  if (face === 'redFlag' || face === 'blueFlag')
    return (
      <svg class="jk-mark" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <Flag fill={face === 'redFlag' ? FLAG_FILL.R! : FLAG_FILL.B!} />
      </svg>
    );
  return (
    <span class="jk-sign" aria-hidden="true">
      {sign[face]}
    </span>
  );
}

/** A coin. */
export function Coin() {
  return (
    <svg class="jk-coin" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="#f2c14e" stroke="#8a6100" stroke-width="1.5" />
      <circle cx="12" cy="12" r="5.5" fill="none" stroke="#8a6100" />
    </svg>
  );
}
