/**
 * Why Undo goes back no further: the newest move that revealed a card, laid a bet, passed the turn
 * on a final choice or used the generator (an engine checkpoint), named as the log names it.
 */
import { logParams } from '../../../../play/MoveLog';
import type { LogEntry } from '../../../../play/types';
import { useT } from '../../../../i18n/useT';
import type { SeatRecord } from '../../../../storage/types';
import { GAME } from './names';

/** One line under the log's title, or nothing before the first such move. */
export function UndoLimit({ log, players }: { log: readonly LogEntry[]; players: readonly SeatRecord[] }) {
  const { t } = useT(GAME);
  const barrier = [...log].reverse().find((e) => e.checkpoint);
  if (!barrier) return null;
  return (
    <p class="small" data-testid="undo-limit">
      {t('table.undoLimit', { line: t(`log.${barrier.log.key}`, logParams(barrier, players)) })}
    </p>
  );
}
