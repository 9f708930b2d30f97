// The jack shift is the player's choice (rulebook «Игра на двоих»: with the jack face up you «можете»
// raise the bet numbers by 3 at scoring; issue 20 point 8, ruling-two-jack-shift): a decision at
// scoring for each seat whose shift changes its points, hidden from the other seat until both
// have decided; games saved before it keep the totals they were scored with.
import { describe, expect, it } from 'vitest';
import { engine } from '../../../../../src/games/royal-stake/engine';
import { stdScorerInput } from '../../../../../src/games/royal-stake/engine/modes/standard/score';
import { scoreRounds } from '../../../../../src/games/royal-stake/score';
import { bots } from '../../../../../src/games/royal-stake/bots';
import { replay } from '../../../../../src/play/replay';
import type { RsMove, RsState, RsView } from '../../../../../src/games/royal-stake/engine/types';
import { play, randomRun, stdStarted } from './helpers';
import { TWO_CHOICE, twoLastTrick } from './two-helpers';
import { tickClock } from '../bots/helpers';
import oldSaves from './fixtures/two-old-jack-saves.json';

type Rec = { players: Record<string, { jackShift?: boolean }> };
const shiftsOf = (s: RsState) => (s.rounds as Rec[]).map((r) => ['0', '1'].filter((id) => r.players[id]!.jackShift === true));

/** The round-1 last trick of the cardsharp example: seat 0's bet on 3 wins pays only shifted (0+3). */
const cardsharpEnd = () => {
  const s = twoLastTrick(
    'shift',
    1,
    {
      0: { card: 'black-10', tricks: 2, chars: ['cardsharp-1', 'samurai-1', 'healer-1'], bets: ['cardsharp-1'] },
      1: { card: 'red-1', tricks: 6, chars: ['militia-1', 'collector-1', 'berserker-1'], bets: ['militia-1'] },
    },
    TWO_CHOICE,
  );
  return play(s, { t: 'play', card: 'black-10' }, { t: 'play', card: 'red-1' });
};

describe('the jack shift is a move (Игра на двоих: «вы можете … увеличить текущее число-ставку на 3»)', () => {
  it('after the last trick the seat whose shift changes its VP decides; each answer is scored as chosen', () => {
    const end = cardsharpEnd();
    expect(end.round).toBe(1);
    expect(end.phase).toBe('jack');
    const ask = end.std!.jack!;
    expect(ask.order[0]).toBe(0);
    for (const i of ask.order) expect(ask.moved[i]).not.toBe(ask.plain[i]);
    expect(engine.toMove(end)).toBe(0);
    expect(engine.legalMoves(end)).toEqual([
      { t: 'jackShift', shift: true },
      { t: 'jackShift', shift: false },
    ]);
    expect(engine.apply(end, { t: 'jackShift', shift: 'yes' } as never)).toMatchObject({ ok: false, error: 'ERR_BAD_MOVE' });
    for (const shift of [true, false]) {
      let s = play(end, { t: 'jackShift', shift });
      // The other seat, when asked too, keeps its jack face up.
      while (s.phase === 'jack') s = play(s, { t: 'jackShift', shift: false });
      expect(s.round).toBe(2);
      expect((s.rounds[0] as Rec).players['0']!.jackShift === true).toBe(shift);
      expect(s.seats[0]!.score).toBe(shift ? ask.moved[0] : ask.plain[0]);
      const scored = scoreRounds(stdScorerInput(s));
      expect(scored.ok && scored.value.running[0]).toEqual({ '0': s.seats[0]!.score, '1': s.seats[1]!.score });
    }
  });

  it('the last decision carries the round result in the log; the choice itself is not named until then', () => {
    const end = cardsharpEnd();
    const lines = (s: RsState, shift: boolean) => engine.describeMove!(s, { t: 'jackShift', shift });
    if (end.std!.jack!.order.length === 2) {
      expect(lines(end, true)).toEqual(lines(end, false));
      expect(lines(end, true)).toEqual({ key: 'std.jackDecided', params: { seat: 0 } });
    }
    let s = end;
    while (s.std!.jack!.order.length > 1) s = play(s, { t: 'jackShift', shift: true });
    const line = lines(s, true);
    expect(line.key).toMatch(/^roundOver2(Shift|ShiftBoth)$/);
    expect(line.params!.play).toBe('std.jackDecided');
  });

  it('another seat sees neither choice before both have decided (the view is the same either way)', () => {
    let found = 0;
    for (let k = 0; k < 40 && found < 2; k++) {
      const run = randomRun(stdStarted(TWO_CHOICE, `both${k}`), `both${k}/m`, (x) => x.phase === 'jack' && x.std!.jack!.order.length === 2);
      const s = run.states.at(-1)!;
      if (s.phase !== 'jack') continue;
      found++;
      const [first, second] = s.std!.jack!.order as [number, number];
      const views = [true, false].map((shift) => JSON.stringify(engine.view(play(s, { t: 'jackShift', shift }), second)));
      expect(views[0]).toBe(views[1]);
      const own = engine.view(play(s, { t: 'jackShift', shift: true }), first) as RsView;
      expect(own.std!.jack!.shift).toEqual([first]);
    }
    expect(found).toBeGreaterThan(0);
  }, 60_000);

  it('a whole game of new configs: asked only where the shift changes the VP, the VP equal the scorer; bots answer legally', () => {
    let asked = 0;
    for (let k = 0; k < 6; k++) {
      let s = stdStarted(TWO_CHOICE, `jack-game${k}`);
      while (engine.toMove(s) !== null) {
        const seat = engine.toMove(s)!;
        let m: RsMove;
        if (s.phase === 'jack') {
          asked++;
          const ask = s.std!.jack!;
          expect(ask.moved[seat]).not.toBe(ask.plain[seat]);
          m = bots.chooseMove(s, seat, 'normal', `b${k}`, tickClock(4)) as RsMove;
          expect(engine.legalMoves(s)).toContainEqual(m);
          // The bots' rule: take it only when it adds VP.
          if ((m as { shift: boolean }).shift) expect(ask.moved[seat]!).toBeGreaterThan(ask.plain[seat]!);
        } else m = engine.legalMoves(s)[k % engine.legalMoves(s).length]!;
        s = play(s, m);
      }
      const scored = scoreRounds(stdScorerInput(s));
      expect(scored.ok && scored.value.running.at(-1)).toEqual({ '0': s.seats[0]!.score, '1': s.seats[1]!.score });
    }
    expect(asked).toBeGreaterThan(0);
  }, 60_000);
});

describe('games saved before the choice keep their totals (config without options.jackChoice)', () => {
  it('replays games recorded on the build before issue 20 to the same totals and the same shifts, never asking', () => {
    const { config, games } = oldSaves as { config: unknown; games: { seed: string; moves: RsMove[]; totals: number[]; shifts: string[][] }[] };
    expect(games.some((g) => g.shifts.some((x) => x.length > 0))).toBe(true);
    for (const g of games) {
      const r = replay(engine as never, { config, seed: g.seed, moves: g.moves });
      expect(r.ok, g.seed).toBe(true);
      const s = (r.ok ? r.value.state : null) as RsState;
      expect(s.phase).toBe('over');
      expect(s.seats.map((x) => x.score)).toEqual(g.totals);
      expect(shiftsOf(s)).toEqual(g.shifts);
    }
  });
});
