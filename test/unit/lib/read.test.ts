// Issue 11, "One score kit": one reader for untrusted input. Whatever JSON a saved session or a
// backup carries, each reader either returns the value it promises or a refusal with a stable
// code and the path of the field, and never throws.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ERR_NOT_ARRAY,
  ERR_NOT_BOOLEAN,
  ERR_NOT_INTEGER,
  ERR_NOT_OBJECT,
  ERR_OUT_OF_RANGE,
  countOrNull,
  isRecord,
  readArray,
  readInt,
  readOptBool,
  readOptInt,
  readRecord,
  readString,
  recordsOf,
  shownValue,
} from '../../../src/lib/read';
import { scorer as kot } from '../../../src/games/king-of-thieves/score';
import { scorer as sly } from '../../../src/games/sly-thieves/score';

/** Any value JSON can carry, nested, plus the odd numbers a hostile backup might hold. */
const anyJson = fc.oneof(fc.jsonValue(), fc.constantFrom(NaN, Infinity, -Infinity, -0, 1e308, 9e15, 2 ** 53, 'NaN', '1e3', ''));

describe('isRecord and recordsOf', () => {
  it('accepts plain objects only (not null, arrays or primitives)', () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord({ a: 1 })).toBe(true);
    for (const v of [null, undefined, [], [1], 'x', 0, true]) expect(isRecord(v)).toBe(false);
  });
  it('agrees with a JSON round trip for any value (property)', () => {
    fc.assert(
      fc.property(anyJson, (v) => {
        const plain = v !== null && typeof v === 'object' && !Array.isArray(v);
        expect(isRecord(v)).toBe(plain);
      }),
    );
  });
  it('recordsOf keeps the objects of a list in order and reads anything else as none', () => {
    expect(recordsOf([{ a: 1 }, 2, null, [], { b: 2 }])).toEqual([{ a: 1 }, { b: 2 }]);
    fc.assert(
      fc.property(anyJson, (v) => {
        expect(recordsOf(v).every(isRecord)).toBe(true);
      }),
    );
  });
});

describe('readInt', () => {
  it('returns exactly the integers in range and refuses the rest with a code and the path (property)', () => {
    fc.assert(
      fc.property(anyJson, fc.integer({ min: -1000, max: 0 }), fc.integer({ min: 0, max: 1000 }), (v, min, max) => {
        const r = readInt(v, min, max, 'players.0.coins');
        const good = typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
        expect(r.ok).toBe(good);
        if (r.ok) expect(r.value).toBe(v === 0 ? 0 : v);
        else {
          expect(r.path).toBe('players.0.coins');
          expect(r.error).toBe(typeof v === 'number' && Number.isInteger(v) ? ERR_OUT_OF_RANGE : ERR_NOT_INTEGER);
        }
      }),
    );
  });
  it('reads -0 as 0 and refuses NaN, Infinity and numeric strings', () => {
    expect(readInt(-0, -5, 5, 'x')).toEqual({ ok: true, value: 0 });
    expect(Object.is((readInt(-0, -5, 5, 'x') as { value: number }).value, 0)).toBe(true);
    for (const v of [NaN, Infinity, '3', 2.5]) expect(readInt(v, -5, 5, 'x')).toMatchObject({ ok: false, error: ERR_NOT_INTEGER });
    expect(readInt(1e308, 0, 99, 'x')).toMatchObject({ ok: false, error: ERR_OUT_OF_RANGE, params: { min: 0, max: 99 } });
  });
  it('readOptInt reads an absent field as the default and a present one as readInt does', () => {
    expect(readOptInt({}, 'won', 0, 9, 'rounds.0')).toEqual({ ok: true, value: 0 });
    expect(readOptInt({}, 'won', 0, 9, 'rounds.0', 4)).toEqual({ ok: true, value: 4 });
    expect(readOptInt({ won: 10 }, 'won', 0, 9, 'rounds.0')).toMatchObject({ ok: false, error: ERR_OUT_OF_RANGE, path: 'rounds.0.won' });
  });
});

describe('readOptBool, readString, readRecord, readArray', () => {
  it('readOptBool: absent is false, a boolean is itself, anything else is refused at its path', () => {
    expect(readOptBool({}, 'redQueen', 'r')).toEqual({ ok: true, value: false });
    expect(readOptBool({ redQueen: true }, 'redQueen', 'r')).toEqual({ ok: true, value: true });
    expect(readOptBool({ redQueen: 'yes' }, 'redQueen', 'r')).toMatchObject({ ok: false, error: ERR_NOT_BOOLEAN, path: 'r.redQueen' });
  });
  it('readString: non-blank strings up to max characters, with the code the caller names (property)', () => {
    fc.assert(
      fc.property(anyJson, fc.integer({ min: 1, max: 20 }), (v, max) => {
        const r = readString(v, max, 'players.1.id', 'ERR_BAD_PLAYER_ID');
        const good = typeof v === 'string' && v.trim() !== '' && v.length <= max;
        expect(r.ok).toBe(good);
        if (!r.ok) expect(r).toMatchObject({ error: 'ERR_BAD_PLAYER_ID', path: 'players.1.id' });
      }),
    );
  });
  it('readRecord refuses non-objects with ERR_NOT_OBJECT or the game’s own code', () => {
    expect(readRecord([], 'rounds.0.players')).toMatchObject({ ok: false, error: ERR_NOT_OBJECT, path: 'rounds.0.players' });
    expect(readRecord('x', 'tiles', 'ERR_TILES_NOT_OBJECT')).toMatchObject({ ok: false, error: 'ERR_TILES_NOT_OBJECT' });
    expect(readRecord({ a: 1 }, 'x')).toEqual({ ok: true, value: { a: 1 } });
  });
  it('readArray bounds the length and names too long a list with the caller’s code (property)', () => {
    fc.assert(
      fc.property(anyJson, fc.integer({ min: 0, max: 8 }), (v, max) => {
        const r = readArray(v, max, 'rounds', 'ERR_ROUND_COUNT');
        if (!Array.isArray(v)) expect(r).toMatchObject({ ok: false, error: ERR_NOT_ARRAY });
        else if (v.length > max) expect(r).toMatchObject({ ok: false, error: 'ERR_ROUND_COUNT', params: { count: v.length, max } });
        else expect(r).toEqual({ ok: true, value: v });
      }),
    );
  });
});

describe('countOrNull', () => {
  it('is a whole number from 0 up, or null (a count nobody entered), never a guess (property)', () => {
    expect(countOrNull(0)).toBe(0);
    expect(countOrNull(7)).toBe(7);
    for (const v of [-1, 2.5, '3', null, undefined, NaN, 1e308]) expect(countOrNull(v)).toBeNull();
    fc.assert(
      fc.property(anyJson, (v) => {
        const n = countOrNull(v);
        expect(n === null || (n === v && Number.isSafeInteger(n) && n >= 0)).toBe(true);
      }),
    );
  });
});

describe('shownValue: a refused value in a message', () => {
  it('shows strings as typed, other values as JSON, never "[object Object]", cut at 40 characters', () => {
    expect(shownValue('purple')).toBe('purple');
    expect(shownValue(12)).toBe('12');
    expect(shownValue(null)).toBe('null');
    expect(shownValue({ x: [1] })).toBe('{"x":[1]}');
    expect(shownValue('x'.repeat(5000))).toBe(`${'x'.repeat(39)}…`);
    fc.assert(
      fc.property(anyJson, (v) => {
        const text = shownValue(v);
        expect(text.length).toBeLessThanOrEqual(40);
        expect(text).not.toContain('[object Object]');
      }),
    );
  });
  it('scorers quote a damaged value with it (found by test/unit/fuzz: "there is no market card [object Object]")', () => {
    const kotInput = { players: ['a', 'b', 'c'].map((id) => ({ id, cards: id === 'a' ? [{ x: 1 }] : [], coins: 0, notoriety: 0 })) };
    expect(kot.score(kotInput, {})).toMatchObject({ ok: false, error: 'ERR_UNKNOWN_CARD', params: { card: '{"x":1}' } });
    const slyInput = { variant: 'basic', players: [{ id: 'a', tiles: { 1: {}, 2: 0, 3: 0 } }] };
    expect(sly.score(slyInput, {})).toMatchObject({ ok: false, error: 'ERR_NOT_INTEGER', params: { value: '{}' } });
  });
});
