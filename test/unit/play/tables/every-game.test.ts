/**
 * The table across phones (issue 23, issue 25: "every game added later, with no per-game code")
 * with every real game that declares `play`, found through the registry as the conformance suite
 * finds them, its engine loaded through the manifest (so guarded, as the app gets it), in each of
 * its modes (the play setup's defaults and the conformance adapter's option sets). Seat 0 plays
 * on the host phone, every other seat on its own phone; the whole game goes over the wire (JSON
 * text, read by the guest's reducer), and at every step each guest holds exactly its own view,
 * each move is applied once, and the host ends where the engine alone ends with the same moves.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { isGuarded } from '../../../../src/games/guard';
import type { Engine } from '../../../../src/games/types';
import { nextInt, seedRng } from '../../../../src/lib/rng';
import { guestReceive, hello, moveMessage, type GuestTable } from '../../../../src/play/tables/guest';
import { hostMoved, hostReceive, openTable, seatOf, type HostTable, type Outgoing } from '../../../../src/play/tables/host';
import { MAX_HOST_MESSAGE } from '../../../../src/play/tables/messages';
import type { PlaySetup } from '../../../../src/play/types';
import { adapterOf, allGames } from '../../games/all-games';

const playable = allGames.filter((g) => g.parts.includes('play'));
/**
 * Moves per mode at most at the middle seat count: a whole game of each game today (they end in
 * 56-211 moves with these seeds); the cap only keeps a longer game added later fast, since each
 * step builds and compares every guest's view. The other seat counts (Royal Stake's count picks
 * its mode: 3 "I am King", 4 team, 5 "Emperor") are played for their opening moves only; the
 * conformance suite already plays every count to the end on one phone.
 */
const MOVE_CAP = 400;
const OTHER_COUNT_CAP = 60;
const SEED = 'every-game';
const TABLE = 't-every';
/** What a view or welcome may carry besides the receiver's own view: nothing about another seat. */
const VIEW_KEYS = new Set(['t', 'v', 'table', 'game', 'seat', 'seats', 'rev', 'view', 'toMove', 'finished', 'last', 'moves', 'outcome']);

type AnyEngine = Engine<unknown, unknown, unknown>;
const fp = (seat: number) => `FP-${seat}`;
const NAMES = ['Anya', 'Boris', 'Vera', 'Gleb', 'Dasha', 'Egor', 'Zhenya', 'Ilya'];

/** The seat count played: 3 where the game's digital play allows it, else the nearest it does. */
function seatCount(range: { min: number; max: number }): number {
  return Math.min(range.max, Math.max(range.min, 3));
}

interface Played {
  label: string;
  moves: number;
  ended: boolean;
  refused?: string;
}

/** One game across phones from `setup(config, SEED)`; every check of the file runs at each step. */
function playAcross(engine: AnyEngine, game: string, label: string, config: unknown, seats: number, cap: number): Played {
  const start = engine.setup(config, SEED);
  // A mode the engine refuses in words (a value the players must enter first) is not playable yet.
  if (!start.ok) return { label, moves: 0, ended: false, refused: start.error };
  let state: unknown = start.value;
  let table: HostTable = openTable(
    TABLE,
    game,
    Array.from({ length: seats }, (_, i) => ({ name: NAMES[i]!, kind: i === 0 ? ('host' as const) : ('guest' as const) })),
  );
  const guests: (GuestTable | null)[] = Array.from({ length: seats }, () => null);
  let step = 0;
  const at = () => `${label}, move ${step}`;

  /** Sends `out` over the "wire" after checking each message holds only its receiver's own view of `now`. */
  const deliver = (out: Outgoing[], now: unknown) => {
    for (const o of out) {
      const seat = seatOf(table, o.to);
      expect(seat, `${at()}: a message to a phone without a seat`).toBeGreaterThan(0);
      const m = o.message;
      expect(['welcome', 'view', 'seats'], `${at()}: an unexpected ${m.t} to seat ${seat}`).toContain(m.t);
      if (m.t === 'welcome' || m.t === 'view') {
        for (const k of Object.keys(m)) expect(VIEW_KEYS.has(k), `${at()}: seat ${seat} was sent "${k}"`).toBe(true);
        expect(JSON.stringify(m.view), `${at()}: seat ${seat}'s view`).toBe(JSON.stringify(engine.view(now, seat)));
        const toMove = engine.toMove(now);
        expect(m.toMove).toBe(toMove);
        // Legal moves are the receiver's own, and only on its own turn.
        if (toMove === seat) expect(m.moves, `${at()}: seat ${seat}'s legal moves`).toEqual(engine.legalMoves(now));
        else expect(m.moves, `${at()}: seat ${seat} was sent seat ${toMove}'s legal moves`).toBeUndefined();
      }
      const wire = JSON.stringify(m);
      expect(wire.length, `${at()}: a message over the host's size cap`).toBeLessThanOrEqual(MAX_HOST_MESSAGE);
      const r = guestReceive(guests[seat] ?? null, wire);
      expect(r.error, `${at()}: seat ${seat} could not read its message`).toBeUndefined();
      guests[seat] = r.guest;
    }
  };
  const guestsSeeOwnViews = () => {
    for (let seat = 1; seat < seats; seat++) {
      const g = guests[seat]!;
      expect(g.rev, `${at()}: seat ${seat}'s revision`).toBe(table.rev);
      expect(g.view, `${at()}: seat ${seat}'s view`).toEqual(engine.view(state, seat));
      expect(g.toMove).toBe(engine.toMove(state));
    }
  };

  for (let seat = 1; seat < seats; seat++) {
    const r = hostReceive(engine, state, table, fp(seat), JSON.stringify(hello(TABLE, seat, NAMES[seat]!)), 0);
    expect(r.table.seats[seat]!.fingerprint, `${label}: seat ${seat} joins`).toBe(fp(seat));
    table = r.table;
    deliver(r.out, state);
  }
  guestsSeeOwnViews();

  let rng = seedRng(`${SEED}:${label}`);
  const pick = <T>(options: readonly T[]): T => {
    const p = nextInt(rng, options.length);
    rng = p.state;
    return options[p.value]!;
  };
  const moves: unknown[] = [];
  let retried = false;
  while (moves.length < cap) {
    const mover = engine.toMove(state);
    if (mover === null) break;
    step = moves.length;
    let move: unknown;
    if (mover === 0) {
      // The host phone's own seat: straight through the engine, then every guest gets a view.
      const legal = engine.legalMoves(state);
      expect(legal.length, `${at()}: the host's seat has no legal move`).toBeGreaterThan(0);
      move = pick(legal);
      const next = engine.apply(state, move);
      if (!next.ok) throw new Error(`${at()}: the host's own legal move was refused: ${next.error}`);
      const h = hostMoved(engine, state, next.value, table, 0, move);
      [state, table] = [next.value, h.table];
      deliver(h.out, state);
    } else {
      // A guest picks among the legal moves its own view message brought, and sends one.
      const g = guests[mover]!;
      expect(g.toMove, `${at()}: seat ${mover} does not know it is to move`).toBe(mover);
      const legal = g.moves ?? [];
      expect(legal.length, `${at()}: seat ${mover} was sent no legal moves`).toBeGreaterThan(0);
      move = pick(legal);
      const raw = JSON.stringify(moveMessage(g, `${fp(mover)}-${step}`, move));
      const r = hostReceive(engine, state, table, fp(mover), raw, step);
      expect(r.applied, `${at()}: seat ${mover}'s move was not applied`).toEqual({ seat: mover, move });
      expect(r.table.rev).toBe(table.rev + 1);
      [state, table] = [r.state, r.table];
      deliver(r.out, state);
      if (!retried) {
        // The same message again (its answer lost on the way): answered, never applied twice.
        retried = true;
        const again = hostReceive(engine, state, table, fp(mover), raw, step);
        expect(again.applied, `${label}: a retried move was applied again`).toBeUndefined();
        expect(again.state).toBe(state);
        expect(again.table.rev).toBe(table.rev);
        table = again.table;
        deliver(again.out, state);
      }
    }
    moves.push(move);
    step = moves.length;
    expect(table.rev, `${at()}: revisions count moves`).toBe(moves.length);
    guestsSeeOwnViews();
  }
  expect(retried || seats === 1, `${label}: no guest ever moved`).toBe(true);

  // No lost or forked move: the engine alone, given the same moves, reaches the host's state.
  const again = engine.setup(config, SEED);
  if (!again.ok) throw new Error(again.error);
  let direct: unknown = again.value;
  for (const m of moves) {
    const next = engine.apply(direct, m);
    if (!next.ok) throw new Error(`${label}: replaying the table's moves refused one: ${next.error}`);
    direct = next.value;
  }
  expect(state, `${label}: the host's state after the table`).toEqual(direct);

  const ended = engine.toMove(state) === null;
  if (ended) {
    const outcome = engine.outcome(state);
    for (let seat = 1; seat < seats; seat++) {
      expect(guests[seat]!.finished, `${label}: seat ${seat} knows the game is over`).toBe(outcome !== null);
      if (outcome) expect(guests[seat]!.outcome).toEqual(JSON.parse(JSON.stringify(outcome)));
    }
  }
  return { label, moves: moves.length, ended };
}

it('finds games with play through the registry', () => {
  expect(playable.length).toBeGreaterThan(0);
});

describe.each(playable.map((g) => [g.id, g] as const))('%s across phones', (id, manifest) => {
  let engine: AnyEngine;
  const modes: { label: string; config: unknown; seats: number; cap: number }[] = [];
  beforeAll(async () => {
    engine = await manifest.loadEngine!();
    const setup = (await manifest.loadPlaySetup?.()) as PlaySetup | undefined;
    if (!setup) return;
    const range = setup.players ?? manifest.players;
    const middle = seatCount(range);
    const optionSets = [setup.defaultOptions, ...(adapterOf(id).options?.(setup.defaultOptions) ?? [])];
    for (let seats = range.min; seats <= range.max; seats++)
      optionSets.forEach((options, i) =>
        modes.push({
          label: `${id}, ${seats} seats, options #${i}`,
          config: setup.config(seats, options),
          seats,
          cap: seats === middle ? MOVE_CAP : OTHER_COUNT_CAP,
        }),
      );
  });

  it('plays every mode with seat 0 on the host and each other seat on its own phone', () => {
    expect(isGuarded(engine), 'the engine the app loads is guarded').toBe(true);
    expect(modes.length, 'a play setup with at least one mode').toBeGreaterThan(0);
    const played = modes.map((m) => playAcross(engine, id, m.label, m.config, m.seats, m.cap));
    // At least one mode is playable at each seat count (a refused one needs values the players enter first).
    for (const n of new Set(modes.map((m) => m.seats)))
      expect(
        played.some((p, i) => modes[i]!.seats === n && p.moves > 0),
        `${id} at ${n} seats`,
      ).toBe(true);
    console.info(played.map((p) => `${p.label}: ${p.refused ?? `${p.moves} moves${p.ended ? ', to the end' : ''}`}`).join('\n'));
  });
});
