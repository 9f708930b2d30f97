/** A refused result code in words: what is wrong and, for a value, which field of which player. */
import type { TFunction } from 'i18next';
import type { ReadCodeError } from './read';

/** The sentence for a refusal (t of the `resultCode` namespace). */
export function codeErrorText(t: TFunction, e: ReadCodeError): string {
  if (e.code === 'ERR_CODE_GAME') return t('errors.ERR_CODE_GAME', { game: e.game });
  if (e.code === 'ERR_CODE_VALUE') {
    const field = t([`fields.${e.field}`, 'fields.unknown'], { n: e.seat ?? '' });
    return t('errors.ERR_CODE_VALUE', { field });
  }
  return t(`errors.${e.code}`);
}
