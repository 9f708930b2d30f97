import type { Failure } from '../../lib/result';
import { useT } from '../../i18n/useT';

/** Why the current input cannot be scored yet, in the game's words (nothing is lost). */
export function CannotScore({ game, failure }: { game: string; failure: Failure }) {
  const { t } = useT(game);
  return (
    <p role="alert" class="field-error" data-testid="cannot-score">
      {t('common:score.cannotScore')} {t([`errors.${failure.error}`, `common:errors.${failure.error}`], failure.params)}
    </p>
  );
}
