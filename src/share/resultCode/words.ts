/** A refused result code in words: what is wrong and, for a value, which field of which player. */
import type { TFunction } from 'i18next';
import type { ReadCodeError } from './read';

/** The sentence for a refusal (t of the `share` namespace). */
export function codeErrorText(t: TFunction, e: ReadCodeError): string {
  if (e.code === 'ERR_CODE_GAME') return t('resultCode.errors.ERR_CODE_GAME', { game: e.game });
  if (e.code === 'ERR_CODE_VALUE') {
    const field = t([`resultCode.fields.${e.field}`, 'resultCode.fields.unknown'], { n: e.seat ?? '' });
    return t('resultCode.errors.ERR_CODE_VALUE', { field });
  }
  return t(`resultCode.errors.${e.code}`);
}
