// Royal Stake in the conformance suite: test king numbers for team whist and "Emperor" (the
// printed ones are unknown to the text, see #rulings), and a disguise that reshuffles every card
// a seat cannot see (rules page #mode-i-am-king: hands, auction and laid cards, the stock;
// "Emperor" hidden choices until all five are laid).
import { shuffle, seedRng } from '../../../../src/lib/rng';
import type { RsState } from '../../../../src/games/royal-stake/engine/types';
import type { RsPlayOptions } from '../../../../src/games/royal-stake/ui/play/playSetup';
import type { ConformanceAdapter } from '../conformance-helpers';
import { fail, ok } from '../../../../src/lib/result';
import { fitsSeats, isSheet } from '../../../../src/games/royal-stake/ui/score/input';
import { normalize } from '../../../../src/games/royal-stake/ui/score/normalize';
import { scoreSheet } from '../../../../src/games/royal-stake/ui/score/scoring';
import { EMPEROR_KN } from '../royal-stake/engine/core-helpers';
import { defaultStdSetup } from '../../../../src/games/royal-stake/ui/play/stdSetup';

/** Card slots hidden from `seat`: [array owner, index] pairs over a deep copy. */
function hiddenSlots(s: RsState, seat: number): [(string | null)[], number][] {
  const slots: [(string | null)[], number][] = [];
  const add = (list: (string | null)[]) => list.forEach((_, i) => slots.push([list, i]));
  add(s.deck);
  s.seats.forEach((x, i) => {
    add(x.auction);
    add(x.laid);
    if (i !== seat) {
      add(x.hand);
      add(x.discarded);
      add(x.won);
    }
  });
  // Standard game: other seats' bet cards while a seat has still to bet (then the face-up rest
  // tells them, #ruling-std-bets-open), and a card passed in the cheerleader's exchange.
  const std = s.std;
  if (std) {
    const allLaid = std.seats.every((x) => x.bets !== null);
    std.seats.forEach((x, i) => {
      if (i !== seat && x.bets && !allLaid) add(x.bets);
    });
    const p = std.pending;
    // The pending exchange holds its card under the key `card`: treated as a one-slot list.
    if (p?.kind === 'exchange' && seat !== p.from && seat !== p.to) slots.push([p as unknown as (string | null)[], 'card' as unknown as number]);
  }
  const reveal = s.reveal;
  if (reveal && reveal.chosen.some((c) => c === null)) {
    reveal.chosen.forEach((c, i) => {
      if (i !== seat && c !== null) slots.push([reveal.chosen, i]);
    });
  }
  return slots;
}

/**
 * What the score sheet refuses: data that is not a sheet of these seats, or a sheet its scorer
 * refuses once the optional fields are read as the editors read them (a null count is "not entered").
 */
function sheetVerdict(data: unknown, seatIds: string[]) {
  if (!isSheet(data) || data.rounds.length === 0 || !fitsSeats(data, seatIds)) return fail('ERR_BAD_INPUT');
  const score = scoreSheet(normalize(data), {});
  return score.failure ?? ok(score);
}

export const adapter: ConformanceAdapter<RsState> = {
  screenVerdict: sheetVerdict,
  fuzzRuns: 80, // the sheet has the most fields of all
  // The side modes (3-5 seats), and the standard game with Stolik's values (2-5 seats: the only
  // game two players can play).
  options: () => [
    { kingNumbers: EMPEROR_KN } satisfies RsPlayOptions,
    { kingNumbers: EMPEROR_KN, std: { ...defaultStdSetup(), on: true, valueSet: 'stolik' } } satisfies RsPlayOptions,
  ],
  disguise: (state, seat, seed) => {
    const copy = structuredClone(state) as RsState;
    const slots = hiddenSlots(copy, seat);
    const cards = slots.map(([list, i]) => list[i]!);
    const mixed = shuffle(seedRng(seed), cards).value;
    slots.forEach(([list, i], k) => (list[i] = mixed[k]!));
    copy.rng = shuffle(seedRng(`${seed}:rng`), [1, 2, 3, 4]).value as RsState['rng'];
    return copy;
  },
};
