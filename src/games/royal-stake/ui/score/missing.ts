/**
 * What a round still lacks before it may be scored: a value nobody entered is missing, never 0.
 * The sheet counts a round in totals and places only when this list is empty, and shows the list
 * at the top of the round so the table sees at a glance who still owes what.
 */
import { WON_KEYS, type WonKey } from '../../data/colours';
import { catchUpAnswered, dealWanted, isStd, type EmperorInput, type RsInput, type StdInput } from './input';
import { emperorWonNeeds, stdWonNeeds } from './needs';
import { squadComplete } from './squad';
import { isTableRound } from './tableRound';

/** A field still to enter; `player` is absent for the round's own questions. */
export interface Missing {
  field: 'dealKing' | 'king' | 'rulers' | 'squad' | 'copy' | 'tricks' | 'catchUpKings' | WonKey | 'dealPenaltyCards' | 'tableTotal';
  player?: string;
}

type Loose = { tricks?: unknown; won?: Partial<Record<WonKey, unknown>>; dealPenaltyCards?: unknown };
const entered = (v: unknown): boolean => typeof v === 'number';

/** Won-card counts asked but not entered (a player who took no trick won no card: nothing to ask). */
function wonMissing(e: Loose | undefined, keys: readonly WonKey[], player: string): Missing[] {
  if (!e || !entered(e.tricks) || e.tricks === 0) return [];
  return WON_KEYS.filter((k) => keys.includes(k) && !entered(e.won?.[k])).map((k) => ({ field: k, player }));
}

/**
 * Two players, round 3: a player far enough behind may take the deal kings of rounds 1-2
 * (ruling-catch-up-kings). Taking one changes the score (its bonus or its colour's cards), so
 * for such a player "took none" is a choice to tap (stored as []), never assumed.
 */
function catchUpMissing(input: StdInput, r: number, catchUp: readonly string[]): Missing[] {
  if (input.mode !== 'two-players' || r !== 2) return [];
  const kings = input.rounds.slice(0, 2).filter((x) => x.jesterDealKing !== undefined).length;
  if (kings === 0) return [];
  return catchUp.filter((id) => !catchUpAnswered(input.rounds[r]!.players[id])).map((id) => ({ field: 'catchUpKings' as const, player: id }));
}

function stdMissing(input: StdInput, r: number, catchUp: readonly string[]): Missing[] {
  const round = input.rounds[r]!;
  const out: Missing[] = [];
  if (dealWanted(input, r) && !round.jesterDealKing) out.push({ field: 'dealKing' });
  const needs = stdWonNeeds(input, r);
  for (const p of input.players) {
    const e = round.players[p.id];
    if (!e || !squadComplete(input, r, e)) out.push({ field: 'squad', player: p.id });
    else if (e.bets.includes('cheerleader') && !e.copy) out.push({ field: 'copy', player: p.id });
  }
  for (const p of input.players) if (!entered(round.players[p.id]?.tricks)) out.push({ field: 'tricks', player: p.id });
  out.push(...catchUpMissing(input, r, catchUp));
  for (const p of input.players) {
    const e = round.players[p.id];
    out.push(...wonMissing(e, needs[p.id] ?? [], p.id));
    // A face-up cheerleader pays for her partner's deal cards, not her own (ruling-cheerleader-deal).
    if (round.jesterDealKing && e && !e.partner && entered(e.tricks) && e.tricks! > 0 && !entered(e.dealPenaltyCards)) {
      out.push({ field: 'dealPenaltyCards', player: p.id });
    }
  }
  return out;
}

/**
 * Everything round `r` (0-based) still needs, in the order the table enters it. `catchUp`: the
 * players who may take catch-up kings in round 3 of a two-player game (see `catchUpIds`).
 */
export function missingIn(input: RsInput, r: number, catchUp: readonly string[] = []): Missing[] {
  const round = input.rounds[r];
  if (!round) return [];
  if (isTableRound(round)) {
    return input.players.filter((p) => !entered(round.table?.[p.id])).map((p) => ({ field: 'tableTotal' as const, player: p.id }));
  }
  if (isStd(input)) return stdMissing(input, r, catchUp);
  const out: Missing[] = [];
  if (input.mode === 'i-am-king') {
    const k = input.rounds[r]!;
    if (!k.king) out.push({ field: 'king' });
    for (const p of input.players) if (!k.players[p.id]?.rulers) out.push({ field: 'rulers', player: p.id });
  }
  const players = round.players as Record<string, Loose | undefined>;
  for (const p of input.players) if (!entered(players[p.id]?.tricks)) out.push({ field: 'tricks', player: p.id });
  if (input.mode === 'emperor') {
    const needs = emperorWonNeeds(input as EmperorInput, r);
    for (const p of input.players) out.push(...wonMissing(players[p.id], needs[p.id] ?? [], p.id));
  }
  return out;
}

/** How many rounds from round 1 on have everything entered (only these are scored). */
export function completeRounds(input: RsInput, catchUp: readonly string[] = []): number {
  let n = 0;
  while (n < input.rounds.length && missingIn(input, n, catchUp).length === 0) n++;
  return n;
}
