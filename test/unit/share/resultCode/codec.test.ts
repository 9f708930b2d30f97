/**
 * Issue 23, "a finished score sheet can show its result as a QR that another phone's Stolik scans
 * into its own History": the result code round-trips every result (ties, missing totals, bots,
 * Cyrillic and emoji names, score-pad titles, modes and counters), stays small enough for a QR
 * code a phone camera reads, and every hostile code is refused in words without a throw.
 */
import fc from 'fast-check';
import { generate, correction } from 'lean-qr';
import { describe, expect, it } from 'vitest';
import { decodeResult, encodeResult, MAX_CODE_CHARS, resultBytes } from '../../../../src/share/resultCode/codec';
import { crc32 } from '../../../../src/share/resultCode/bytes';
import { readResultCode, receivedSession } from '../../../../src/share/resultCode/read';
import type { CodedResult } from '../../../../src/share/resultCode/types';
import { fromBase45, toBase45 } from '../../../../src/play/tables/base45';
import { PLAYER_COLORS } from '../../../../src/ui/colors';
import { normaliseName } from '../../../../src/lib/names';
import { summarize } from '../../../../src/storage/summary';

const NAME_CHARS = [..."АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯабвгдеёжзийклмнопрстуфхцчшщъыьэюяabcXYZ -'’0"];
const EMOJI = ['🎲', '👑', '🦊', '👩‍👩‍👧', '❤️'];
const nameArb = fc
  .array(fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...NAME_CHARS) }, { weight: 1, arbitrary: fc.constantFrom(...EMOJI) }), {
    minLength: 1,
    maxLength: 20,
  })
  .map((cs) => normaliseName(cs.join('')))
  .filter((s) => s !== '');

/** A finished result as a sheet can have it: places 1…k with ties, some totals missing. */
const resultArb: fc.Arbitrary<CodedResult> = fc
  .record({
    game: fc.constantFrom('jackal', 'royal-stake', 'sly-thieves', 'king-of-thieves', 'knights-vs-steambots', 'score-pad'),
    kind: fc.constantFrom('score' as const, 'play' as const),
    id: fc.oneof(fc.uuid({ version: 4 }), fc.stringMatching(/^[a-z0-9-]{1,30}$/)),
    createdAt: fc.integer({ min: 0, max: 4_102_444_800_000 - 10_000_000 }),
    length: fc.integer({ min: 0, max: 10_000_000 }),
    n: fc.integer({ min: 3, max: 4 }),
    names: fc.array(nameArb, { minLength: 4, maxLength: 4 }),
    colors: fc.array(fc.oneof(fc.constantFrom(...PLAYER_COLORS), fc.stringMatching(/^#[0-9a-f]{6}$/)), { minLength: 4, maxLength: 4 }),
    groups: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 4, maxLength: 4 }),
    totals: fc.array(
      fc.option(fc.oneof(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.double({ min: -1e6, max: 1e6, noNaN: true })), { nil: undefined }),
      {
        minLength: 4,
        maxLength: 4,
      },
    ),
    bots: fc.array(fc.option(fc.constantFrom('easy' as const, 'normal' as const, 'hard' as const), { nil: undefined }), { minLength: 4, maxLength: 4 }),
    title: fc.option(nameArb, { nil: undefined }),
    mode: fc.option(fc.constantFrom('standard', 'i-am-king', 'team'), { nil: undefined }),
    teams: fc.boolean(),
    counters: fc.option(fc.dictionary(fc.stringMatching(/^[a-z][a-zA-Z0-9]{0,10}$/), fc.integer({ min: 0, max: 1_000_000 }), { maxKeys: 3 }), {
      nil: undefined,
    }),
  })
  .map((x) => {
    // Dense places from arbitrary groups: ties share a place, places run 1…k.
    const used = [...new Set(x.groups.slice(0, x.n))].sort();
    const seats = x.names.slice(0, x.n).map((name, i) => ({
      name,
      color: x.colors[i]!,
      ...(x.kind === 'play' && x.bots[i] ? { bot: x.bots[i] } : {}),
      ...(i === 0 && x.n === 4 ? {} : { place: used.indexOf(x.groups[i]!) + 1 }),
      ...(x.totals[i] === undefined ? {} : { total: Object.is(x.totals[i], -0) ? 0 : x.totals[i] }),
    }));
    const r: CodedResult = { game: x.game, kind: x.kind, id: x.id, createdAt: x.createdAt, updatedAt: x.createdAt + x.length, seats };
    if (x.title) r.title = x.title;
    if (x.mode) r.mode = x.mode;
    if (x.teams) r.teams = true;
    if (x.counters && Object.keys(x.counters).length) r.counters = x.counters;
    return fixGaps(r);
  });

/** Places left with a gap by an unplaced seat are closed up (a sheet never has one). */
function fixGaps(r: CodedResult): CodedResult {
  const used = [...new Set(r.seats.map((s) => s.place).filter((p) => p !== undefined))].sort((a, b) => a - b);
  return { ...r, seats: r.seats.map((s) => (s.place === undefined ? s : { ...s, place: used.indexOf(s.place) + 1 })) };
}

const code = (r: CodedResult) => encodeResult(r, PLAYER_COLORS);
/** Re-signs tampered bytes, so the reader's checks past the checksum are reached. */
const signed = (body: number[]) => toBase45(Uint8Array.from([...body, ...crc32(Uint8Array.from(body))]));
const bodyOf = (r: CodedResult) => [...resultBytes(r, PLAYER_COLORS).slice(0, -4)];

const SIX_LONG: CodedResult = {
  game: 'score-pad',
  kind: 'score',
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  createdAt: Date.UTC(2026, 10, 29, 17, 0),
  updatedAt: Date.UTC(2026, 10, 29, 18, 12),
  title: 'Каркассон',
  seats: [
    'Александра Константинопольская',
    'Вячеслав Преображенский',
    'Екатерина Воскресенская',
    'Святослав Новомосковский',
    'Анастасия Ветрова-Залесская',
    'Маргарита Белозерская',
  ].map((name, i) => ({ name, color: PLAYER_COLORS[i]!, place: i === 5 ? 5 : i + 1, total: i === 5 ? 132 : 200 - i * 17 })),
};

describe('result codes round-trip', () => {
  it('every result reads back exactly, and passes the reader (property)', () => {
    fc.assert(
      fc.property(resultArb, (r) => {
        const text = code(r);
        expect(text).toMatch(/^[0-9A-Z $%*+\-./:]+$/);
        const back = decodeResult(text, PLAYER_COLORS);
        expect(back).toEqual({ ok: true, value: r });
        const read = readResultCode(text);
        expect(read).toEqual({ ok: true, value: r });
      }),
      { numRuns: 200 },
    );
  }, 60_000);

  it('a six-player sheet with long Russian names is 238 bytes, 357 characters, a version-11 QR code (level M)', () => {
    const bytes = resultBytes(SIX_LONG, PLAYER_COLORS);
    const text = code(SIX_LONG);
    const qr = generate(text, { minCorrectionLevel: correction.M });
    expect({ bytes: bytes.length, chars: text.length, version: (qr.size - 17) / 4 }).toEqual({ bytes: 238, chars: 357, version: 11 });
    // The same names in UTF-8 would need 148 more bytes: Cyrillic travels one byte a letter.
    expect(readResultCode(text)).toEqual({ ok: true, value: SIX_LONG });
  });

  it('the kept session: the sender’s id, places as History groups them (a tie shares one), missing totals stay missing', () => {
    const s = receivedSession(SIX_LONG, 5);
    expect(s).toMatchObject({ id: SIX_LONG.id, game: 'score-pad', kind: 'score', title: 'Каркассон', finished: true, data: { received: { at: 5 } } });
    expect(s.result!.ranking).toEqual([['0'], ['1'], ['2'], ['3'], ['4', '5']]);
    const missing = receivedSession({ ...SIX_LONG, seats: SIX_LONG.seats.map((x, i) => (i === 2 ? { name: x.name, color: x.color } : x)) }, 5);
    expect(missing.result!.totals['2']).toBeUndefined();
    expect(missing.result!.ranking.flat()).not.toContain('2');
  });

  it('a digital game keeps its bots’ levels, mode and counters for History and Statistics, and opens no sheet', () => {
    const r: CodedResult = {
      ...SIX_LONG,
      game: 'royal-stake',
      kind: 'play',
      title: undefined,
      mode: 'i-am-king',
      counters: { kingRounds: 3, kingWins: 2 },
      seats: SIX_LONG.seats.slice(0, 4).map((x, i) => (i === 3 ? { ...x, bot: 'hard' as const } : x)),
    };
    delete r.title;
    const back = readResultCode(code(r));
    expect(back).toEqual({ ok: true, value: r });
    const summary = summarize(receivedSession(r, 9));
    expect(summary).toMatchObject({ kind: 'play', mode: 'i-am-king', counters: { kingRounds: 3, kingWins: 2 }, received: true, finished: true });
    expect(summary.seats.map((x) => x.bot)).toEqual([undefined, undefined, undefined, 'hard']);
    expect(summary.acrossPhones).toBeUndefined();
  });
});

describe('hostile codes are refused in words and never throw', () => {
  const refusal = (text: string) => {
    const r = readResultCode(text);
    expect(r.ok).toBe(false);
    return r.ok ? null : r.error;
  };

  it('junk, a pasted sentence, an empty text, a far too long one', () => {
    expect(refusal('')).toEqual({ code: 'ERR_CODE_EMPTY' });
    expect(refusal('Привет, это не код')).toEqual({ code: 'ERR_CODE_JUNK' });
    expect(refusal('HELLO WORLD')).toEqual({ code: 'ERR_CODE_JUNK' });
    expect(refusal('A'.repeat(MAX_CODE_CHARS + 1))).toEqual({ code: 'ERR_CODE_TOO_LONG' });
    expect(refusal('x'.repeat(10_000_000))).toEqual({ code: 'ERR_CODE_TOO_LONG' });
  });

  it('a table’s pairing code is named as one', () => {
    expect(refusal(toBase45(Uint8Array.of(0x10, 1, 2, 3, 4, 5)))).toEqual({ code: 'ERR_CODE_TABLE' });
  });

  it('every cut of a code and every changed character is damage, never a different result', () => {
    const text = code(SIX_LONG);
    for (let n = 0; n < text.length; n++) {
      const r = readResultCode(text.slice(0, n));
      // Once its first two bytes are in, a cut code says it is incomplete, not that it is no code.
      expect(r).toEqual({ ok: false, error: { code: n === 0 ? 'ERR_CODE_EMPTY' : n < 3 ? 'ERR_CODE_JUNK' : 'ERR_CODE_DAMAGED' } });
    }
    fc.assert(
      fc.property(fc.integer({ min: 0, max: text.length - 1 }), fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:'), (i, c) => {
        const changed = text.slice(0, i) + c + text.slice(i + 1);
        const r = readResultCode(changed);
        if (changed !== text) expect(r.ok).toBe(false);
      }),
    );
  }, 60_000);

  it('a code from a newer Stolik says so', () => {
    const b = bodyOf(SIX_LONG);
    b[1] = 2;
    expect(refusal(signed(b))).toEqual({ code: 'ERR_CODE_NEWER' });
  });

  it('impossible values name the field and the player', () => {
    const with_ = (patch: Partial<CodedResult>) => signed(bodyOf({ ...SIX_LONG, ...patch }));
    const seats = SIX_LONG.seats;
    expect(refusal(with_({ game: 'chess' }))).toEqual({ code: 'ERR_CODE_GAME', game: 'chess' });
    expect(refusal(with_({ game: 'Chess!' }))).toEqual({ code: 'ERR_CODE_VALUE', field: 'game' });
    // 200 players is damage (the byte reader bounds lists), 13 is more than the pad allows, 6 more than Jackal does.
    expect(refusal(with_({ seats: Array.from({ length: 200 }, (_, i) => ({ name: `P${i}`, color: PLAYER_COLORS[0] })) }))).toEqual({
      code: 'ERR_CODE_VALUE',
      field: 'players',
    });
    expect(refusal(with_({ seats: Array.from({ length: 13 }, (_, i) => ({ name: `P${i}`, color: PLAYER_COLORS[0] })) }))).toEqual({
      code: 'ERR_CODE_VALUE',
      field: 'players',
    });
    expect(refusal(with_({ game: 'jackal', title: undefined }))).toEqual({ code: 'ERR_CODE_VALUE', field: 'players' });
    expect(refusal(with_({ seats: seats.map((s, i) => (i === 2 ? { ...s, name: 'Я'.repeat(300) } : s)) }))).toEqual({
      code: 'ERR_CODE_VALUE',
      field: 'name',
      seat: 3,
    });
    expect(refusal(with_({ seats: seats.map((s, i) => (i === 1 ? { ...s, name: '\u200b \u202e' } : s)) }))).toEqual({
      code: 'ERR_CODE_VALUE',
      field: 'name',
      seat: 2,
    });
    expect(refusal(with_({ seats: seats.map((s, i) => (i === 3 ? { ...s, place: 9 } : s)) }))).toMatchObject({ code: 'ERR_CODE_VALUE', field: 'place' });
    // A gap in the places (1, 2, 4) is no sheet's; a negative place cannot be written at all (places travel unsigned).
    expect(refusal(with_({ seats: seats.map((s, i) => (i >= 3 ? { ...s, place: 5 } : s)) }))).toEqual({ code: 'ERR_CODE_VALUE', field: 'place', seat: 4 });
    expect(refusal(with_({ seats: seats.map((s, i) => (i === 0 ? { ...s, total: 5e12 } : s)) }))).toEqual({ code: 'ERR_CODE_VALUE', field: 'total', seat: 1 });
    expect(refusal(with_({ seats: seats.map((s, i) => (i === 0 ? { ...s, total: NaN } : s)) }))).toEqual({ code: 'ERR_CODE_VALUE', field: 'total', seat: 1 });
    expect(refusal(with_({ createdAt: 2 ** 42 - 1, updatedAt: 2 ** 42 - 1 }))).toEqual({ code: 'ERR_CODE_VALUE', field: 'date' });
    expect(refusal(with_({ mode: 'NOT A MODE' }))).toEqual({ code: 'ERR_CODE_VALUE', field: 'mode' });
    expect(refusal(with_({ id: 'with space' }))).toEqual({ code: 'ERR_CODE_VALUE', field: 'id' });
  });

  it('a name of 10 KB never gets in: too long for any code', () => {
    const big = code({ ...SIX_LONG, seats: [{ name: 'Щ'.repeat(10_000), color: PLAYER_COLORS[0] }] });
    expect(big.length).toBeGreaterThan(MAX_CODE_CHARS);
    expect(refusal(big)).toEqual({ code: 'ERR_CODE_TOO_LONG' });
  });

  it('random bytes, signed or not, never throw and are never read as a result (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 400 }), fc.boolean(), (bytes, sign) => {
        const body = sign ? [0x52, 1, ...bytes] : [...bytes];
        const text = sign ? signed(body) : toBase45(Uint8Array.from(body));
        const r = readResultCode(text);
        // The rare random body that is a well-formed result is still one a sheet could have.
        if (r.ok) expect(readResultCode(code(r.value))).toEqual(r);
      }),
      { numRuns: 500 },
    );
    fc.assert(fc.property(fc.string({ maxLength: 3000 }), (s) => void readResultCode(s)));
    expect(fromBase45('A').ok).toBe(false);
  }, 60_000);
});
