/** Translating a refusal: the game's own wording first, then the platform's, then common. */
import type { TFunction } from 'i18next';
import type { Failure } from '../lib/result';

/** The message for a failure code in the current language (never the bare code if avoidable). */
export function failureText(t: TFunction, game: string, failure: Failure): string {
  const code = failure.error;
  return t([`${game}:errors.${code}`, `play:errors.${code}`, `common:errors.${code}`, 'play:errors.unknown'], { ...failure.params, code });
}

/** Replaces the current screen's address (no extra back-button step), like router.navigate. */
export function replaceHash(hash: string): void {
  history.replaceState(null, '', hash);
  window.dispatchEvent(new HashChangeEvent('hashchange'));
}
