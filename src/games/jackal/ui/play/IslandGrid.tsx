/**
 * The island drawn as its 5 x 5 cells (rulebook "Ход игры", step 1): flags by colour, traps,
 * robbers, water and treasures of 1, 2 and 3 coins as pictures, each cell named in words. After
 * the reveal every pirate's walk is drawn on it: a numbered dot in the player's colour for each
 * cell entered, the number being the judge's step, and the pirate's token where it stands.
 */
import type { TFunction } from 'i18next';
import { CELL_CODES, ISLAND_SIZE, type CellCode } from '../../data/island';
import type { SeatRecord } from '../../../../storage/types';
import { CellIcon } from './Icons';
import type { StepMark } from './steps';

interface GridProps {
  t: TFunction;
  rows: readonly string[];
  marks: readonly StepMark[];
  players: readonly SeatRecord[];
  label: string;
  testId?: string;
}

/** The island with the pirates' steps on it. */
export function IslandGrid({ t, rows, marks, players, label, testId }: GridProps) {
  // Where each pirate stands now: its last mark.
  const standing = new Map<number, string>();
  for (const m of marks) standing.set(m.seat, `${m.cell[0]},${m.cell[1]}`);
  const cells = [];
  for (let r = 0; r < ISLAND_SIZE; r++)
    for (let c = 0; c < ISLAND_SIZE; c++) {
      const code = (rows[r]?.[c] ?? '.') as CellCode;
      const here = marks.filter((m) => m.cell[0] === r && m.cell[1] === c);
      const tokens = [...standing.entries()].filter(([, at]) => at === `${r},${c}`).map(([seat]) => seat);
      const words = [
        t('play.cellAt', { row: r + 1, col: c + 1, kind: t(`play.cell.${CELL_CODES[code]}`) }),
        ...here.map((m) => t('play.cellStep', { name: players[m.seat]?.name ?? '', step: m.step })),
        ...tokens.map((seat) => t('play.pirateHere', { name: players[seat]?.name ?? '' })),
      ];
      cells.push(
        <div key={`${r}-${c}`} class={`jk-cell jk-cell-${CELL_CODES[code]}`} role="img" aria-label={words.join('. ')} data-cell={`${r},${c}`} data-code={code}>
          <CellIcon code={code} />
          {here.length > 0 && (
            <span class="jk-steps" aria-hidden="true">
              {here.map((m, k) => (
                <span key={k} class="jk-step" style={{ background: players[m.seat]?.color }}>
                  {m.step}
                </span>
              ))}
            </span>
          )}
          {tokens.map((seat, k) => (
            <span key={seat} class={`jk-pirate jk-pirate-${k}`} aria-hidden="true" data-seat={seat} style={{ background: players[seat]?.color }}>
              {(players[seat]?.name ?? '?').slice(0, 1)}
            </span>
          ))}
        </div>,
      );
    }
  return (
    <div class="jk-island" role="group" aria-label={label} data-testid={testId ?? 'island'}>
      {cells}
    </div>
  );
}
