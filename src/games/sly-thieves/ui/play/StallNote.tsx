/**
 * A warning under the board in an advanced heist that has stalled: how many turns in a row no
 * tile was taken and after how many Stolik's rule ends the game (ruling-stalled-game), or, near
 * the turn cap, that the cap is coming. Nothing while play goes on normally.
 */
import { useT } from '../../../../i18n/useT';
import { gangsInBank, quietTurns, stallLimit, TURN_CAP } from '../../engine/limits';
import type { SlyView } from '../../engine/types';
import { RuleLink } from '../../../../ui/RuleLink';
import { manifest } from '../../index';

const GAME = manifest.id;

/** Turns before the cap from which the cap is announced: ten rounds of four gangs. */
const CAP_WARNING = 40;

/** The note to show (a key of the game's namespace and its parameters), or null. */
export function stallNote(view: SlyView): { key: string; params: Record<string, number> } | null {
  if (view.config.variant !== 'advanced' || view.phase !== 'play') return null;
  const quiet = quietTurns(view);
  const limit = stallLimit(view);
  // A full round with no tile taken is worth telling; a single empty turn is ordinary play.
  if (quiet >= Math.max(1, gangsInBank(view))) return { key: 'play.quiet', params: { count: quiet, limit } };
  if (view.turns >= TURN_CAP - CAP_WARNING) return { key: 'play.capNear', params: { turns: view.turns, cap: TURN_CAP } };
  return null;
}

/** The warning line with a link to the ruling, or nothing. */
export function StallNote({ view }: { view: SlyView }) {
  const { t } = useT(GAME);
  const note = stallNote(view);
  if (!note) return null;
  return (
    <p class="hint" data-testid="stall-note">
      {t(note.key, note.params)}{' '}
      <RuleLink game={GAME} anchor="ruling-stalled-game">
        {t('common:score.rule')}
      </RuleLink>
    </p>
  );
}
