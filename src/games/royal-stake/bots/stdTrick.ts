/**
 * The standard game's trick play for the normal bot and the playouts: play toward the win count
 * the seat's bets and faces pay for (stdWins.ts). Wanting more tricks: lead strong, win cheaply;
 * wanting none: lead low, hand the lead on with a face-up ninja, follow with the strongest card
 * that still loses (militia swaps and the blue queen included); the hermit draws when the hand
 * does not fit the need. Kings and queens are spent only when a trick must be won.
 */
import { CARD } from '../engine/cards';
import { hasFaceUp } from '../engine/modes/standard/faces';
import { trickWinner } from '../engine/trick/winner';
import type { CardId, PlayRecord, RsMove } from '../engine/types';
import { best } from './phases';
import { moveCost, recordFor } from './play';
import { trickWant, type StdTable } from './stdWins';
import { keepValue } from './values';

type PlayMove = Extract<RsMove, { t: 'play' }>;

/** Strength of a card for the bots: black counts as trump, specials high, flags low. */
export const stdKeep = (card: CardId): number => keepValue(card, 'standard', 'black');

/** The record a play would add to the trick, with the militia's swap and the samurai's red. */
function stdRecord(t: StdTable, seat: number, m: PlayMove): PlayRecord {
  const r = recordFor(t, seat, m);
  if (m.militia) r.militia = true;
  if (CARD[m.card]?.suit === 'red' && hasFaceUp(t.std, seat, 'samurai')) r.samurai = true;
  return r;
}

/** A play with what it does to the trick on the table. */
interface Scored {
  m: PlayMove;
  wins: boolean;
  cost: number;
  /** Strength the card keeps for later (what shedding it gives away). */
  keep: number;
  extra: boolean;
}

function scorePlays(t: StdTable, seat: number, moves: readonly RsMove[]): Scored[] {
  const onTable = t.trick?.plays ?? [];
  const out: Scored[] = [];
  for (const m of moves) {
    if (m.t !== 'play') continue;
    const rec = stdRecord(t, seat, m);
    const wins = trickWinner([...onTable, rec], 'standard', null).index === onTable.length;
    const cost = moveCost(t, seat, m);
    out.push({ m, wins, cost, keep: stdKeep(m.card), extra: !!(m.king || m.queen) });
  }
  return out;
}

/** Mean strength of a hand. */
const handStrength = (hand: readonly CardId[]): number => hand.reduce((a, c) => a + stdKeep(c), 0) / Math.max(1, hand.length);

/** An ability move worth making now, or null. */
function abilityMove(t: StdTable, seat: number, hand: readonly CardId[], moves: readonly RsMove[], want: number | null): RsMove | null {
  const n = t.seats.length;
  const ninja = moves.find((m) => m.t === 'ninja' && m.seat === (seat + 1) % n);
  // Passing the lead to the next seat clockwise makes this seat play last: best placed to dodge.
  if (ninja && want !== null && want < 0.34) return ninja;
  if (moves.some((m) => m.t === 'hermit')) {
    // The draw may mend a weak hand: aim at the best-paying count as if the hand could reach it.
    const strength = handStrength(hand);
    const reach = trickWant(t, seat);
    if ((reach !== null && reach >= 0.5 && strength < 8) || (want === 0 && strength > 9)) return { t: 'hermit' };
  }
  const exchange = moves.filter((m): m is Extract<RsMove, { t: 'exchange' }> => m.t === 'exchange');
  if (exchange.length > 0) {
    const partner = t.std?.partner?.partner;
    const pw = partner != null ? trickWant(t, partner) : null; // (the partner's hand is unseen)
    // The partner's count is hers: give a strong card if it needs wins, else a weak one.
    return best(exchange, (m) => (pw !== null && pw > 0 ? 1 : -1) * stdKeep(m.card));
  }
  return null;
}

/** The move toward the seat's count (null when it has no play to choose from). */
export function stdTrickMove(t: StdTable, seat: number, hand: readonly CardId[], moves: readonly RsMove[]): RsMove | null {
  const want = trickWant(t, seat, hand);
  const ability = abilityMove(t, seat, hand, moves, want);
  if (ability) return ability;
  const scored = scorePlays(t, seat, moves);
  if (scored.length === 0) return null;
  const plain = scored.filter((x) => !x.extra);
  const pool = plain.length > 0 ? plain : scored;
  const leading = (t.trick?.plays.length ?? 0) === 0;
  if (want === 0) {
    // Lose: the strongest card that still loses (nothing to win later with), else the weakest.
    const losing = scored.filter((x) => !x.wins && (!x.extra || x.m.queen === 'blue'));
    if (leading) return best(pool, (x) => -x.keep).m;
    return losing.length > 0 ? best(losing, (x) => x.keep - (x.extra ? 8 : 0)).m : best(pool, (x) => -x.keep).m;
  }
  if (leading) return best(pool, (x) => (want !== null && want >= 0.5 ? x.keep : -x.keep)).m;
  const winners = scored.filter((x) => x.wins && (!x.extra || (want !== null && want >= 0.99)));
  if (winners.length > 0 && want !== null) return best(winners, (x) => -x.cost).m;
  // No count in reach: take a trick only with a card already strong enough, else shed.
  if (want === null) {
    const cheap = winners.filter((x) => !x.extra && x.keep >= 10);
    if (cheap.length > 0) return best(cheap, (x) => -x.cost).m;
  }
  return best(pool, (x) => -x.keep).m;
}
