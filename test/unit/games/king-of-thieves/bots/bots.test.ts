// King of Thieves bots: every level plays whole 3-5 player games with legal moves only, is
// deterministic for a seed, and never peeks at what its seat could not see at the table (other
// seats' notoriety, the deck order, the cards removed unseen: "Подготовка", "Конец хода").
import { describe, expect, it } from 'vitest';
import type { BotLevel } from '../../../../../src/games/types';
import { bots } from '../../../../../src/games/king-of-thieves/bots';
import { engine, type KotState } from '../../../../../src/games/king-of-thieves/engine';
import { adapter } from '../../conformance/king-of-thieves';

/** A clock that ticks one "millisecond" a reading, so the hard bot thinks a few worlds a move. */
const tick = () => {
  let t = 0;
  return { now: () => t++, deadline: 3 };
};
const LEVELS: BotLevel[] = ['easy', 'normal', 'hard'];

function botGame(players: number, seed: string, levels: BotLevel[], check: (s: KotState, seat: number) => void = () => {}): { end: KotState; moves: number } {
  const r = engine.setup({ players }, seed);
  if (!r.ok) throw new Error(r.error);
  let s = r.value;
  let moves = 0;
  while (engine.toMove(s) !== null && moves < 4000) {
    const seat = engine.toMove(s)!;
    check(s, seat);
    const move = bots.chooseMove(s, seat, levels[seat % levels.length]!, `${seed}:${moves}`, tick());
    const next = engine.apply(s, move);
    if (!next.ok) throw new Error(`bot move refused: ${next.error}`);
    s = next.value;
    moves++;
  }
  return { end: s, moves };
}

describe('king-of-thieves bots', () => {
  it.each([3, 4, 5])('%i bots of mixed levels finish a game with legal moves', { timeout: 120_000 }, (players) => {
    for (const seed of ['a', 'b']) {
      const { end } = botGame(players, `${players}${seed}`, LEVELS);
      expect(end.phase).toBe('over');
      expect(engine.outcome(end)).not.toBeNull();
    }
  });

  it.each(LEVELS)('a table of %s bots finishes a game', { timeout: 120_000 }, (level) => {
    expect(botGame(5, `only-${level}`, [level]).end.phase).toBe('over');
  });

  it('the same seed gives the same game', { timeout: 120_000 }, () => {
    expect(botGame(4, 'same', LEVELS).end).toStrictEqual(botGame(4, 'same', LEVELS).end);
  });

  it("a bot's move does not change when what its seat cannot see changes", { timeout: 120_000 }, () => {
    let checked = 0;
    botGame(4, 'peek', LEVELS, (s, seat) => {
      if (checked > 60) return;
      for (const level of LEVELS) {
        const seed = `peek:${checked}`;
        const disguised = adapter.disguise!(s, seat, seed);
        expect(bots.chooseMove(disguised, seat, level, seed, tick())).toStrictEqual(bots.chooseMove(s, seat, level, seed, tick()));
      }
      checked++;
    });
    expect(checked).toBeGreaterThan(60);
  });
});
