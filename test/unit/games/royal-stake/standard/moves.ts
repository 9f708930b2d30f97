// Candidate moves for the standard-game property tests: the legal ones and many that are not
// (wrong phase, cards not held, bad seats, wrong counts). Not a test file itself.
import { RULER_COLOURS } from '../../../../../src/games/royal-stake/data/colours';
import { engine } from '../../../../../src/games/royal-stake/engine';
import type { RsMove, RsState } from '../../../../../src/games/royal-stake/engine/types';

/** A move's identity, order-free for discards and bets (apply accepts any order). */
export function moveKey(m: RsMove): string {
  if (m.t === 'discard') return JSON.stringify({ t: m.t, cards: m.cards.slice().sort() });
  if (m.t === 'bet') return JSON.stringify({ t: m.t, cards: m.cards.slice().sort() });
  const o = m as Record<string, unknown>;
  return JSON.stringify(
    Object.fromEntries(
      Object.keys(o)
        .sort()
        .map((k) => [k, o[k]]),
    ),
  );
}

/** Moves of every kind around the seat to move, legal or not. */
export function candidateMoves(s: RsState): RsMove[] {
  const n = s.seats.length;
  const own = s.seats[engine.toMove(s) ?? 0]!.hand;
  // The mover's cards and one card of each other seat (not held: must be refused).
  const hand = [...own, ...s.seats.map((x) => x.hand[0]).filter((c): c is string => c !== undefined && !own.includes(c))];
  const chars = s.std ? s.std.cards.filter((_, i) => i % 3 === s.round % 3) : [];
  const out: RsMove[] = [{ t: 'hermit' }, { t: 'green' }, { t: 'recharge', pay: true }, { t: 'recharge', pay: false }, { t: 'bet', cards: [] }];
  for (const colour of RULER_COLOURS) out.push({ t: 'set', colour });
  for (const card of chars) out.push({ t: 'character', card }, { t: 'bet', cards: [card] });
  out.push({ t: 'bet', cards: ['jack'] });
  for (let i = 0; i < n + 1; i++)
    out.push({ t: 'ninja', seat: i }, { t: 'partner', seat: i }, { t: 'copy', seat: i, index: 0 }, { t: 'copy', seat: i, index: 1 });
  for (const card of hand) {
    out.push({ t: 'play', card }, { t: 'play', card, militia: true }, { t: 'play', card, king: true }, { t: 'exchange', card });
    for (const queen of ['white', 'red', 'blue', 'black'] as const) out.push({ t: 'play', card, queen }, { t: 'play', card, queen, militia: true });
  }
  for (let k = 1; k <= 3; k++) out.push({ t: 'discard', cards: own.slice(0, k) });
  return out;
}
