/** Words for the judge's cells and treasures, shared by the row editor and the verdict. */
import type { TFunction } from 'i18next';
import { TREASURES, type CellChoice } from './draft';

/** A cell's short name: "Trap", "Big (3)", "Small #2 (1)". */
export function cellLabel(t: TFunction, cell: CellChoice): string {
  const treasure = TREASURES.find((x) => x.id === cell);
  if (!treasure) return t(`cells.${cell}`);
  return t('judge.treasureChip', { label: treasureName(t, treasure.id), value: treasure.value });
}

/** A treasure's name from its id ("big", "small-2"), as the verdict mentions it. */
export function treasureName(t: TFunction, id: string): string {
  const [size, second] = id.split('-');
  const base = t(`treasures.${size}`);
  return second ? t('treasures.second', { name: base }) : base;
}

/** Narrower chips for the judge's palettes: three to a line on a phone instead of two. */
export const TIGHT = { padding: '0 0.6rem' };
