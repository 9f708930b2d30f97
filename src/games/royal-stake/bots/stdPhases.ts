/**
 * The normal bot's fallback in the standard game's own steps (squad draft, bets, the
 * cheerleader's choice, preparation, the hermit's discard, the exchange): plain, legal and
 * sensible choices from `d.moves`, until the issue-14 bots value squads and bets properly.
 */
import { CARD } from '../engine/cards';
import type { StdState } from '../engine/modes/standard/types';
import { characterOf } from '../engine/modes/standard/types';
import type { CardId, RsMove } from '../engine/types';
import { best } from './phases';
import type { Decision } from './table';

/** A rough worth of each character's ability face up (higher: keep it face up, draft it early). */
const ABILITY: Readonly<Record<string, number>> = {
  samurai: 6,
  militia: 5,
  ninja: 4,
  hermit: 4,
  cardsharp: 3,
  berserker: 3,
  jester: 2,
  cheerleader: 2,
  healer: 1,
  collector: 1,
};
/** Worth of a ruler set when drafting (the white king and black queen are the strongest). */
const SET_WORTH: Readonly<Record<string, number>> = { white: 5.5, black: 5, red: 4.5, blue: 4, green: 3.5 };

/** Worth of a card to keep in a five-trick hand: its strength (specials high, flags low). */
function cardWorth(id: CardId): number {
  const c = CARD[id];
  if (!c) return 0;
  if (c.kind === 'rarity') return 12;
  if (c.kind === 'whiteFlag') return 0.5;
  return c.rank + (c.suit === 'black' ? 0.5 : 0);
}

const stdOf = (d: Decision): StdState | null => (d.table as { std?: StdState | null }).std ?? null;

/** Squad: the strongest set while sets are free early, otherwise the best ability on the table. */
function squadMove(d: Decision): RsMove {
  return best(d.moves, (m) => (m.t === 'set' ? SET_WORTH[m.colour]! : m.t === 'character' ? ABILITY[characterOf(m.card)]! : -1));
}

/** Bet: lay the card whose ability matters least (round 3: one card, never the jack alone). */
function betMove(d: Decision): RsMove {
  return best(d.moves, (m) => {
    if (m.t !== 'bet') return -Infinity;
    if (m.cards.length === 0) return 0.5;
    const lost = m.cards.reduce((sum, c) => sum + (c === 'jack' ? 3 : (ABILITY[characterOf(c)] ?? 0)), 0);
    return (m.cards.length === 1 ? 1 : 0) - lost;
  });
}

/** Cheerleader: partner with (or copy a bet of) the seat with the most VP. */
function cheerMove(d: Decision): RsMove {
  return best(d.moves, (m) => (m.t === 'partner' || m.t === 'copy' ? (d.table.seats[m.seat]?.score ?? 0) - (m.t === 'copy' ? m.index : 0) : -Infinity));
}

/** Discard (preparation, hermit): throw away the weakest cards. */
function discardMove(d: Decision): RsMove {
  return best(d.moves, (m) => (m.t === 'discard' ? -m.cards.reduce((s, c) => s + cardWorth(c), 0) : -Infinity));
}

/** The normal bot's move in a standard-only step, or null outside them. */
export function stdStepMove(d: Decision): RsMove | null {
  switch (d.table.phase) {
    case 'squad':
      return squadMove(d);
    case 'bet':
      return betMove(d);
    case 'cheer':
      return cheerMove(d);
    case 'prep':
    case 'hermit':
      // Recharge: a face-up queen is worth her cost once two rounds are left or the score is high.
      if (d.moves.some((m) => m.t === 'recharge')) return d.moves.find((m) => m.t === 'recharge' && m.pay === (d.table.round === 2)) ?? d.moves[0]!;
      return discardMove(d);
    case 'exchange':
      // The partner gives back the weakest card.
      return best(d.moves, (m) => (m.t === 'exchange' ? -cardWorth(m.card) : -Infinity));
    default:
      return null;
  }
}

/** True when the standard table is in one of its own steps (outside the card play). */
export const isStdStep = (d: Decision): boolean => stdOf(d) !== null && d.table.phase !== 'trick' && d.table.phase !== 'over';
