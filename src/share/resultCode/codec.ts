/**
 * A finished session's result as a code another phone reads with no connection (issue 23): the
 * result only (game, mode, dates, session id, names, totals, places), never the moves or the
 * sheet. Bytes, then Base45 (RFC 9285), so the QR code stays in its dense alphanumeric mode.
 *
 * Layout: 'R' · version · flags · game · id (16 B UUID or text) · createdAt (ms) · updatedAt −
 * createdAt · [title] · [mode] · [counters] · seats · CRC-32 of everything before it. A seat is
 * flags (total kind, bot level, own colour) · colour · place (0 = none) · total · name.
 */
import { fromBase45, toBase45 } from '../../play/tables/base45';
import { ByteReader, ByteWriter, crc32, Unreadable } from './bytes';
import type { CodedResult, CodedSeat } from './types';

/** First byte of every result code ('R'); a table's pairing code starts with 0x10 or 0x11. */
const MAGIC = 0x52;
/** Bumped when the layout changes: an older phone then says the code is from a newer Stolik. */
export const RESULT_CODE_VERSION = 1;
/** Longest text code read (a QR code of version 33, level M, holds about this many characters). */
export const MAX_CODE_CHARS = 2400;

/** Why a code was not read: shown in words (share.json, resultCode.errors.<code>). */
export type CodeError = 'ERR_CODE_EMPTY' | 'ERR_CODE_TOO_LONG' | 'ERR_CODE_JUNK' | 'ERR_CODE_TABLE' | 'ERR_CODE_NEWER' | 'ERR_CODE_DAMAGED';

const UUID = /^([0-9a-f]{8})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{12})$/;
const BOTS = [undefined, 'easy', 'normal', 'hard'] as const;
const PALETTE_FREE = 0xff;
// Bounds of the byte reader only; the meaning of each value is checked by read.ts.
const MAX_TEXT_BYTES = 800;
const MAX_SEATS_READ = 255;
const MAX_TIME_MS = 2 ** 42;
/** Totals beyond this travel as doubles (none does in a real game). */
const MAX_INT = 2 ** 40;

const F_PLAY = 1;
const F_TEAMS = 2;
const F_UUID = 4;
const F_TITLE = 8;
const F_MODE = 16;
const F_COUNTERS = 32;

/** The text code of a result (Base45 of its bytes). */
export function encodeResult(r: CodedResult, palette: readonly string[]): string {
  return toBase45(resultBytes(r, palette));
}

/** The bytes of a result, checksum included. */
export function resultBytes(r: CodedResult, palette: readonly string[]): Uint8Array {
  const w = new ByteWriter();
  const uuid = UUID.exec(r.id);
  const counters = Object.entries(r.counters ?? {});
  w.byte(MAGIC);
  w.byte(RESULT_CODE_VERSION);
  w.byte(
    (r.kind === 'play' ? F_PLAY : 0) |
      (r.teams ? F_TEAMS : 0) |
      (uuid ? F_UUID : 0) |
      (r.title ? F_TITLE : 0) |
      (r.mode ? F_MODE : 0) |
      (counters.length ? F_COUNTERS : 0),
  );
  w.text(r.game);
  if (uuid) w.raw(hexBytes(uuid.slice(1).join('')));
  else w.text(r.id);
  w.uint(r.createdAt);
  w.int(r.updatedAt - r.createdAt);
  if (r.title) w.text(r.title);
  if (r.mode) w.text(r.mode);
  if (counters.length) {
    w.uint(counters.length);
    for (const [name, n] of counters) {
      w.text(name);
      w.uint(n);
    }
  }
  w.uint(r.seats.length);
  for (const s of r.seats) writeSeat(w, s, palette);
  const body = w.bytes();
  const out = new Uint8Array(body.length + 4);
  out.set(body);
  out.set(crc32(body), body.length);
  return out;
}

function writeSeat(w: ByteWriter, s: CodedSeat, palette: readonly string[]): void {
  const total = s.total === undefined ? 0 : Number.isSafeInteger(s.total) && Math.abs(s.total) <= MAX_INT ? 1 : 2;
  const index = palette.indexOf(s.color.toLowerCase());
  const hex = /^#[0-9a-f]{6}$/i.test(s.color) ? s.color : palette[0]!;
  w.byte(total | (BOTS.indexOf(s.bot) << 2));
  if (index >= 0) w.byte(index);
  else {
    w.byte(PALETTE_FREE);
    w.raw(hexBytes(hex.slice(1)));
  }
  w.uint(s.place ?? 0);
  if (total === 1) w.int(s.total!);
  if (total === 2) w.float(s.total!);
  w.text(s.name);
}

/**
 * Reads a text code into the values it holds, unchecked (read.ts checks what they mean). Never
 * throws: junk, a cut or mistyped code, a table's pairing code and a newer layout each say so.
 */
export function decodeResult(text: string, palette: readonly string[]): { ok: true; value: CodedResult } | { ok: false; error: CodeError } {
  const clean = text.trim().toUpperCase();
  if (!clean) return { ok: false, error: 'ERR_CODE_EMPTY' };
  if (clean.length > MAX_CODE_CHARS) return { ok: false, error: 'ERR_CODE_TOO_LONG' };
  const bytes = fromBase45(clean);
  // A code cut off or mistyped after its first characters is still recognisably a result code.
  const head = fromBase45(clean.slice(0, 3));
  const ours = head.ok && head.value[0] === MAGIC;
  if (!bytes.ok || bytes.value.length < 3) return { ok: false, error: ours ? 'ERR_CODE_DAMAGED' : 'ERR_CODE_JUNK' };
  const b = bytes.value;
  if (b[0] === 0x10 || b[0] === 0x11) return { ok: false, error: 'ERR_CODE_TABLE' };
  if (b[0] !== MAGIC) return { ok: false, error: 'ERR_CODE_JUNK' };
  if (b[1]! > RESULT_CODE_VERSION) return { ok: false, error: 'ERR_CODE_NEWER' };
  if (b[1] !== RESULT_CODE_VERSION || b.length < 7) return { ok: false, error: 'ERR_CODE_DAMAGED' };
  const body = b.subarray(0, b.length - 4);
  const sum = crc32(body);
  if (sum.some((x, i) => x !== b[body.length + i])) return { ok: false, error: 'ERR_CODE_DAMAGED' };
  try {
    return { ok: true, value: readBody(new ByteReader(body.subarray(2)), palette) };
  } catch (e) {
    if (e instanceof Unreadable) return { ok: false, error: 'ERR_CODE_DAMAGED' };
    throw e;
  }
}

function readBody(r: ByteReader, palette: readonly string[]): CodedResult {
  const flags = r.byte();
  if (flags >= 64) throw new Unreadable();
  const game = r.text(MAX_TEXT_BYTES);
  const id = flags & F_UUID ? uuidText(r.raw(16)) : r.text(MAX_TEXT_BYTES);
  const createdAt = r.uint(MAX_TIME_MS);
  const updatedAt = createdAt + r.int(MAX_TIME_MS);
  const out: CodedResult = { game, kind: flags & F_PLAY ? 'play' : 'score', id, createdAt, updatedAt, seats: [] };
  if (flags & F_TEAMS) out.teams = true;
  if (flags & F_TITLE) out.title = r.text(MAX_TEXT_BYTES);
  if (flags & F_MODE) out.mode = r.text(MAX_TEXT_BYTES);
  if (flags & F_COUNTERS) {
    const n = r.uint(MAX_SEATS_READ);
    out.counters = {};
    for (let i = 0; i < n; i++) out.counters[r.text(MAX_TEXT_BYTES)] = r.uint();
  }
  const n = r.uint(MAX_SEATS_READ);
  for (let i = 0; i < n; i++) out.seats.push(readSeat(r, palette));
  if (!r.done) throw new Unreadable();
  return out;
}

function readSeat(r: ByteReader, palette: readonly string[]): CodedSeat {
  const flags = r.byte();
  const total = flags & 3;
  if (flags >= 16 || total === 3) throw new Unreadable();
  const index = r.byte();
  const color = index === PALETTE_FREE ? `#${[...r.raw(3)].map((x) => x.toString(16).padStart(2, '0')).join('')}` : palette[index];
  if (color === undefined) throw new Unreadable();
  const place = r.uint(MAX_SEATS_READ);
  const seat: CodedSeat = { name: '', color };
  const bot = BOTS[flags >> 2];
  if (bot) seat.bot = bot;
  if (place > 0) seat.place = place;
  if (total === 1) seat.total = r.int(MAX_INT);
  if (total === 2) seat.total = r.float();
  seat.name = r.text(MAX_TEXT_BYTES);
  return seat;
}

const hexBytes = (hex: string): number[] => Array.from({ length: hex.length / 2 }, (_, i) => parseInt(hex.slice(2 * i, 2 * i + 2), 16));

function uuidText(b: Uint8Array): string {
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
