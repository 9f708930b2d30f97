// Undo barriers of the standard game's hidden and public choices (engine/checkpoint.ts `turnLeft`;
// house rules: nothing a player entered is silently changed, hidden bets stay hidden in
// pass-and-play). Rulebook «Создание отряда» (the draft is taken in turn in front of everyone),
// «Ставка» (bets lie face down until scoring), «Болельщица» (the copy card on an unseen bet).
import { describe, expect, it } from 'vitest';
import { engine } from '../../../../src/games/royal-stake/engine';
import type { RsMove, RsState } from '../../../../src/games/royal-stake/engine/types';
import { planUndoForGame } from '../../../../src/play/undo';
import type { SeatSpec } from '../../../../src/play/types';
import { betAll, draftWith, play, stdConfig, stdStarted } from './standard/helpers';

const barrier = (s: RsState, m: RsMove) => engine.isCheckpoint(s, m, play(s, m));
const human: SeatSpec = { kind: 'human' };
const bot: SeatSpec = { kind: 'bot', level: 'easy' };

/** A game record played from the start with `pick` choosing each move (default: the first legal one). */
function record(config: ReturnType<typeof stdConfig>, seed: string, until: (s: RsState, n: number) => boolean, pick?: (s: RsState) => RsMove | undefined) {
  let s = stdStarted(config, seed);
  const moves: RsMove[] = [];
  while (!until(s, moves.length)) {
    const m = pick?.(s) ?? engine.legalMoves(s)[0]!;
    moves.push(m);
    s = play(s, m);
  }
  return { state: s, rec: { config, seed, moves } };
}

describe('squad draft: a pick is final once the turn leaves the seat', () => {
  it('the first pick hands the turn on and is a barrier; a person vs bots cannot undo until a bot answers differently', () => {
    const config = stdConfig(4);
    const s = stdStarted(config, 'u1');
    const first = engine.toMove(s)!;
    const m = engine.legalMoves(s)[0]!;
    expect(engine.toMove(play(s, m))).not.toBe(first);
    expect(barrier(s, m)).toBe(true);
    // The person's pick and the three bots' replies: nothing to take back.
    const seats = [0, 1, 2, 3].map((i) => (i === first ? human : bot));
    const { rec } = record(config, 'u1', (_, n) => n === 4);
    expect(planUndoForGame(engine, rec, seats)).toMatchObject({ ok: false, error: 'ERR_UNDO_CHECKPOINT' });
  });

  it('the snake’s double pick: the first of two picks in a row by one seat stays open until the second', () => {
    const config = stdConfig(4);
    // Walk the draft to the first seat that picks twice in a row.
    let s = stdStarted(config, 'u2');
    const moves: RsMove[] = [];
    for (;;) {
      const m = engine.legalMoves(s)[0]!;
      const after = play(s, m);
      if (engine.toMove(after) === engine.toMove(s)) {
        expect(barrier(s, m)).toBe(false);
        const seat = engine.toMove(s)!;
        const seats = [0, 1, 2, 3].map((i) => (i === seat ? human : bot));
        const plan = planUndoForGame(engine, { config, seed: 'u2', moves: [...moves, m] }, seats);
        expect(plan).toEqual({ ok: true, value: { count: 1, seat } });
        const second = engine.legalMoves(after)[0]!;
        expect(barrier(after, second)).toBe(true);
        break;
      }
      moves.push(m);
      s = after;
      expect(s.phase).toBe('squad');
    }
  });
});

describe('hidden bets: a bet laid face down is never taken back once the turn has passed', () => {
  it('every bet of a 4-player round 1 is a barrier', () => {
    let s = draftWith(stdStarted(stdConfig(4), 'u3'), {});
    expect(s.phase).toBe('bet');
    let bets = 0;
    while (s.phase === 'bet') {
      const m = engine.legalMoves(s).find((x) => x.t === 'bet' && x.cards.length > 0)!;
      expect(barrier(s, m)).toBe(true);
      s = play(s, m);
      bets++;
    }
    expect(bets).toBe(4);
  });

  it('two people at one phone: after the first person’s bet the curtain offers no undo that would reopen it for the next', () => {
    const config = stdConfig(4);
    const { state, rec } = record(config, 'u4', (s) => s.phase === 'bet' && s.std!.seats.some((x) => x.bets !== null));
    const bettor = state.std!.seats.findIndex((x) => x.bets !== null);
    const next = engine.toMove(state)!;
    expect(next).not.toBe(bettor);
    const seats = [0, 1, 2, 3].map((i) => (i === bettor || i === next ? human : bot));
    expect(planUndoForGame(engine, rec, seats)).toMatchObject({ ok: false, error: 'ERR_UNDO_CHECKPOINT' });
  });

  it('the copy card laid on an unseen bet is a barrier too', () => {
    const config = stdConfig(4, { cheerleader: true });
    const drafted = draftWith(stdStarted(config, 'copy'), { 3: ['cheerleader-1'] });
    const s = betAll(drafted, (seat) => (seat === 3 ? { t: 'bet', cards: ['cheerleader-1'] } : undefined));
    expect(s.phase).toBe('cheer');
    expect(barrier(s, { t: 'copy', seat: 1, index: 0 })).toBe(true);
  });

  it('the face-up cheerleader’s partner card is public but final as well', () => {
    const config = stdConfig(4, { cheerleader: true });
    const drafted = draftWith(stdStarted(config, 'cheer'), { 0: ['cheerleader-1'] });
    const s = betAll(drafted, (seat) => (seat === 0 ? { t: 'bet', cards: [] } : undefined));
    expect(engine.toMove(s)).toBe(0);
    expect(barrier(s, { t: 'partner', seat: 2 })).toBe(true);
  });
});

describe('the other modes keep their barriers', () => {
  it('an "I am King" bid that hands the turn on is still not a barrier', () => {
    const r = engine.setup({ mode: 'i-am-king', players: 3 }, 'iak');
    if (!r.ok) throw new Error(r.error);
    const m = engine.legalMoves(r.value).find((x) => x.t === 'bid' || x.t === 'pass')!;
    expect(engine.toMove(play(r.value, m))).not.toBe(engine.toMove(r.value));
    expect(barrier(r.value, m)).toBe(false);
  });
});
