// "Emperor" end to end through the public engine: random legal moves from setup to the end.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { engine } from '../../../../../src/games/royal-stake/engine';
import { rules } from '../../../../../src/games/royal-stake/engine/modes/emperor';
import { scorer } from '../../../../../src/games/royal-stake/score';
import type { CardId, RsConfig, RsMove, RsState } from '../../../../../src/games/royal-stake/engine/types';

const CONFIG: RsConfig = {
  mode: 'emperor',
  players: 5,
  kingNumbers: { front: { white: 3, red: 1, blue: 4, green: 2, black: 5 }, back: { white: 8, red: 6, blue: 9, green: 7, black: 10 } },
};
/** 44 minor cards + 5 playing queens + 5 playing jacks. */
const ALL_CARDS = 54;

/**
 * Every card of the game wherever it lies: round 1's revealed cards are a public discard, and
 * the courts of sets nobody has picked yet still lie in the middle of the table.
 */
function cardsOf(s: RsState): CardId[] {
  const out = [...s.deck, ...(s.trick?.plays.map((p) => p.card) ?? [])];
  const taken = new Set(s.seats.map((x) => x.set));
  for (const c of ['white', 'red', 'blue', 'green', 'black']) if (!taken.has(c as 'red')) out.push(`${c}-queen`, `${c}-jack`);
  for (const seat of s.seats) out.push(...seat.hand, ...seat.discarded, ...seat.won);
  if (s.round === 1 && s.reveal) for (const c of s.reveal.chosen) if (c) out.push(c);
  return out;
}

/** Small deterministic picker so fast-check only has to shrink one integer. */
const picker = (seed: number) => {
  let x = seed >>> 0 || 1;
  return (n: number) => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return (x >>> 8) % n;
  };
};

function playOut(seed: string, choice: number, check: (before: RsState, move: RsMove, after: RsState) => void) {
  const set = engine.setup(CONFIG, seed);
  if (!set.ok) throw new Error(set.error);
  let s = set.value;
  const pick = picker(choice);
  const moves: RsMove[] = [];
  for (let step = 0; engine.toMove(s) !== null; step++) {
    if (step > 400) throw new Error('game does not end');
    const legal = engine.legalMoves(s);
    expect(legal.length).toBeGreaterThan(0);
    const move = legal[pick(legal.length)]!;
    const r = engine.apply(s, move);
    if (!r.ok) throw new Error(`${r.error} ${JSON.stringify(move)}`);
    check(s, move, r.value);
    moves.push(move);
    s = r.value;
  }
  return { final: s, moves };
}

describe('Император: whole games with random legal moves (property)', () => {
  it('cards conserved, 9 tricks a round, over after round 2, outcome = scorer, kings once per game', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(), (seed, choice) => {
        const { final } = playOut(seed, choice, (before, _move, after) => {
          const cards = cardsOf(after);
          expect(cards).toHaveLength(ALL_CARDS);
          expect(new Set(cards).size).toBe(ALL_CARDS);
          if (after.round !== before.round) {
            expect(before.history).toHaveLength(8);
            after.seats.forEach((x, i) => before.seats[i]!.king === 'used' && expect(x.king).toBe('used'));
            expect(after.seats.map((x) => x.set)).toEqual(before.seats.map((x) => x.set));
          }
        });
        expect(final.phase).toBe('over');
        expect(final.round).toBe(2);
        expect(final.history).toHaveLength(9);
        expect(final.rounds).toHaveLength(2);
        for (const r of final.rounds as { players: Record<string, { tricks: number }> }[]) {
          expect(Object.values(r.players).reduce((n, p) => n + p.tricks, 0)).toBe(9);
        }
        const out = engine.outcome(final);
        const direct = scorer.score(rules.scorerInput(final));
        if (!direct.ok || !out) throw new Error('no result');
        expect(out.result).toEqual(direct.value);
        final.seats.forEach((x, i) => expect(direct.value.totals[String(i)]).toBe(x.score));
      }),
      { numRuns: 30 },
    );
  });

  it("hidden reveal cards are absent from other seats' views until all five are laid", () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        playOut(seed, 7, (before, move, after) => {
          if (move.t !== 'reveal') return;
          const all = after.reveal!.chosen.every((c) => c !== null);
          for (let seat = 0; seat < 5; seat++) {
            const seen = engine.view(after, seat) as { reveal: { chosen: (string | null)[] } };
            const text = JSON.stringify(seen);
            after.reveal!.chosen.forEach((c, i) => {
              if (i === seat || all) expect(seen.reveal.chosen[i]).toBe(c);
              else expect(text).not.toContain(`"${c}"`);
            });
          }
          // Only the move that turns all five up is an undo barrier.
          expect(engine.isCheckpoint(before, move, after)).toBe(all);
        });
      }),
      { numRuns: 10 },
    );
  });

  // Same seed and moves -> same game: the conformance suite (test/unit/games/conformance.test.ts).

  it('setup refuses a wrong player count and missing king numbers', () => {
    expect(engine.setup({ ...CONFIG, players: 4 }, 's')).toMatchObject({ ok: false, error: 'ERR_PLAYER_COUNT' });
    const r = engine.setup({ mode: 'emperor', players: 5 }, 's');
    expect(r).toMatchObject({ ok: false, error: 'ERR_NEEDS_CARD_VALUE', params: { key: 'royal-stake/king-number/white' } });
  });
});
