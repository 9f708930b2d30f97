import { useT } from '../../i18n/useT';
import type { UndoControl } from './useScoreSession';
import type { UndoLabel } from './undoStack';

/** The words of an undo label: "Аня, раунд 3: 15 → 5"; empty when it names nothing. */
export function undoText(label: UndoLabel): string {
  const what = [label.who, label.what].filter(Boolean).join(', ');
  const change = label.from !== undefined && label.to !== undefined ? `${label.from} → ${label.to}` : '';
  return what && change ? `${what}: ${change}` : what || change;
}

/** "Undo: Аня, раунд 3: 15 → 5": names the change it takes back; absent when there is none. */
export function UndoButton({ undo }: { undo: UndoControl }) {
  const { t } = useT();
  if (!undo.label) return null;
  const text = undoText(undo.label);
  return (
    <button type="button" class="undo" data-testid="undo" onClick={() => void undo.run()}>
      {text ? t('undo.named', { change: text }) : t('undo.plain')}
    </button>
  );
}
