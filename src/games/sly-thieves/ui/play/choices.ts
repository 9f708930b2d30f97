/**
 * What the seat to move may tap, worked out from the engine's legal moves only, so the board
 * can never offer an illegal move. Two-step moves (a thief run, a guard step, a white or black
 * thief shift) are "pick a source room, then a lit target room"; placements and hatch crawls are
 * one tap; skipping an icon and leaving the bank are buttons.
 */
import type { SlyMove, SlyView } from '../../engine/types';

/** Which decision the seat faces now (drives the one-line prompt). */
export type Step = 'wait' | 'place' | 'run' | 'star' | 'hatch' | 'whiteThief' | 'blackThief' | 'leave';

/** Everything the board lights up for the current decision. */
export interface Choices {
  step: Step;
  /** Rooms to pick first (thieves or guards); empty for one-tap decisions. */
  sources: number[];
  /** The picked source: the tapped one, or the only one there is. */
  picked: number | null;
  /** Rooms lit as destinations for the picked source (or for a one-tap decision). */
  targets: number[];
  /** Declining an optional icon, when allowed. */
  skip: SlyMove | null;
  /** Leaving the bank, when it is the only move. */
  leave: SlyMove | null;
}

type Pair = Extract<SlyMove, { from: number }>;
const hasFrom = (m: SlyMove): m is Pair => 'from' in m;
const unique = (rooms: number[]): number[] => [...new Set(rooms)];

/** The decision in front of the viewer, given the legal moves and the room they picked (if any). */
export function choicesFor(view: SlyView, moves: readonly SlyMove[], pickedRoom: number | null): Choices {
  const none: Choices = { step: 'wait', sources: [], picked: null, targets: [], skip: null, leave: null };
  if (moves.length === 0) return none;
  const skip = moves.find((m) => m.type === 'skip') ?? null;
  const leave = moves.find((m) => m.type === 'leave') ?? null;
  if (view.phase === 'placement') {
    return { ...none, step: 'place', targets: moves.flatMap((m) => (m.type === 'place' ? [m.to] : [])) };
  }
  const step: Step = view.pending ? view.pending.icon : leave ? 'leave' : 'run';
  const pairs = moves.filter(hasFrom);
  const sources = unique(pairs.map((m) => m.from));
  const picked = sources.length === 1 ? sources[0]! : pickedRoom !== null && sources.includes(pickedRoom) ? pickedRoom : null;
  const targets = picked === null ? [] : unique(pairs.filter((m) => m.from === picked).map((m) => m.to));
  // A hatch crawl always starts from the thief that landed: one tap, nothing to pick.
  return { step, sources: step === 'hatch' ? [] : sources, picked, targets, skip, leave };
}

/** What a tap on `room` does: play a move, pick or unpick a source, or nothing. */
export type TapResult = { kind: 'play'; move: SlyMove } | { kind: 'pick'; room: number | null } | { kind: 'none' };

/** Resolves a tap; a target of the picked source wins over picking another source. */
export function tapRoom(choices: Choices, moves: readonly SlyMove[], room: number): TapResult {
  if (choices.step === 'place') {
    const move = moves.find((m) => m.type === 'place' && m.to === room);
    return move ? { kind: 'play', move } : { kind: 'none' };
  }
  if (choices.picked !== null && choices.targets.includes(room)) {
    const move = moves.find((m) => hasFrom(m) && m.from === choices.picked && m.to === room);
    if (move) return { kind: 'play', move };
  }
  if (choices.sources.includes(room)) {
    const auto = choices.sources.length === 1;
    return { kind: 'pick', room: room === choices.picked && !auto ? null : room };
  }
  return { kind: 'none' };
}

/** True when the room is lit: a source to pick or a target to choose. */
export const isLit = (c: Choices, room: number): boolean => c.targets.includes(room) || (c.sources.includes(room) && room !== c.picked);
