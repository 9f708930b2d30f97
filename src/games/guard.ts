/**
 * The engines' safety net. The contract says an engine answers with values and error codes, never
 * a throw, yet a replayed or hand-edited state can be malformed in ways no check foresaw: each
 * guarded method catches the throw and gives a neutral answer the play screen can show.
 */
import { fail } from '../lib/result';
import type { Engine, GuardCode } from './types';

/**
 * `parts` with each method turned into one that cannot throw: setup gives ERR_BAD_CONFIG, apply
 * ERR_BAD_STATE, toMove, view and outcome null, legalMoves none,
 * describeMove the `unknown` log key. It fails closed: a throwing isCheckpoint answers true (undo
 * stops rather than take back a reveal), and a state where nobody moves yet nothing is decided
 * (a throwing toMove), where a seat is to move with no moves (a throwing legalMoves) or whose view
 * is null (a throwing view) is shown as ERR_BAD_STATE by the table, not left to stall or crash.
 */
export function guardEngine<C, S, M, E extends string = string>(parts: Engine<C, S, M, E>): Engine<C, S, M, E | GuardCode> {
  if (GUARDED.has(parts)) return parts;
  const out = guardParts(parts);
  GUARDED.add(out);
  return out;
}

/** Engines already guarded: the platform guards every engine it loads, and once is enough. */
const GUARDED = new WeakSet<object>();

/** True when `engine` came out of guardEngine (the platform's loaders guarantee it). */
export const isGuarded = (engine: object): boolean => GUARDED.has(engine);

/**
 * The platform's guard for an engine it loads (registry.ts, play/botRegistry.ts): a game need
 * not guard its own, and every path to it gets the very same guarded object.
 */
export function guardedEngine<E extends object>(engine: E): E {
  if (GUARDED.has(engine)) return engine;
  let out = CACHE.get(engine);
  if (!out) CACHE.set(engine, (out = guardEngine(engine as unknown as Engine<unknown, unknown, unknown>)));
  return out as unknown as E;
}
const CACHE = new WeakMap<object, Engine<unknown, unknown, unknown>>();

function guardParts<C, S, M, E extends string>(parts: Engine<C, S, M, E>): Engine<C, S, M, E | GuardCode> {
  // Locals, not `parts.x` reads: the wrappers sit on the bots' playout hot path.
  const { setup, toMove, legalMoves, apply, view, outcome, describeMove, isCheckpoint } = parts;
  return {
    setup: (config, seed) => {
      try {
        return setup(config, seed);
      } catch {
        return fail('ERR_BAD_CONFIG');
      }
    },
    toMove: (s) => {
      try {
        return toMove(s);
      } catch {
        return null;
      }
    },
    legalMoves: (s) => {
      try {
        return legalMoves(s);
      } catch {
        return [];
      }
    },
    apply: (s, move) => {
      try {
        return apply(s, move);
      } catch {
        return fail('ERR_BAD_STATE');
      }
    },
    // No view is shown as ERR_BAD_STATE by the table (usePlayGame), with undo and the log.
    view: (s, seat) => {
      try {
        return view(s, seat);
      } catch {
        return null;
      }
    },
    outcome: (s) => {
      try {
        return outcome(s);
      } catch {
        return null;
      }
    },
    describeMove: (s, move) => {
      try {
        return describeMove(s, move);
      } catch {
        return { key: 'unknown' };
      }
    },
    isCheckpoint: (before, move, after) => {
      try {
        return isCheckpoint(before, move, after);
      } catch {
        return true;
      }
    },
    hiddenInformation: parts.hiddenInformation,
    ...(parts.facts ? { facts: guardFacts(parts.facts) } : {}),
    ...(parts.standing ? { standing: guardFacts(parts.standing) } : {}),
  };
}

/** A throwing `facts` (or `standing`) gives none: History then just lacks them, the game goes on. */
function guardFacts<S, F>(facts: (state: S) => F | null): (state: S) => F | null {
  return (s) => {
    try {
      return facts(s);
    } catch {
      return null;
    }
  };
}
