/**
 * The quick heuristics of the standard game's own steps (squad, bets, the cheerleader's choice,
 * preparation, the hermit's discard, the exchange). The playouts use them for every seat; the
 * normal and hard bots start from them and check the bets and the cheerleader's choice (normal)
 * or every step (hard) against played-out deals.
 */
import { CATCH_UP_STEP } from '../data/decks';
import { QUEEN_RECHARGE_COST } from '../data/rulers';
import type { RsMove } from '../engine/types';
import { best } from './phases';
import { quickBetWorth } from './stdBets';
import { squadMove } from './stdSquad';
import { stdKeep } from './stdTrick';
import { isStdTable, trickWant, type StdTable } from './stdWins';
import type { Decision } from './table';

/** Catch-up kings from least to most wanted (the white king wins over any other). */
const CATCH_UP_ORDER: readonly string[] = ['green', 'blue', 'red', 'black', 'white'];

/** VP a seat keeps in hand after paying for its queen, at least (a cushion against a bad round). */
const RECHARGE_CUSHION = 20;

/** Cheerleader: partner with the seat doing best so far; copy the first bet of the leader. */
function cheerMove(d: Decision): RsMove {
  return best(d.moves, (m) => (m.t === 'partner' || m.t === 'copy' ? (d.table.seats[m.seat]?.score ?? 0) - (m.t === 'copy' ? m.index : 0) : -Infinity));
}

/**
 * 2 players, the jack shift at scoring: take it when it raises the seat's VP, unless (before round
 * 3) the lead it adds could reach the catch-up step and hand the other player a catch-up king.
 * The other seat's choice is unseen, so its lower outcome is assumed (the larger lead).
 */
function jackMove(d: Decision, t: StdTable): RsMove {
  const ask = t.std?.jack;
  const me = d.seat;
  const other = 1 - me;
  const want = (shift: boolean) => d.moves.find((m) => m.t === 'jackShift' && m.shift === shift) ?? d.moves[0]!;
  if (!ask) return want(false);
  const gain = ask.moved[me]! - ask.plain[me]!;
  if (gain <= 0) return want(false);
  const low = Math.min(ask.plain[other]!, ask.moved[other]!);
  const handsKing = t.round === 2 && ask.moved[me]! - low >= CATCH_UP_STEP && ask.plain[me]! - low < CATCH_UP_STEP;
  return want(!handsKing);
}

/**
 * Sign of a card's keep worth to the seat: +1 when it still needs wins (keep strong cards),
 * -1 when it needs no more (keep weak ones), for discards and the card given back.
 */
function keepSign(t: StdTable, seat: number, hand: readonly string[]): number {
  const want = trickWant(t, seat, hand);
  return want !== null && want < 0.2 ? -1 : 1;
}

/** Scores a discard (preparation, hermit): keeping the cards the seat's count needs scores high. */
function discardScore(d: Decision, t: StdTable): (m: RsMove) => number {
  const sign = keepSign(t, d.seat, d.hand);
  return (m) => (m.t === 'discard' ? -sign * m.cards.reduce((s, c) => s + stdKeep(c), 0) : -Infinity);
}

/** The discard moves of `d`, best first (ties keep the listed order). */
export function stdDiscardOrder(d: Decision): RsMove[] {
  if (!isStdTable(d.table)) return d.moves.slice();
  const score = discardScore(d, d.table);
  return d.moves
    .map((m, i) => ({ m, v: score(m), i }))
    .sort((a, b) => b.v - a.v || a.i - b.i)
    .map((x) => x.m);
}

/** Recharge the queen when the seat can spare her cost and keep a cushion. */
function rechargeMove(d: Decision): RsMove {
  const me = d.table.seats[d.seat]!;
  const cost = me.set ? QUEEN_RECHARGE_COST[me.set] : Infinity;
  const pay = me.score - cost >= RECHARGE_CUSHION;
  return d.moves.find((m) => m.t === 'recharge' && m.pay === pay) ?? d.moves[0]!;
}

/** The quick move in a standard-only step, or null outside them. */
export function stdStepMove(d: Decision): RsMove | null {
  if (!isStdTable(d.table)) return null;
  const t = d.table;
  switch (t.phase) {
    case 'squad':
      return squadMove(t, d.seat, d.hand, d.moves);
    case 'bet':
      return best(d.moves, (m) => quickBetWorth(t, d.seat, d.hand, m));
    case 'cheer':
      return cheerMove(d);
    case 'prep':
    case 'hermit':
      if (d.moves.some((m) => m.t === 'recharge')) return rechargeMove(d);
      return best(d.moves, discardScore(d, t));
    case 'exchange': {
      // The partner gives back what its own count needs least.
      const sign = keepSign(t, d.seat, d.hand);
      return best(d.moves, (m) => (m.t === 'exchange' ? -sign * stdKeep(m.card) : -Infinity));
    }
    case 'jack':
      return jackMove(d, t);
    case 'catchUp':
      // Two players, round 3: the catch-up king worth most (the white king first).
      return best(d.moves, (m) => ('colour' in m && typeof m.colour === 'string' ? CATCH_UP_ORDER.indexOf(m.colour) + 1 || 0 : 0));
    default:
      return null;
  }
}

/** True when the standard table is in one of its own steps (outside the card play). */
export const isStdStep = (d: Decision): boolean => isStdTable(d.table) && d.table.phase !== 'trick' && d.table.phase !== 'over';
