/**
 * Where a pirate can get, counted as the arrival judge counts it (referee/walk.ts): every move card
 * a step, a trap entered without Friday one more, a weapon one more after its cells, a treasure
 * ends the walk at the step it is entered, a robber met unarmed ends it empty-handed. The search
 * tries every way of every card (the engine's own `waysOf`, so a plan is always announceable) and,
 * where the seat still holds them, a double, a Friday on a trap, a weapon on a robber. It reads
 * only what it is given: a seat's own hand, or a public stack.
 */
import { cellAt, treasureId, treasureValue, type Island } from '../data/island';
import { CARD_FACES, isMoveFace, type CardFace } from '../data/stolikDeck';
import type { Dir } from '../engine/geometry';
import type { RowMove } from '../engine/types';
import { enteredCells, waysOf } from '../engine/walk';

/** A move of a plan: the card, what sticks to it and its way. */
export interface PlanMove extends RowMove {
  dir: Dir | 'stay';
}

/** One way a walk can end: the treasure (null: none), its arrival step and the hand cards it spends. */
export interface Outcome {
  treasure: { id: string; value: number } | null;
  steps: number;
  cards: number;
  moves: PlanMove[];
}

/** Cards by face, as counts (index: CARD_FACES). */
export type Counts = number[];

const FACE_INDEX = new Map<CardFace, number>(CARD_FACES.map((f, i) => [f, i]));

/** Counts of a list of faces. */
export function countsOf(cards: readonly CardFace[]): Counts {
  const out = CARD_FACES.map(() => 0);
  for (const c of cards) out[FACE_INDEX.get(c)!]!++;
  return out;
}

/** How many of `face` the counts hold. */
export const countOf = (counts: Counts, face: CardFace): number => counts[FACE_INDEX.get(face)!]!;

export const take = (counts: Counts, face: CardFace, k = 1): Counts => {
  const out = counts.slice();
  out[FACE_INDEX.get(face)!]! -= k;
  return out;
};

/**
 * The most search nodes one call visits unless told (Start.nodes): a hand of horses and doubles
 * or one swollen by Tortuga could otherwise take a tenth of a second. A count, not the clock, so a
 * bot's choice stays the same on any machine.
 */
const NODE_BUDGET = 4000;

/** What a search starts from. */
export interface Start {
  /** Where the pirate stands (null: his flag is missing, the walk is over). */
  at: [number, number] | null;
  /** Steps already counted (rum, moves walked). */
  steps: number;
  /** Moves whose cards are fixed (a laid or revealed row), from the next one on. */
  fixed: readonly RowMove[];
  /** Hand cards the search may still use (move cards only when `free`). */
  hand: Counts;
  /** True while laying: more move cards may follow the fixed ones. */
  free: boolean;
  /** The most move cards in all (fixed plus added). */
  maxMoves: number;
  /** The most search nodes (default NODE_BUDGET). */
  nodes?: number;
}

/** The walk of one move from `at`: where it ends, what stopped it and the extra steps it cost. */
export function stepOf(island: Island, at: [number, number], move: RowMove, dir: Dir | 'stay') {
  const cells = enteredCells(island, at, move, dir);
  let extra = 0;
  let trap = false;
  let robber = false;
  for (let k = 0; k < cells.length; k++) {
    const code = cellAt(island, cells[k]![0], cells[k]![1]);
    const value = treasureValue(code);
    if (value > 0) return { end: cells[k]!, stop: 'treasure' as const, extra, value, trap, robber };
    if (code === 'X') {
      robber = true;
      if (!move.weapon) return { end: cells[k]!, stop: 'robber' as const, extra, value: 0, trap, robber };
    }
    if (code === 'T') {
      trap = true;
      if (!move.friday) extra++;
    }
  }
  if (move.weapon) extra++;
  return { end: cells.at(-1) ?? at, stop: null, extra, value: 0, trap, robber };
}

/**
 * Every useful end of a walk from `start`: per treasure the plans no other beats on both steps and
 * cards, plus the cheapest walk that finds nothing. Bounded by `maxMoves` and a memo of
 * (cell, cards left, fixed moves left) already reached in as few steps.
 */
export function outcomes(island: Island, start: Start): Outcome[] {
  const found: Outcome[] = [];
  if (start.at === null) return [{ treasure: null, steps: start.steps, cards: 0, moves: [] }];
  const seen = new Map<string, number>();
  const path: PlanMove[] = [];
  let budget = start.nodes ?? NODE_BUDGET;
  const visit = (at: [number, number], k: number, steps: number, hand: Counts, cards: number): void => {
    if (budget-- <= 0) return;
    const key = `${at[0]}${at[1]}:${k}:${hand.join('')}`;
    const before = seen.get(key);
    if (before !== undefined && before <= steps) return;
    seen.set(key, steps);
    if (k >= start.fixed.length) found.push({ treasure: null, steps, cards, moves: path.slice() });
    if (k >= start.maxMoves) return;
    const faces: Array<{ face: CardFace; base: RowMove; cost: Counts; spent: number }> = [];
    if (k < start.fixed.length) faces.push({ face: start.fixed[k]!.card, base: start.fixed[k]!, cost: hand, spent: 0 });
    else if (start.free) {
      for (const face of CARD_FACES) {
        if (isMoveFace(face) && countOf(hand, face) > 0)
          faces.push({ face, base: { card: face, double: false, friday: false, weapon: false }, cost: take(hand, face), spent: 1 });
      }
    }
    for (const { base, cost, spent } of faces) {
      const doubles = base.double || countOf(cost, 'double') === 0 ? [base.double] : [false, true];
      for (const double of doubles) {
        const h1 = double && !base.double ? take(cost, 'double') : cost;
        const plain: RowMove = { ...base, double };
        for (const dir of waysOf(island, at, plain)) {
          tryMove(at, k, steps, { ...plain }, dir, h1, cards + spent + (h1 === cost ? 0 : 1));
        }
      }
    }
  };
  const tryMove = (at: [number, number], k: number, steps: number, move: RowMove, dir: Dir | 'stay', hand: Counts, cards: number): void => {
    const r = stepOf(island, at, move, dir);
    // A Friday only where a trap costs a step, a weapon only where a robber stops the pirate.
    if (r.trap && !move.friday && countOf(hand, 'friday') > 0 && r.stop !== 'robber')
      tryMove(at, k, steps, { ...move, friday: true }, dir, take(hand, 'friday'), cards + 1);
    if (r.stop === 'robber' && countOf(hand, 'weapon') > 0) tryMove(at, k, steps, { ...move, weapon: true }, dir, take(hand, 'weapon'), cards + 1);
    path.push({ ...move, dir });
    const now = steps + 1 + r.extra;
    if (r.stop === 'treasure') found.push({ treasure: { id: treasureId(r.end[0], r.end[1]), value: r.value }, steps: now, cards, moves: path.slice() });
    else if (r.stop === 'robber') found.push({ treasure: null, steps: now, cards, moves: path.slice() });
    else visit([r.end[0], r.end[1]], k + 1, now, hand, cards);
    path.pop();
  };
  visit(start.at, 0, start.steps, start.hand, 0);
  return pareto(found);
}

/** Keeps, per treasure (and for none), the outcomes no other beats on both steps and cards. */
function pareto(all: Outcome[]): Outcome[] {
  const out: Outcome[] = [];
  const sorted = all.slice().sort((a, b) => a.steps - b.steps || a.cards - b.cards);
  for (const o of sorted) {
    const id = o.treasure?.id ?? '';
    if (o.treasure === null && out.some((p) => p.treasure === null)) continue;
    if (out.some((p) => (p.treasure?.id ?? '') === id && p.steps <= o.steps && p.cards <= o.cards)) continue;
    out.push(o);
  }
  return out;
}

/** The best a pirate can do alone: the richest treasure, then the earliest step, then fewest cards. */
export function bestAlone(list: readonly Outcome[]): Outcome {
  return list.reduce((a, b) => {
    const va = a.treasure?.value ?? 0;
    const vb = b.treasure?.value ?? 0;
    if (vb !== va) return vb > va ? b : a;
    if (b.steps !== a.steps) return b.steps < a.steps ? b : a;
    return b.cards < a.cards ? b : a;
  });
}
