/**
 * Changes to a saved sheet, each a pure function from the old input to the new one (the sheet
 * saves the result before it shows it). Earlier rounds stay editable; totals follow.
 */
import type { Colour } from '../../data/colours';
import { autoDealKing, dealWanted, withNewRound, type RsInput, type StdInput, type StdOptions } from './input';

/** The input with one player's entry of round `r` replaced by `fn(entry)`. */
export function mapEntry<E>(input: RsInput, r: number, id: string, fn: (e: E) => E): RsInput {
  const rounds = input.rounds.map((round, i) => (i !== r ? round : { ...round, players: { ...round.players, [id]: fn(round.players[id] as E) } }));
  return { ...input, rounds } as RsInput;
}

/** An entry with one count set, or removed again (undefined: back to "not entered"). */
export function withCount<E extends object>(e: E, key: string, n: number | undefined): E {
  const next = { ...e } as Record<string, unknown>;
  if (n === undefined) delete next[key];
  else next[key] = n;
  return next as E;
}

/** The input with fields of round `r` itself changed (`undefined` removes a field). */
export function patchRound(input: RsInput, r: number, patch: Record<string, unknown>): RsInput {
  const rounds = input.rounds.map((round, i) => {
    if (i !== r) return round;
    const next: Record<string, unknown> = { ...round, ...patch };
    for (const [k, v] of Object.entries(patch)) if (v === undefined) delete next[k];
    return next;
  });
  return { ...input, rounds } as RsInput;
}

/**
 * A king lies face down from the round it is used to the end of the game, so marking it in
 * round `r` marks every later round the same way (unmarking undoes the same span).
 */
export function setKingUsed(input: RsInput, r: number, id: string, used: boolean): RsInput {
  let out = input;
  for (let i = r; i < input.rounds.length; i++) out = mapEntry<{ kingUsed: boolean }>(out, i, id, (e) => ({ ...e, kingUsed: used }));
  return out;
}

/** Round in which this player's king was first marked used, before round `r` (or undefined). */
export function kingUsedSince(input: RsInput, r: number, id: string): number | undefined {
  for (let i = 0; i < r; i++) {
    if ((input.rounds[i]?.players[id] as { kingUsed?: unknown } | undefined)?.kingUsed === true) return i;
  }
  return undefined;
}

/** Standard options changed; jester deal kings and penalties follow the option. */
export function withOptions(input: StdInput, options: StdOptions): StdInput {
  let next: StdInput = { ...input, options };
  next.rounds = next.rounds.map((round, r) => {
    if (dealWanted(next, r)) return round;
    // Without a deal king there are no penalty cards to count.
    const players = Object.fromEntries(Object.entries(round.players).map(([id, e]) => [id, withCount(e, 'dealPenaltyCards', undefined)]));
    const rest = { ...round, players };
    delete rest.jesterDealKing;
    return rest;
  });
  next.rounds.forEach((round, r) => {
    if (dealWanted(next, r) && !round.jesterDealKing) {
      const king = autoDealKing(next, r);
      if (king) next = patchRound(next, r, { jesterDealKing: king }) as StdInput;
    }
  });
  return next;
}

/** A player's ruler colour changed (the modes with fixed rulers). */
export function withRulers(input: RsInput, id: string, colour: Colour): RsInput {
  if (input.mode === 'i-am-king') return input;
  return { ...input, players: input.players.map((p) => (p.id === id ? { ...p, rulers: colour } : p)) } as RsInput;
}

/** The next round, started empty. */
export const addRound = (input: RsInput): RsInput => withNewRound(input);

/** Removes the last round (only offered while nothing was entered in it). */
export const dropLastRound = (input: RsInput): RsInput => ({ ...input, rounds: input.rounds.slice(0, -1) }) as RsInput;

/** True when nothing but defaults was entered in round `r` (safe to drop). */
export function roundIsBlank(input: RsInput, r: number): boolean {
  const round = input.rounds[r];
  if (!round) return true;
  return (
    Object.values(round.players).every((e) => {
      const x = e as { tricks?: number; faceUp?: unknown[]; bets?: unknown[]; rulers?: unknown };
      return (x.tricks ?? 0) === 0 && !x.faceUp?.length && !x.bets?.length && x.rulers === undefined;
    }) && Object.keys((round as { table?: object }).table ?? {}).length === 0
  );
}
