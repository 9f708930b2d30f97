/**
 * The byte layer of result codes: whole numbers as varints (7 bits a byte), names in one byte a
 * letter when they are Latin or Cyrillic (a Russian name is half its UTF-8 size, so a six-player
 * sheet still fits a QR code a phone camera reads), anything else in UTF-8, and a CRC-32 that a
 * cut or mistyped code fails. The reader never throws: it stops at the first byte that cannot be.
 */

/** Bytes written in order; `bytes()` returns them. */
export class ByteWriter {
  private out: number[] = [];
  byte(n: number): void {
    this.out.push(n & 0xff);
  }
  raw(bytes: Uint8Array | readonly number[]): void {
    for (const b of bytes) this.out.push(b);
  }
  /** An unsigned whole number below 2^53, 7 bits a byte, low bits first. */
  uint(n: number): void {
    let v = n;
    while (v >= 0x80) {
      this.out.push((v % 0x80) | 0x80);
      v = Math.floor(v / 0x80);
    }
    this.out.push(v);
  }
  /** A signed whole number (zigzag: 0, -1, 1, -2, 2 … become 0, 1, 2, 3, 4 …). */
  int(n: number): void {
    this.uint(n < 0 ? -2 * n - 1 : 2 * n);
  }
  float(n: number): void {
    const b = new Uint8Array(8);
    new DataView(b.buffer).setFloat64(0, n);
    this.raw(b);
  }
  /** Text: a varint of (byte length << 1 | 1 when UTF-8), then the bytes. */
  text(s: string): void {
    const compact = compactBytes(s);
    const bytes = compact ?? new TextEncoder().encode(s);
    this.uint(bytes.length * 2 + (compact ? 0 : 1));
    this.raw(bytes);
  }
  bytes(): Uint8Array {
    return Uint8Array.from(this.out);
  }
}

/** Thrown inside the reader only, caught by the codec: a byte that cannot be there. */
export class Unreadable extends Error {}

/** Reads what ByteWriter wrote; every read past the end or out of bounds throws Unreadable. */
export class ByteReader {
  private at = 0;
  constructor(private readonly data: Uint8Array) {}
  get done(): boolean {
    return this.at === this.data.length;
  }
  byte(): number {
    if (this.at >= this.data.length) throw new Unreadable();
    return this.data[this.at++]!;
  }
  raw(n: number): Uint8Array {
    if (this.at + n > this.data.length) throw new Unreadable();
    const out = this.data.slice(this.at, this.at + n);
    this.at += n;
    return out;
  }
  uint(max = Number.MAX_SAFE_INTEGER): number {
    let n = 0;
    for (let scale = 1; ; scale *= 0x80) {
      const b = this.byte();
      n += (b & 0x7f) * scale;
      if (n > max || scale > 2 ** 49) throw new Unreadable();
      if (b < 0x80) return n;
    }
  }
  int(maxAbs: number): number {
    const z = this.uint(2 * maxAbs + 1);
    return z % 2 === 1 ? -(z + 1) / 2 : z / 2;
  }
  float(): number {
    return new DataView(this.raw(8).buffer).getFloat64(0);
  }
  /** Text of at most `maxBytes` bytes; malformed UTF-8 or a byte outside the compact table is unreadable. */
  text(maxBytes: number): string {
    const head = this.uint(maxBytes * 2 + 1);
    const bytes = this.raw(Math.floor(head / 2));
    if (head % 2 === 1) {
      try {
        return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      } catch {
        throw new Unreadable();
      }
    }
    let s = '';
    for (const b of bytes) {
      if (b < 0x20 || b === 0x7f) throw new Unreadable();
      s += String.fromCharCode(b < 0x80 ? b : 0x400 + (b - 0x80));
    }
    return s;
  }
}

/** One byte a letter for printable ASCII and Cyrillic (U+0400–U+047F); null when any other letter is in `s`. */
function compactBytes(s: string): Uint8Array | null {
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x20 && c < 0x7f) out[i] = c;
    else if (c >= 0x400 && c < 0x480) out[i] = 0x80 + (c - 0x400);
    else return null;
  }
  return out;
}

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

/** CRC-32 (the zip/PNG one) of `bytes`, as four bytes, high first. */
export function crc32(bytes: Uint8Array): Uint8Array {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  c = (c ^ 0xffffffff) >>> 0;
  return Uint8Array.of(c >>> 24, (c >>> 16) & 0xff, (c >>> 8) & 0xff, c & 0xff);
}
