import type { ScoreResult } from '../../games/types';
import { useT } from '../../i18n/useT';
import type { SessionRecord } from '../../storage/types';
import { SaveStatus } from '../SaveStatus';
import type { SaveState } from '../useSession';
import { ShareResult } from './ShareResult';

/** Under every score sheet: finish or reopen the game, share the result, and the save state. */
export function ScoreFooter({ session, result, saveState, onToggleFinished }: {
  session: SessionRecord;
  result: ScoreResult | null;
  saveState: SaveState;
  onToggleFinished: () => void;
}) {
  const { t } = useT();
  return (
    <>
      <div class="actions">
        <button type="button" class={session.finished ? undefined : 'primary'} onClick={onToggleFinished} data-testid="finish">
          {session.finished ? t('pad.reopen') : t('pad.finish')}
        </button>
      </div>
      {result && <ShareResult game={session.game} seats={session.players} result={result} at={session.updatedAt} />}
      <SaveStatus state={saveState} savedAt={session.updatedAt} />
    </>
  );
}
