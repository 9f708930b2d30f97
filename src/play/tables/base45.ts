/**
 * Base45 (RFC 9285): bytes as text in the QR alphanumeric alphabet, so a pairing code stays in
 * the QR's dense alphanumeric mode (about 1.5 characters a byte, where Base64 forces byte mode).
 * The same text is shown under the code for copying by hand.
 */
import { fail, ok, type Result } from '../../lib/result';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';
const VALUE = new Map([...ALPHABET].map((c, i) => [c, i]));

/** Encodes bytes: each pair becomes three characters, a last single byte two. */
export function toBase45(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 2) {
    if (i + 1 < bytes.length) {
      let n = bytes[i]! * 256 + bytes[i + 1]!;
      for (let k = 0; k < 3; k++, n = Math.floor(n / 45)) out += ALPHABET[n % 45];
    } else {
      const n = bytes[i]!;
      out += ALPHABET[n % 45]! + ALPHABET[Math.floor(n / 45)]!;
    }
  }
  return out;
}

/**
 * Decodes Base45 text; a character outside the alphabet, a length that leaves one character, or
 * a group worth more than its bytes can hold is `ERR_CODE_UNREADABLE` (a mistyped or cut code).
 */
export function fromBase45(text: string): Result<Uint8Array> {
  if (text.length % 3 === 1) return fail('ERR_CODE_UNREADABLE');
  const out = new Uint8Array(Math.floor(text.length / 3) * 2 + (text.length % 3 === 2 ? 1 : 0));
  let o = 0;
  for (let i = 0; i < text.length; i += 3) {
    const group = text.slice(i, i + 3);
    let n = 0;
    for (let k = group.length - 1; k >= 0; k--) {
      const v = VALUE.get(group[k]!);
      if (v === undefined) return fail('ERR_CODE_UNREADABLE');
      n = n * 45 + v;
    }
    if (group.length === 3) {
      if (n > 0xffff) return fail('ERR_CODE_UNREADABLE');
      out[o++] = n >> 8;
      out[o++] = n & 0xff;
    } else {
      if (n > 0xff) return fail('ERR_CODE_UNREADABLE');
      out[o++] = n;
    }
  }
  return ok(out);
}
