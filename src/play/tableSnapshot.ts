/**
 * What the table screen renders, derived from the open session and the controller's own few
 * facts (who looked last, who is thinking, a save in flight): a pure function, so the controller
 * keeps only the sequencing (commits one at a time, the bot loop) and this file the reading.
 */
import type { Engine, Outcome } from '../games/types';
import { fail, type Failure } from '../lib/result';
import type { SessionRecord } from '../storage/types';
import type { PlaySession } from './playSession';
import type { MoveStep, SeatSpec } from './types';
import { planUndo, type UndoPlan } from './undo';
import { screenFor, usesCurtain } from './viewer';

/** Everything the table screen renders, replaced (never mutated) on every change. */
export interface TableSnapshot<State = unknown> {
  status: 'loading' | 'ready' | 'failed';
  loadError: Failure | null;
  session: SessionRecord | null;
  seats: SeatSpec[];
  state: State | null;
  steps: MoveStep[];
  toMove: number | null;
  viewer: number | null;
  curtain: number | null;
  thinking: number | null;
  busy: boolean;
  /** A bot move failed to save: offer "try again". */
  stalled: boolean;
  error: Failure | null;
  outcome: Outcome | null;
  /** The undo the rule allows now and this screen may offer, or null. */
  undo: UndoPlan | null;
}

export const EMPTY: TableSnapshot = {
  status: 'loading',
  loadError: null,
  session: null,
  seats: [],
  state: null,
  steps: [],
  toMove: null,
  viewer: null,
  curtain: null,
  thinking: null,
  busy: false,
  stalled: false,
  error: null,
  outcome: null,
  undo: null,
};

/** The controller's own facts a snapshot needs beside the session. */
export interface TableFacts<State, Move> {
  engine: Engine<unknown, State, Move>;
  viewer: number | null;
  thinking: number | null;
  busy: boolean;
  stalled: boolean;
  error: Failure | null;
}

/** The snapshot of an open session; its `viewer` is who the screen shows now (the controller keeps it). */
export function readySnapshot<State, Move>(ps: PlaySession<State, Move>, table: TableFacts<State, Move>): TableSnapshot<State> {
  const { engine } = table;
  const toMove = engine.toMove(ps.state);
  const outcome = ps.outcome();
  const screen = screenFor({ hidden: engine.hiddenInformation, seats: ps.data.seats, toMove, viewer: table.viewer, finished: outcome !== null });
  // Nobody to move yet no result (a toMove that threw, a broken engine), or a seat to move
  // with no moves (a legalMoves that threw): say so, never stall; undo and the log stay.
  const stuck = outcome === null && (toMove === null || engine.legalMoves(ps.state).length === 0) ? fail('ERR_BAD_STATE') : null;
  const plan = planUndo(ps.steps, ps.data.seats, outcome !== null);
  // Behind a curtain only the person holding the phone may take back their own move.
  // A table across phones never takes a move back: guests have already seen it.
  const mayOffer =
    plan.ok &&
    !ps.data.seats.some((x) => x.phone) &&
    (!usesCurtain(engine.hiddenInformation, ps.data.seats) || screen.curtain !== null || screen.viewer === plan.value.seat);
  return {
    status: 'ready',
    loadError: null,
    session: ps.session,
    seats: ps.data.seats,
    state: ps.state,
    steps: ps.steps,
    toMove,
    viewer: screen.viewer,
    curtain: screen.curtain,
    thinking: table.thinking,
    busy: table.busy,
    stalled: table.stalled,
    error: table.error ?? stuck,
    outcome,
    undo: mayOffer && plan.ok ? plan.value : null,
  };
}
