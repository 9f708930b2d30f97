/**
 * The normal bot in the tricks: lead a sure card or a low one; follow by winning as cheaply as
 * is safe when the trick is worth it, never over a winning partner, otherwise shed the weakest
 * card. Kings and queens are spent when they turn a lost trick into a won one, or at the end.
 */
import { CARD } from '../engine/cards';
import { trickWinner } from '../engine/trick/winner';
import type { CardId, PlayRecord, RsMove } from '../engine/types';
import { sameSide } from './knowledge';
import { best } from './phases';
import { TRICKS_PER_ROUND, type Decision, type Table } from './table';
import { keepValue, suitLengths, tableTrump } from './values';

type PlayMove = Extract<RsMove, { t: 'play' }>;

/** Unused-king VP at the end of an "Emperor" game, by colour: what laying the king gives up. */
const UNUSED_KING: Record<string, number> = { white: 60, red: 50, blue: 40, green: 30, black: 20 };

/** The play record a move would add to the trick. */
export function recordFor(t: Table, seat: number, m: PlayMove): PlayRecord {
  const r: PlayRecord = { seat, card: m.card };
  // A two-player catch-up king names its colour; `true` is the seat's own king.
  if (m.king) r.king = m.king === true ? t.seats[seat]!.set! : m.king;
  if (m.queen === 'white' || m.queen === 'blue') r.queen = m.queen;
  else if (m.queen === 'red') r.redQueen = true;
  else if (m.queen === 'black') r.blackQueen = true;
  return r;
}

/** Tricks still to be won this round, the one on the table included. */
export const tricksLeft = (t: Table): number => TRICKS_PER_ROUND[t.config.mode] - t.history.length;

/** What spending the king costs now, in keep-value units. */
function kingCost(t: Table, seat: number): number {
  const mode = t.config.mode;
  if (mode === 'i-am-king') return 2 + tricksLeft(t) * 1.5; // lost anyway at the round's end
  if (mode === 'team') return 14;
  return 16 + (UNUSED_KING[t.seats[seat]?.set ?? 'black'] ?? 20) / 5;
}

/** Cost of a move: the card given up plus the rulers it spends. */
export function moveCost(t: Table, seat: number, m: PlayMove): number {
  const mode = t.config.mode;
  let cost = keepValue(m.card, mode, tableTrump(mode, t.trump));
  if (m.king) cost += kingCost(t, seat);
  if (m.queen === 'white') cost += 9;
  else if (m.queen === 'blue') cost += 6;
  else if (m.queen === 'black') cost += 2;
  else if (m.queen === 'red') cost += 12;
  return cost;
}

/** True when a winning play is unlikely to be beaten by the seats still to play. */
export function looksSafe(t: Table, rec: PlayRecord, after: number): boolean {
  if (after === 0) return true;
  const n = t.seats.length;
  if (rec.king) {
    for (let k = 1; k <= after; k++) if (t.seats[(rec.seat + k) % n]?.king === 'ready') return false;
    return true;
  }
  if (rec.queen === 'white') return true;
  const c = CARD[rec.card];
  if (!c) return false;
  if (c.kind === 'rarity') return t.config.mode === 'emperor';
  const ts = tableTrump(t.config.mode, t.trump);
  return (c.suit !== null && c.suit === ts && c.rank >= 8) || c.rank >= 10;
}

/** VP-ish worth of taking the trick now, in keep-value units. */
function trickWorth(t: Table, plays: readonly PlayRecord[]): number {
  if (t.config.mode !== 'emperor') return 14;
  let w = 8;
  for (const p of plays) {
    const k = CARD[p.card]?.kind;
    if (k === 'jack' || k === 'queen' || k === 'rarity') w += 4;
    if (k === 'whiteFlag') w -= 4;
  }
  return w;
}

/** True when no card still unseen by `d.seat` beats `id` in its colour (courts included). */
export function isTopCard(d: Decision, id: CardId): boolean {
  const t = d.table;
  const mode = t.config.mode;
  const gone = new Set<CardId>(d.hand);
  for (const h of t.history) for (const p of h.plays) gone.add(p.card);
  const c = CARD[id];
  if (!c || c.suit === null || c.kind !== 'number') return c?.kind === 'rarity' && mode === 'emperor';
  for (let r = c.rank + 1; r <= 10; r++) if (!gone.has(`${c.suit}-${r}`)) return false;
  if (mode !== 'i-am-king' && !gone.has(`${c.suit}-jack`)) return false;
  if (mode === 'emperor' && !gone.has(`${c.suit}-queen`)) return false;
  return true;
}

/** The lead: a sure card if any (top trump first), otherwise a low card of the longest plain colour. */
function leadMove(d: Decision, plays: readonly PlayMove[]): PlayMove {
  const t = d.table;
  const mode = t.config.mode;
  const ts = tableTrump(mode, t.trump);
  const plain = plays.filter((m) => !m.king && !m.queen);
  const pool = plain.length > 0 ? plain : plays;
  const isTop = (id: CardId) => isTopCard(d, id);
  const tops = pool.filter((m) => isTop(m.card));
  const topTrump = tops.find((m) => CARD[m.card]?.suit === ts);
  if (topTrump) return topTrump;
  if (tops.length > 0) return best(tops, (m) => -keepValue(m.card, mode, ts));
  if (mode === 'i-am-king' && d.seat === t.lead && tricksLeft(t) <= 1) {
    const k = plays.find((m) => m.king && !m.queen);
    if (k) return k;
  }
  const len = suitLengths(d.hand);
  return best(pool, (m) => {
    const s = CARD[m.card]?.suit;
    const longBonus = s && s !== ts ? len[s] : 0;
    return longBonus - keepValue(m.card, mode, ts);
  });
}

/** The normal bot's trick move (one of `d.moves`). */
export function playMove(d: Decision): RsMove {
  const t = d.table;
  const plays = d.moves.filter((m): m is PlayMove => m.t === 'play');
  if (!t.trick || plays.length === 0) return d.moves[0]!;
  const onTable = t.trick.plays;
  if (onTable.length === 0) return leadMove(d, plays);
  const n = t.seats.length;
  const after = n - onTable.length - 1;
  const mode = t.config.mode;
  const now = trickWinner(onTable, mode, t.trump);
  const holder = onTable[now.index]!;
  const partnerWins = holder.seat !== d.seat && sameSide(t, d.seat, holder.seat);
  const scored = plays.map((m) => {
    const rec = recordFor(t, d.seat, m);
    const v = trickWinner([...onTable, rec], mode, t.trump);
    return { m, rec, wins: v.index === onTable.length, cost: moveCost(t, d.seat, m) };
  });
  const cheapest = <T extends { cost: number }>(xs: T[]) => best(xs, (x) => -x.cost);
  const shed = (xs: typeof scored) => {
    // Giving a white flag to a rival costs it VP in "Emperor"; never hand one to a partner.
    const flagged = xs.map((x) => ({ ...x, cost: x.cost + (mode === 'emperor' && CARD[x.m.card]?.kind === 'whiteFlag' && partnerWins ? 10 : 0) }));
    return cheapest(flagged).m;
  };
  const noExtras = (xs: typeof scored) => xs.filter((x) => !x.m.king && !x.m.queen);
  if (partnerWins && (after === 0 || looksSafe(t, holder, after))) {
    const keep = noExtras(scored).filter((x) => !x.wins);
    return shed(keep.length > 0 ? keep : noExtras(scored).length > 0 ? noExtras(scored) : scored);
  }
  const worth = trickWorth(t, onTable);
  const winners = scored.filter((x) => x.wins && looksSafe(t, x.rec, after));
  if (winners.length > 0) {
    const w = cheapest(winners);
    const redBonus = winners.find((x) => x.m.card === w.m.card && x.m.queen === 'red' && !x.m.king && after === 0);
    if (w.cost - keepValue(w.m.card, mode, tableTrump(mode, t.trump)) <= worth) return redBonus && !w.m.king ? redBonus.m : w.m;
  }
  const plain = noExtras(scored);
  return shed(plain.length > 0 ? plain : scored);
}
