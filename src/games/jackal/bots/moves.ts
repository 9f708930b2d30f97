/**
 * Turning a chosen plan into the engine's next move, the same for normal and hard: the next card
 * of the row (or done), the attachment the plan needs next, the way of the next move. Everything
 * returned is one of the legal moves it is given.
 */
import type { CardFace } from '../data/stolikDeck';
import { isMoveFace } from '../data/stolikDeck';
import type { JackalMove } from '../engine';
import type { Stack } from '../engine/types';
import type { Outcome } from './reach';
import type { LayPlan } from './table';
import { faceWorth } from './values';

type Move<T extends JackalMove['t']> = Extract<JackalMove, { t: T }>;

/** The faces of a plan's row in laying order: its flag, then its move cards. */
export const rowOf = (plan: LayPlan): CardFace[] => [...(plan.flag ? [plan.flag] : []), ...plan.moves.map((m) => m.card)];

/** The next card of the plan to lay, or done once the row holds it all (null if neither is legal). */
export function nextLay(plan: LayPlan, row: readonly CardFace[], legal: readonly JackalMove[]): JackalMove | null {
  const faces = rowOf(plan);
  if (faces.length > row.length) return legal.find((m) => m.t === 'lay' && m.card === faces[row.length]) ?? null;
  return legal.find((m) => m.t === 'done') ?? null;
}

/**
 * A card to lay when no plan finds a treasure: any row draws a card back after the island, so the
 * bot lays the card it will miss least: a flag (useful only on islands with its landing), the kind
 * it holds most; else the move card it holds most, the weakest of those (values.ts); else Tortuga at the lowest price (the only way
 * left), else done.
 */
export function spareLay(hand: readonly CardFace[], legal: readonly JackalMove[]): JackalMove {
  const held = (f: CardFace) => hand.filter((h) => h === f).length;
  const lays = legal
    .filter((m): m is Move<'lay'> => m.t === 'lay')
    .sort((a, b) => junkRank(a.card) - junkRank(b.card) || held(b.card) - held(a.card) || faceWorth(a.card) - faceWorth(b.card));
  const trade = legal.filter((m): m is Move<'tortuga'> => m.t === 'tortuga').sort((a, b) => a.coins - b.coins)[0];
  return lays[0] ?? legal.find((m) => m.t === 'done') ?? trade ?? legal[0]!;
}

const junkRank = (f: CardFace): number => (isMoveFace(f) ? 1 : 0);

/**
 * With no treasure in reach this island, a Friday or weapon the hand holds beside other face-up
 * cards goes on the row: it costs nothing now, and a hand emptier of them is refilled with cards
 * that move (null: nothing to shed).
 */
export function shedFor(hand: readonly CardFace[], legal: readonly JackalMove[]): JackalMove | null {
  const faceUp = hand.filter((f) => !isMoveFace(f) && f !== 'redFlag' && f !== 'blueFlag').length;
  if (faceUp < 2) return null;
  return legal.find((m) => m.t === 'attach' && (m.card === 'friday' || m.card === 'weapon')) ?? null;
}

/** Attachments a walk sticks on that `done` (the moves already revealed) lacks. */
export function attachmentsOf(moves: Outcome['moves'], done: ReadonlyArray<{ double: boolean; friday: boolean; weapon: boolean }> = []): CardFace[] {
  const out: CardFace[] = [];
  moves.forEach((m, i) => {
    for (const card of ['double', 'friday', 'weapon'] as const) if (m[card] && !done[i]?.[card]) out.push(card);
  });
  return out;
}

/** The attachment the plan puts on a move of `stack` that it lacks yet (null: none). */
export function attachFor(plan: Outcome, stack: Stack, legal: readonly JackalMove[]): JackalMove | null {
  for (const [i, m] of plan.moves.entries()) {
    for (const card of ['double', 'friday', 'weapon'] as const) {
      if (!m[card] || stack.moves[i]?.[card]) continue;
      const found = legal.find((l) => l.t === 'attach' && l.card === card && l.at === i);
      if (found) return found;
    }
  }
  return null;
}

/** The way of the plan's next move (the first legal way if the plan has none). */
export function goFor(plan: Outcome, legal: readonly JackalMove[]): JackalMove {
  const dir = plan.moves[0]?.dir;
  return legal.find((m) => m.t === 'go' && m.dir === dir) ?? legal[0]!;
}
