/**
 * The bet part of the engine's quick count (quick-count.ts): what every seat's bets pay in one
 * round, as score/standard/bets.ts settles them, without building breakdown rows. The scorer
 * stays the source of the rows players see; a property test holds the two equal
 * (test/unit/games/royal-stake/standard/quick-count.test.ts).
 */
import { JACK_BET, JACK_SHIFT } from '../../../data/rulers';
import { JESTER_BET_PER_FAILURE, KNOWN_BET_BACKS, hasUnknownBack } from '../../../data/characters';
import type { BetBackEntry } from './config';

/** One seat's round as the engine records it for the scorer (score.ts `roundRecord`). */
export interface QuickPlayer {
  faceUp: readonly string[];
  bets: readonly string[];
  tricks: number;
  won: { red: number; blue: number; green: number; black: number; rarity: number; whiteFlag: number };
  redQueen: boolean;
  kingUsed: boolean;
  queenRecharged: boolean;
  dealPenaltyCards: number;
  partner?: string;
  copy?: { player: string; card: string };
  /** Two players: the face-up jack shifts the bet numbers by 3. */
  jackShift?: boolean;
  /** Two players: catch-up kings taken before round 3. */
  extraKings?: readonly { colour: string; used: boolean }[];
}

/** The lost bet backs the game scores with (its value set's). */
export type QuickBacks = Readonly<Record<string, readonly BetBackEntry[]>>;

/** What one seat's bets paid and whether any succeeded (for the face-up cardsharp). */
export interface QuickBetResult {
  points: number;
  success: boolean;
}

/** VP the bet card `card` pays at `wins` (shifted by the 2-player jack when `shift`), or -1: failed. */
function betPays(card: string, wins: number, shift: boolean, backs: QuickBacks): number {
  let best = -1;
  if (hasUnknownBack(card)) {
    for (const e of backs[card] ?? []) if (e.wins === wins || (shift && e.wins === wins - JACK_SHIFT)) best = Math.max(best, e.vp);
    return best;
  }
  const table = card === 'jack' ? JACK_BET : KNOWN_BET_BACKS[card as keyof typeof KNOWN_BET_BACKS];
  if (!table) return -1;
  const direct = table[wins];
  const shifted = shift ? table[wins - JACK_SHIFT] : undefined;
  return Math.max(direct ?? -1, shifted ?? -1);
}

/**
 * Bets of one round for players `ps` (seat order; `partner`: each one's partner seat, -1 none)
 * with win counts `wins` (same order): own bets, the cheerleader's copy, a face-up cheerleader's
 * partner's bets; jester bets last, 30 VP per other player with a failed bet card (once each),
 * never counting a player who holds or shares a jester bet. Two players, round 3 (`doubled`):
 * the bet points count twice.
 */
export function quickBets(
  ps: readonly QuickPlayer[],
  partner: readonly number[],
  wins: readonly number[],
  backs: QuickBacks,
  doubled: boolean,
): QuickBetResult[] {
  const out: QuickBetResult[] = [];
  let failures = 0;
  const jesterBets: number[] = [];
  for (let i = 0; i < ps.length; i++) {
    const p = ps[i]!;
    const via = partner[i]! >= 0 ? ps[partner[i]!]! : p;
    const shift = p.partner === undefined && p.jackShift === true;
    const res: QuickBetResult = { points: 0, success: false };
    let jesters = 0;
    let failed = false;
    for (const b of via.bets) {
      const card = p.partner === undefined && b === 'cheerleader' && p.copy ? p.copy.card : b;
      if (card === 'jester') {
        jesters++;
        continue;
      }
      const pays = betPays(card, wins[i]!, shift, backs);
      if (pays >= 0) {
        res.points += pays;
        res.success = true;
      } else failed = true;
    }
    if (jesters === 0 && failed) failures++;
    jesterBets.push(jesters);
    out.push(res);
  }
  for (let i = 0; i < ps.length; i++) {
    const res = out[i]!;
    if (jesterBets[i]! > 0) {
      res.points += jesterBets[i]! * failures * JESTER_BET_PER_FAILURE;
      if (failures > 0) res.success = true;
    }
    if (doubled) res.points *= 2;
  }
  return out;
}
