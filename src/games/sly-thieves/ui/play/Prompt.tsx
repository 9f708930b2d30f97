/**
 * The line that says what to do now (above the board, two lines tall whatever it says, so the
 * board never jumps between a pick and a tap), and the buttons for the choices that are not
 * rooms: skip an optional icon, leave the bank (below the board).
 */
import { useT } from '../../../../i18n/useT';
import { thievesPerPlayer } from '../../data/board';
import type { SlyMove, SlyView } from '../../engine/types';
import type { Choices } from './choices';
import { manifest } from '../../index';

const GAME = manifest.id;

/** The prompt key for a decision, with "pick" or "target" for two-step decisions. */
export function promptKey(c: Choices): string | null {
  if (c.step === 'wait') return null;
  if (c.step === 'place' || c.step === 'hatch' || c.step === 'leave') return `play.prompt.${c.step}`;
  return `play.prompt.${c.step}_${c.picked === null ? 'pick' : 'target'}`;
}

/** What to do now; an empty line of the same height while nobody here has to decide. */
export function Prompt({ view, choices }: { view: SlyView; choices: Choices }) {
  const { t } = useT(GAME);
  const key = promptKey(choices);
  const placed = view.thieves.filter((th) => th.seat === view.viewer).length;
  const left = thievesPerPlayer(view.config.players) - placed;
  return (
    <p class="sly-prompt" role="status" data-testid={key ? 'prompt' : undefined}>
      {key ? t(key, { count: left }) : ''}
    </p>
  );
}

/** Skip and Leave, when the engine offers those moves. */
export function MoveButtons({ view, choices, busy, onPlay }: { view: SlyView; choices: Choices; busy: boolean; onPlay: (m: SlyMove) => void }) {
  const { t } = useT(GAME);
  if (!choices.skip && !choices.leave) return null;
  return (
    <div class="actions">
      {choices.skip && (
        <button type="button" onClick={() => onPlay(choices.skip!)} disabled={busy} data-testid="skip">
          {t(`play.skip.${view.pending?.icon ?? 'hatch'}`)}
        </button>
      )}
      {choices.leave && (
        <button type="button" class="primary" onClick={() => onPlay(choices.leave!)} disabled={busy} data-testid="leave">
          {t('play.leave')}
        </button>
      )}
    </div>
  );
}
