/** Pairing and connection failures in words, with what to do next (docs/across-phones.md). */
import type { TFunction } from 'i18next';

/** The sentence for a pairing or table code (`ERR_…`); an unknown code still reads as a sentence. */
export function pairingError(t: TFunction, code: string): string {
  return t([`play:tables.errors.${code}`, `play:errors.${code}`, 'play:tables.errors.unknown'], { code });
}
