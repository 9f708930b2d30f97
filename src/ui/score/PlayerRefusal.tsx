import type { Failure } from '../../lib/result';
import { i18next } from '../../i18n';
import { useT } from '../../i18n/useT';

/** True when a message's template starts with a plain capitalised word (not a name put in by a param). */
function startsWithWord(game: string, lang: string, code: string): boolean {
  const raw = i18next.getResource(lang, game, `errors.${code}`) ?? i18next.getResource(lang, 'common', `errors.${code}`);
  return typeof raw === 'string' && /^\p{Lu}(\p{Ll}|\s)/u.test(raw);
}

/**
 * A refusal placed next to the field it is about, naming the player ("Boris: inventory cards:
 * 1, slots: 0 …"), in the game's words. `name` is left out when the message names the player.
 */
export function PlayerRefusal({ game, failure, name, id }: { game: string; failure: Failure; name?: string; id?: string }) {
  const { t, lang } = useT(game);
  const message = t([`errors.${failure.error}`, `common:errors.${failure.error}`], failure.params);
  // After "Boris:" a sentence goes on in lower case, as both languages write after a colon.
  const after = startsWithWord(game, lang, failure.error) ? message.charAt(0).toLocaleLowerCase(lang) + message.slice(1) : message;
  return (
    <p role="alert" class="field-error" id={id} data-testid="refusal">
      {name ? t('common:score.refusedFor', { name, message: after }) : message}
    </p>
  );
}
