// The hard bot's sampled worlds agree with everything the seat can see: the same view, the same
// cards in play, no card of a colour a seat showed it lacks (#follow-rule), and the cards whose
// holder is public where they belong (team jacks #mode-team, "Emperor" courts #mode-emperor).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sampler } from '../../../../../src/games/royal-stake/bots/determinize';
import { voidsOf } from '../../../../../src/games/royal-stake/bots/knowledge';
import { engine } from '../../../../../src/games/royal-stake/engine';
import { CARD } from '../../../../../src/games/royal-stake/engine/cards';
import type { CardId, PlayMode, RsState, RsView } from '../../../../../src/games/royal-stake/engine/types';
import { seedRng } from '../../../../../src/lib/rng';
import { randomPosition } from './helpers';

/** Every card a state holds anywhere, sorted (won piles repeat the history, so they are left out). */
function allCards(s: RsState): CardId[] {
  const out: CardId[] = [...s.deck, ...(s.draft?.specials ?? [])];
  for (const x of s.seats) out.push(...x.hand, ...x.auction, ...x.laid, ...x.discarded);
  for (const t of s.history) for (const p of t.plays) out.push(p.card);
  for (const p of s.trick?.plays ?? []) out.push(p.card);
  for (const c of s.reveal?.chosen ?? []) if (c) out.push(c);
  return out.sort();
}

const positionArb = fc.record({
  mode: fc.constantFrom<PlayMode>('i-am-king', 'team', 'emperor'),
  seed: fc.string({ maxLength: 6 }),
  plies: fc.integer({ min: 0, max: 120 }),
  seat: fc.nat(4),
});

describe('royal-stake bots: determinization', () => {
  it('a sampled world shows the seat the very same view, with the same cards in play', () => {
    fc.assert(
      fc.property(positionArb, (p) => {
        const s = randomPosition(p.mode, p.seed, p.plies);
        const seat = p.seat % s.seats.length;
        const view = engine.view(s, seat) as RsView;
        const world = sampler(view, s.rounds)(seedRng(p.seed));
        expect(engine.view(world, seat)).toEqual(view);
        expect(allCards(world)).toEqual(allCards(s));
        // The seat to move sees its own hand, so it has the same choices in the sampled world.
        if (engine.toMove(s) === seat) expect(engine.legalMoves(world)).toEqual(engine.legalMoves(s));
      }),
      { numRuns: 150 },
    );
  });

  it('no sampled hand holds a colour its seat failed to follow', () => {
    let checked = 0;
    fc.assert(
      fc.property(positionArb, (p) => {
        const s = randomPosition(p.mode, p.seed, p.plies);
        const seat = p.seat % s.seats.length;
        const view = engine.view(s, seat) as RsView;
        const voids = voidsOf(view);
        const world = sampler(view, s.rounds)(seedRng(`v${p.seed}`));
        world.seats.forEach((x, i) => {
          for (const c of x.hand) expect(voids[i]!.has(CARD[c]!.suit as never)).toBe(false);
          checked += voids[i]!.size;
        });
      }),
      { numRuns: 150 },
    );
    expect(checked).toBeGreaterThan(20);
  });

  it('cards with a public holder stay with it: a team jack with its set owner, an emperor queen with hers', () => {
    for (const mode of ['team', 'emperor'] as const) {
      for (let plies = 10; plies < 40; plies += 3) {
        const s = randomPosition(mode, `holders-${plies}`, plies);
        const view = engine.view(s, 0) as RsView;
        const world = sampler(view, s.rounds)(seedRng(`h${plies}`));
        s.seats.forEach((x, i) => {
          if (!x.set || i === 0) return;
          const court = mode === 'team' ? `${x.set}-jack` : `${x.set}-queen`;
          if (x.hand.includes(court)) expect(world.seats[i]!.hand).toContain(court);
        });
      }
    }
  });

  it('after the "Emperor" jack exchange the jacks are where the exchange sent them', () => {
    const s = randomPosition('emperor', 'jacks', 40);
    expect(s.phase).toBe('trick');
    const view = engine.view(s, 1) as RsView;
    const world = sampler(view, s.rounds)(seedRng('j'));
    s.seats.forEach((x, i) => {
      for (const c of x.hand) if (CARD[c]!.kind === 'jack' && i !== 1) expect(world.seats[i]!.hand).toContain(c);
    });
  });

  it('a void is learned from an off-colour card, not from a free card or a black-queen play (#follow-rule, #queens)', () => {
    const plays = [
      { seat: 0, card: 'red-5' },
      { seat: 1, card: 'blue-2' }, // off colour: seat 1 has no red
      { seat: 2, card: 'rarity-1' }, // free card: says nothing
      { seat: 3, card: 'green-9', blackQueen: true as const }, // freed by the black queen
    ];
    const lateLead = [
      { seat: 1, card: 'whiteFlag-1' },
      { seat: 2, card: 'black-4' },
      { seat: 3, card: 'green-1' },
      { seat: 0, card: 'black-2' },
    ];
    const view = {
      seats: [{}, {}, {}, {}],
      history: [{ leader: 0, plays, winner: 0, flagBonus: 0 }],
      trick: { leader: 1, plays: lateLead, greenPending: [] },
    } as unknown as RsView;
    const voids = voidsOf(view);
    expect([...voids[1]!]).toEqual(['red']);
    expect(voids[2]!.size).toBe(0);
    // The flag led, so black-4 set the colour: green-1 shows seat 3 has no black; seat 0 followed.
    expect([...voids[3]!]).toEqual(['black']);
    expect(voids[0]!.size).toBe(0);
  });

  it('different draws deal the hidden cards differently', () => {
    const s = randomPosition('i-am-king', 'draws', 12);
    const view = engine.view(s, 0) as RsView;
    const sample = sampler(view, s.rounds);
    const hands = new Set(Array.from({ length: 10 }, (_, k) => JSON.stringify(sample(seedRng(`d${k}`)).seats[1]!.hand)));
    expect(hands.size).toBeGreaterThan(5);
  });
});
