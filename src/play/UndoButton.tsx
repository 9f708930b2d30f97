/**
 * The table bar's undo: an arrow whose name says whose move it takes back ("Take back Anya's
 * move"), shown only while there is a move to take back, dimmed while a move is being saved.
 */
import { useT } from '../i18n/useT';
import type { PlayGame } from './types';

export function UndoButton({ g }: { g: Pick<PlayGame, 'canUndo' | 'busy' | 'undo' | 'undoSeat' | 'players'> }) {
  const { t } = useT('play');
  if (!g.canUndo) return null;
  const name = g.undoSeat === null ? '' : (g.players[g.undoSeat]?.name ?? '');
  return (
    <button type="button" onClick={() => void g.undo()} disabled={g.busy} data-testid="undo" aria-label={t('table.undo', { name })}>
      <span aria-hidden="true">↶</span>
    </button>
  );
}
