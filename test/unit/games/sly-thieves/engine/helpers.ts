// Builders for Sly Thieves engine tests: hand-made positions on the real board geometry.
import { expect } from 'vitest';
import { engine } from '../../../../../src/games/sly-thieves/engine';
import { roomAt } from '../../../../../src/games/sly-thieves/engine/geometry';
import type { SlyMove, SlyState, Tile, Variant } from '../../../../../src/games/sly-thieves/engine/types';
import type { TileIcon, TileValue } from '../../../../../src/games/sly-thieves/data';

/** Room number at axial (q, r); fails the test for a room off the board. */
export function at(q: number, r: number): number {
  const room = roomAt(q, r);
  expect(room, `room ${q},${r}`).toBeGreaterThanOrEqual(0);
  return room;
}

/** A tile for a scenario: value and optional icon. */
export const tile = (value: TileValue, icon: TileIcon | null = null): Tile => ({ value, icon });

/** What a scenario sets up; rooms not listed in `tiles` hold a plain cash tile. */
export interface Scene {
  variant?: Variant;
  players?: number;
  /** [seat, room] per thief, in thief-number order. */
  thieves: Array<[number, number]>;
  /** Rooms with a special tile; `null` makes the room empty. */
  tiles?: Array<[number, Tile | null]>;
  guards?: number[];
  seat?: number;
}

/** A heist in progress (placement done) with exactly the given position. */
export function scene(sc: Scene): SlyState {
  const variant = sc.variant ?? 'basic';
  const players = sc.players ?? 2;
  const start = engine.setup({ players, variant }, 'scene');
  if (!start.ok) throw new Error(start.error);
  const tiles = start.value.tiles.map((t) => (t ? tile(1) : null));
  for (const [room, t] of sc.tiles ?? []) tiles[room] = t;
  return {
    ...start.value,
    phase: 'play',
    seat: sc.seat ?? 0,
    tiles,
    thieves: sc.thieves.map(([seat, room]) => ({ seat, room, caught: false })),
    guards: sc.guards ?? start.value.guards,
  };
}

/** Applies a move that must be legal, and checks it was offered by legalMoves. */
export function play(s: SlyState, move: SlyMove): SlyState {
  expect(engine.legalMoves(s), `offered: ${JSON.stringify(move)}`).toContainEqual(move);
  const r = engine.apply(s, move);
  if (!r.ok) throw new Error(`${r.error} for ${JSON.stringify(move)}`);
  return r.value;
}

/** The error code `apply` gives for a move that must be illegal. */
export function refuse(s: SlyState, move: unknown): string {
  const r = engine.apply(s, move as SlyMove);
  expect(r.ok, `should refuse ${JSON.stringify(move)}`).toBe(false);
  return r.ok ? '' : r.error;
}

/** Destination rooms the engine offers for the thief in `from` (main runs only). */
export const targets = (s: SlyState, from: number): number[] =>
  engine
    .legalMoves(s)
    .flatMap((m) => (m.type === 'move' && m.from === from ? [m.to] : []))
    .sort((a, b) => a - b);

/** The room a given thief stands in. */
export const roomOf = (s: SlyState, thief: number): number | null => s.thieves[thief]!.room;

/** Rooms along a straight run from (q, r) in axial step (dq, dr), `n` rooms long. */
export const line = (q: number, r: number, dq: number, dr: number, n: number): number[] =>
  Array.from({ length: n }, (_, k) => at(q + dq * (k + 1), r + dr * (k + 1)));
