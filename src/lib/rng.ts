/**
 * A small seeded PRNG (sfc32, seeded by the cyrb128 hash of a string). Its whole state is four
 * unsigned 32-bit integers in a plain array, so it lives inside JSON game state, survives
 * IndexedDB and replays exactly. Every function takes a state and returns the next one: no
 * hidden globals, no Math.random.
 */

/** The generator's whole state: four unsigned 32-bit integers. */
export type RngState = [number, number, number, number];

/** A drawn value together with the state to use for the next draw. */
export interface Drawn<T> {
  value: T;
  state: RngState;
}

/** cyrb128: spreads a string of any length over 128 bits, so similar seeds start far apart. */
function hashSeed(seed: string): RngState {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/**
 * Advances `s` in place and returns the next unsigned 32-bit output. For hot loops (bot
 * playouts) that own their copy of the state; everything else uses the pure functions below.
 */
export function stepInPlace(s: number[]): number {
  const a = s[0]! >>> 0;
  const b = s[1]! >>> 0;
  const c = s[2]! >>> 0;
  const d = s[3]! >>> 0;
  // sfc32: the counter d enters the sum before it is incremented.
  const t = (((a + b) | 0) + d) | 0;
  const rotated = (c << 21) | (c >>> 11);
  s[0] = (b ^ (b >>> 9)) >>> 0;
  s[1] = (c + (c << 3)) >>> 0;
  s[2] = (rotated + t) >>> 0;
  s[3] = (d + 1) >>> 0;
  return t >>> 0;
}

/** A fresh generator for a seed string; the first outputs are discarded to mix the hash. */
export function seedRng(seed: string): RngState {
  const s = hashSeed(seed);
  for (let i = 0; i < 12; i++) stepInPlace(s);
  return s;
}

/** The next unsigned 32-bit integer. */
export function nextUint32(state: RngState): Drawn<number> {
  const s: RngState = [state[0], state[1], state[2], state[3]];
  const value = stepInPlace(s);
  return { value, state: s };
}

/** A float in [0, 1) with 32 bits of randomness. */
export function nextFloat(state: RngState): Drawn<number> {
  const d = nextUint32(state);
  return { value: d.value / 4294967296, state: d.state };
}

/** An integer in [0, n) for a positive integer n (n <= 2^32); 0 for anything else. */
export function nextInt(state: RngState, n: number): Drawn<number> {
  const d = nextFloat(state);
  const size = Number.isInteger(n) && n > 0 ? n : 1;
  return { value: Math.floor(d.value * size), state: d.state };
}

/** A shuffled copy of `items` (Fisher-Yates); the input array is left untouched. */
export function shuffle<T>(state: RngState, items: readonly T[]): Drawn<T[]> {
  const out = items.slice();
  const s: RngState = [state[0], state[1], state[2], state[3]];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor((stepInPlace(s) / 4294967296) * (i + 1));
    const tmp = out[i]!;
    out[i] = out[j]!;
    out[j] = tmp;
  }
  return { value: out, state: s };
}

/** True when `v` (untrusted JSON) is a valid generator state. */
export const isRngState = (v: unknown): v is RngState => Array.isArray(v) && v.length === 4 && v.every((x) => Number.isInteger(x) && x >= 0 && x <= 0xffffffff);
