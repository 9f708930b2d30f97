import { useT } from '../../../../i18n/useT';
import { hasAttachment, TREASURES, type CellChoice, type DraftCard } from './draft';
import { cellLabel, TIGHT } from './labels';

const PLAIN: CellChoice[] = ['empty', 'trap', 'robber'];
const FIRST_TREASURES = TREASURES.filter((x) => !x.id.includes('-')).map((x) => x.id);
const SECOND_TREASURES = TREASURES.filter((x) => x.id.includes('-')).map((x) => x.id);

interface CellPickerProps {
  row: DraftCard[];
  /** Index of the move card being set. */
  move: number;
  slot: number | null;
  onSlot: (slot: number) => void;
  onCell: (cell: CellChoice, slot: number) => void;
}

/**
 * What the picked move lands on: one tap. A doubled move enters two cells (the middle one, then
 * the end), so it shows the two slots first; the first empty slot is the one being set.
 */
export function CellPicker({ row, move, slot, onSlot, onCell }: CellPickerProps) {
  const { t } = useT('jackal');
  const to = row[move]?.to ?? [];
  const doubled = hasAttachment(row, move, 'double');
  const active = doubled ? (slot ?? (to.length >= 1 ? 1 : 0)) : 0;
  const current = to[active];
  const chip = (cell: CellChoice) => (
    <button
      key={cell}
      type="button"
      class="chip"
      style={TIGHT}
      aria-pressed={current === cell}
      data-testid={`cell-${cell}`}
      onClick={() => onCell(cell, active)}
    >
      {cellLabel(t, cell)}
    </button>
  );
  return (
    <fieldset data-testid="cell-picker">
      <legend>{t('judge.landsOn', { n: move + 1 })}</legend>
      {doubled && (
        <div class="chips" role="group" aria-label={t('judge.slots')}>
          {[0, 1].map((s) => (
            <button
              key={s}
              type="button"
              class="chip"
              aria-pressed={active === s}
              data-testid={`slot-${s}`}
              disabled={s === 1 && to.length === 0}
              onClick={() => onSlot(s)}
            >
              {t(s === 0 ? 'judge.middle' : 'judge.end')}: {to[s] ? cellLabel(t, to[s]!) : '?'}
            </button>
          ))}
        </div>
      )}
      <div class="chips">{[...PLAIN, ...FIRST_TREASURES].map(chip)}</div>
      <details open={SECOND_TREASURES.some((id) => id === current)}>
        <summary>{t('judge.secondTreasure')}</summary>
        <div class="chips">{SECOND_TREASURES.map(chip)}</div>
      </details>
    </fieldset>
  );
}
