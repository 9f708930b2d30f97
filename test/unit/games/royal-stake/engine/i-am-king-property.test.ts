// Invariants of whole "I am King" games played with random legal moves (rules page
// #mode-i-am-king; book "Я король"): cards conserved, 9 tricks a round, offered = accepted,
// refusals leave the state alone, running scores = the scorer's, determinism, JSON round-trip,
// and views that never show another seat's hidden cards.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { engine } from '../../../../../src/games/royal-stake/engine';
import { iAmKingDeck } from '../../../../../src/games/royal-stake/engine/cards';
import { scoreRounds } from '../../../../../src/games/royal-stake/score';
import { RULER_COLOURS } from '../../../../../src/games/royal-stake/data/colours';
import type { RsMove, RsState } from '../../../../../src/games/royal-stake/engine/types';
import { allCards, randomGame } from './core-helpers';

const CONFIG = { mode: 'i-am-king' as const, players: 3 };
const DECK = iAmKingDeck().sort();
/** A move's identity; a discard is the same move whatever order its cards are named in. */
const key = (m: unknown) => {
  const d = m as { t?: unknown; cards?: unknown };
  return JSON.stringify(d && d.t === 'discard' && Array.isArray(d.cards) ? { ...d, cards: [...(d.cards as string[])].sort() } : m);
};

/** Every string anywhere in a JSON value. */
function strings(v: unknown, out = new Set<string>()): Set<string> {
  if (typeof v === 'string') out.add(v);
  else if (Array.isArray(v)) v.forEach((x) => strings(x, out));
  else if (v && typeof v === 'object') Object.values(v).forEach((x) => strings(x, out));
  return out;
}

/** Moves a seat might try: every card with every option, bids, sets, some discards, junk. */
function candidates(s: RsState): unknown[] {
  const at = engine.toMove(s);
  const seat = at === null ? undefined : s.seats[at];
  const out: unknown[] = [{ t: 'pass' }, { t: 'green' }, null, 7, { t: 'nope' }, { t: 'play' }, { t: 'discard', cards: 'x' }];
  for (let n = -1; n <= 4; n++) out.push({ t: 'bid', n });
  for (const colour of RULER_COLOURS) out.push({ t: 'set', colour });
  const cards = [...(seat?.hand ?? []), 'red-1', 'whiteFlag-2'];
  for (const card of cards) {
    for (const queen of [undefined, 'white', 'red', 'blue', 'black', 'green']) {
      out.push(queen ? { t: 'play', card, queen } : { t: 'play', card });
      out.push(queen ? { t: 'play', card, queen, king: true } : { t: 'play', card, king: true });
    }
  }
  if (seat) for (let k = 0; k <= 4; k++) out.push({ t: 'discard', cards: seat.hand.slice(0, k) });
  return out;
}

describe('"I am King" random games (property)', () => {
  it('cards conserved in every state; 27 plays and 9 tricks a round; three rounds', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const { states, moves } = randomGame(CONFIG, seed);
        for (const s of states) expect(allCards(s)).toEqual(DECK);
        const plays = [0, 0, 0, 0];
        moves.forEach((m, i) => {
          if (m.t === 'play') plays[states[i]!.round]! += 1;
        });
        expect(plays.slice(1)).toEqual([27, 27, 27]);
        const last = states[states.length - 1]!;
        expect(last.phase).toBe('over');
        for (const r of last.rounds as { players: Record<string, { tricks: number }> }[]) {
          expect(Object.values(r.players).reduce((n, p) => n + p.tricks, 0)).toBe(9);
        }
        for (const s of states) expect(s.history.length).toBeLessThanOrEqual(9);
      }),
      { numRuns: 40 },
    );
  });

  it('a move is accepted exactly when it is offered; a refusal has an ERR_ code and changes nothing', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const { states } = randomGame(CONFIG, seed, 1);
        for (const s of states) {
          if (s.phase === 'over' || s.round > 1) continue;
          const offered = new Set(engine.legalMoves(s).map(key));
          const before = JSON.stringify(s);
          for (const m of candidates(s)) {
            const r = engine.apply(s, m as RsMove);
            if (offered.has(key(m))) expect(r.ok, key(m)).toBe(true);
            else {
              expect(r.ok, `${s.phase} ${key(m)}`).toBe(false);
              if (!r.ok) expect(r.error).toMatch(/^ERR_[A-Z_]+$/);
            }
          }
          for (const m of engine.legalMoves(s)) expect(engine.apply(s, m).ok).toBe(true);
          expect(JSON.stringify(s)).toBe(before);
        }
      }),
      { numRuns: 8 },
    );
  });

  it("seat scores after each round equal the scorer's running totals on the same rounds", () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const { states } = randomGame(CONFIG, seed);
        for (let i = 1; i < states.length; i++) {
          const s = states[i]!;
          if (s.rounds.length === states[i - 1]!.rounds.length) continue;
          const totals = scoreRounds({ mode: 'i-am-king', players: [{ id: '0' }, { id: '1' }, { id: '2' }], rounds: s.rounds });
          expect(totals.ok).toBe(true);
          if (totals.ok) expect(s.seats.map((x) => x.score)).toEqual([0, 1, 2].map((p) => totals.value.running.at(-1)![String(p)]));
        }
        const last = states[states.length - 1]!;
        expect(engine.outcome(last)?.result.totals).toEqual({ 0: last.seats[0]!.score, 1: last.seats[1]!.score, 2: last.seats[2]!.score });
      }),
      { numRuns: 60 },
    );
  });

  // Determinism and the JSON round trip: the conformance suite (test/unit/games/conformance.test.ts).

  it('a view never holds a card another seat has hidden, nor auction, laid or deck cards', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const { states } = randomGame(CONFIG, seed, 1);
        for (const s of states) {
          for (let viewer = 0; viewer < 3; viewer++) {
            const seen = strings(engine.view(s, viewer));
            const hidden = [...s.deck];
            s.seats.forEach((x, i) => {
              hidden.push(...x.auction, ...x.laid);
              if (i !== viewer) hidden.push(...x.hand, ...x.discarded);
            });
            for (const c of hidden) expect(seen.has(c), `seat ${viewer} sees ${c} in ${s.phase}`).toBe(false);
            const own = s.seats[viewer]!.hand;
            for (const c of own) expect(seen.has(c)).toBe(true);
          }
        }
      }),
      { numRuns: 10 },
    );
  });
});
