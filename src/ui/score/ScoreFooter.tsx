import { useState } from 'preact/hooks';
import type { ScoreResult } from '../../games/types';
import { useT } from '../../i18n/useT';
import type { SessionRecord } from '../../storage/types';
import { SaveStatus } from '../SaveStatus';
import type { SaveState } from '../useSession';
import { useRefusedFields } from './refusedFields';
import { ShareResult } from './ShareResult';
import { UndoButton } from './UndoButton';
import type { UndoControl } from './useScoreSession';

/**
 * Under every score sheet: undo the last change (naming it), finish or reopen the game (reopening
 * is one tap and says so), share the result, and the save state.
 */
export function ScoreFooter({
  session,
  result,
  saveState,
  onToggleFinished,
  undo,
  blockedReason,
}: {
  session: SessionRecord;
  result: ScoreResult | null;
  saveState: SaveState;
  onToggleFinished: () => unknown;
  undo?: UndoControl;
  /** Why the game cannot be finished yet (a refusal, missing values): Finish is disabled and says so. */
  blockedReason?: string;
}) {
  const { t } = useT();
  const [reopened, setReopened] = useState(false);
  // A field holding a refused value is not finished business, whatever the sheet says.
  const refused = useRefusedFields().length > 0;
  blockedReason ??= refused ? t('score.finishNeedsFix') : undefined;
  const toggle = () => {
    setReopened(session.finished);
    void onToggleFinished();
  };
  return (
    <>
      <div class="actions">
        {undo && !session.finished && <UndoButton undo={undo} />}
        <button
          type="button"
          class={session.finished ? undefined : 'primary'}
          onClick={toggle}
          data-testid="finish"
          disabled={!session.finished && !!blockedReason}
          aria-describedby={!session.finished && blockedReason ? 'finish-blocked' : undefined}
        >
          {session.finished ? t('pad.reopen') : t('pad.finish')}
        </button>
      </div>
      {!session.finished && blockedReason && (
        <p class="small" id="finish-blocked" data-testid="finish-blocked">
          {blockedReason}
        </p>
      )}
      <p class="small" role="status" data-testid="lock-status">
        {session.finished ? t('lock.finished') : reopened ? t('lock.reopened') : ''}
      </p>
      {result && <ShareResult session={session} result={result} />}
      <SaveStatus state={saveState} savedAt={session.updatedAt} />
    </>
  );
}
