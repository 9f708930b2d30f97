// Tortuga as a bot's choice (issue 25): instead of sailing, a seat with an empty row may pay 1, 2
// or 3 coins for 2, 3 or 5 cards and sits the island out (rulebook «Можно ли потратить монеты?»).
// Normal and hard go there when the island is hopeless for them and their hand is too weak to
// mend by sailing; never with a row that digs, a hand that moves, or on the last island.
import { describe, expect, it } from 'vitest';
import { bots } from '../../../../../src/games/jackal/bots';
import type { CardFace } from '../../../../../src/games/jackal/data/stolikDeck';
import { engine, type JackalState } from '../../../../../src/games/jackal/engine';
import { table } from '../engine/scenario';

/** A clock that moves one "millisecond" per reading. */
function tickClock(budget: number) {
  const clock = { reads: 0, now: () => clock.reads++, deadline: budget };
  return clock;
}

/** Seat 0 holds `hand` and 5 coins on `rows` (the first of ten islands); seat 1 a plain hand. */
const at = (rows: string[], hand: CardFace[]): JackalState => table(rows, [hand, ['arrowVertical', 'arrowVertical', 'horse', 'double']], { coins: [5, 5] });

/** No red or blue landing, the only treasure far north-west of the white flag. */
const HOPELESS = ['3....', '.....', '..W..', '.....', '.....'];
/** A 3 one step east of the white flag. */
const RICH = ['.....', '.....', '..W3.', '.....', '.....'];
/** A hand with no move card: a flag the island lacks, a Friday, two weapons. */
const WEAK: CardFace[] = ['redFlag', 'friday', 'weapon', 'weapon'];

describe('jackal bots at Tortuga («Можно ли потратить монеты?»)', () => {
  it('normal and hard buy cards at Tortuga with a hopeless island and a hand that cannot move', () => {
    const s = at(HOPELESS, WEAK);
    for (const level of ['normal', 'hard'] as const) {
      const move = bots.chooseMove(s, 0, level, 'weak', tickClock(5));
      expect(move.t, level).toBe('tortuga');
      expect(engine.apply(s, move).ok).toBe(true);
    }
  });

  it('they sail with a row that digs, or a hand that moves, even when they could pay', () => {
    const rows: Array<[string[], CardFace[], CardFace]> = [
      [RICH, ['arrowHorizontal', 'friday', 'weapon', 'weapon'], 'arrowHorizontal'],
      [HOPELESS, ['arrowHorizontal', 'arrowVertical', 'horse', 'arrowRising'], 'arrowHorizontal'],
      // Hopeless, but the arrow laid lets the Friday and weapons go face up and the refill replace them.
      [HOPELESS, ['friday', 'weapon', 'weapon', 'arrowVertical'], 'arrowVertical'],
    ];
    for (const [island, hand, card] of rows) {
      for (const level of ['normal', 'hard'] as const) {
        expect(bots.chooseMove(at(island, hand), 0, level, 'sail', tickClock(5)), `${level} ${hand.join()}`).toStrictEqual({ t: 'lay', seat: 0, card });
      }
    }
  });

  it('normal and hard pay for no cards on the last island: they are worth nothing after it', () => {
    const s = { ...at(HOPELESS, WEAK), island: 9 };
    s.islands = s.islands.map((isl, i) => (i === 9 ? s.islands[0]! : isl));
    for (const level of ['normal', 'hard'] as const) {
      for (let k = 0; k < 4; k++) expect(bots.chooseMove(s, 0, level, `last${k}`, tickClock(5)).t).not.toBe('tortuga');
    }
  });

  it('easy goes to Tortuga now and then on a whim, not as a rule', () => {
    const s = at(RICH, ['arrowHorizontal', 'arrowVertical', 'horse', 'arrowRising']);
    const trips = Array.from({ length: 120 }, (_, k) => bots.chooseMove(s, 0, 'easy', `whim${k}`, tickClock(5))).filter((m) => m.t === 'tortuga');
    expect(trips.length).toBeGreaterThan(0);
    expect(trips.length).toBeLessThan(30);
  });
});
