// Each cell kind of an island, played through the engine (rulebook "Ход игры", step 1, and "Когда
// заканчивается ход?"); the arrival judge gives the steps and coins.
import { describe, expect, it } from 'vitest';
import { engine } from '../../../../../src/games/jackal/engine';
import { island, layAll, openAll, table, verdictOf } from './scenario';

describe('cells', () => {
  it('white flag: every pirate lands on it («Все пираты начинают на белом флаге»)', () => {
    const s = island(table(['..W..', '.....', '.....', '.....', '.....'], [['arrowVertical'], ['arrowVertical']]), {
      0: ['arrowVertical'],
      1: ['arrowVertical'],
    });
    expect(s.reports[0]!.paths['0']).toStrictEqual([
      [0, 2],
      [1, 2],
    ]);
    expect(verdictOf(s, 0).outcome).toBe('pathEnded');
  });

  it('red and blue flags: a flag card lands the pirate there and is no step of its own («Эти флаги играют первыми»)', () => {
    const rows = ['W...R', '...1.', '.....', '.....', 'B....'];
    const s = island(
      table(rows, [
        ['redFlag', 'arrowRising'],
        ['blueFlag', 'arrowVertical'],
      ]),
      { 0: ['redFlag', 'arrowRising'], 1: ['blueFlag', 'arrowVertical'] },
      { 0: ['SW'] },
    );
    expect(s.reports[0]!.paths['0']![0]).toStrictEqual([0, 4]);
    expect(verdictOf(s, 0)).toMatchObject({ outcome: 'treasure', steps: 1, coins: 1 });
    expect(s.reports[0]!.paths['1']).toStrictEqual([
      [4, 0],
      [3, 0],
    ]);
  });

  it('a flag the island lacks ends the turn at once («Или когда вы используете карту такого флага, которого нет на этом острове»)', () => {
    const s = island(table(['W1...', '.....', '.....', '.....', '.....'], [['blueFlag', 'arrowHorizontal'], ['arrowVertical']]), {
      0: ['blueFlag', 'arrowHorizontal'],
      1: ['arrowVertical'],
    });
    expect(verdictOf(s, 0)).toMatchObject({ outcome: 'missingFlag', coins: 0 });
    expect(s.reports[0]!.paths['0']).toStrictEqual([]);
  });

  it('empty cells change nothing; a trap costs one step more («Вам потребуется два хода, чтобы перебраться через ловушку»)', () => {
    const rows = ['W.3..', 'T....', '3....', '.....', '.....'];
    // Seat 0 goes through empty ground, seat 1 through the trap: both take 2 moves, the trap adds a step.
    const s = island(
      table(rows, [
        ['arrowHorizontal', 'arrowHorizontal'],
        ['arrowVertical', 'arrowVertical'],
      ]),
      {
        0: ['arrowHorizontal', 'arrowHorizontal'],
        1: ['arrowVertical', 'arrowVertical'],
      },
      { 0: ['E', 'E'], 1: ['S', 'S'] },
    );
    expect(verdictOf(s, 0)).toMatchObject({ steps: 2, coins: 3 });
    expect(verdictOf(s, 1)).toMatchObject({ steps: 3, coins: 3 });
  });

  it('a robber ends an unarmed walk, even with cards left («Если вы войдёте в клетку с разбойником без оружия»)', () => {
    const s = island(table(['WX2..', '.....', '.....', '.....', '.....'], [['arrowHorizontal', 'arrowHorizontal'], ['arrowVertical']]), {
      0: ['arrowHorizontal', 'arrowHorizontal'],
      1: ['arrowVertical'],
    });
    expect(verdictOf(s, 0)).toMatchObject({ outcome: 'robber', steps: 1, coins: 0 });
    expect(s.reports[0]!.paths['0']).toHaveLength(2);
  });

  it('water: no arrow enters it, a horse jumps over it but never into it («прыгать в воду нельзя. А через воду — пожалуйста!»)', () => {
    const rows = ['W~...', '~~~..', '.2...', '.....', '.....'];
    const s = layAll(table(rows, [['arrowAnyOrthogonal', 'horse'], ['horse']]), { 0: ['arrowAnyOrthogonal'], 1: ['horse'] });
    // Seat 0's arrow has no land to go to: it stays (ruling no-way); seat 1's horse has one landing,
    // over the water. Every way is forced, so the island is over at the reveal.
    const after = openAll(s);
    expect(after.island).toBe(1);
    expect(after.reports[0]!.paths['0']).toStrictEqual([[0, 0]]);
    expect(after.reports[0]!.paths['1']).toStrictEqual([
      [0, 0],
      [2, 1],
    ]);
    expect(verdictOf(after, 1)).toMatchObject({ outcome: 'treasure', coins: 2 });
  });

  it('treasures of 1, 2 and 3: a pirate stops on the first he enters, even if it is taken («Даже если клад унёс кто-то раньше»)', () => {
    const rows = ['W123.', '.....', '.....', '.....', '.....'];
    const hands = [['arrowHorizontal', 'arrowHorizontal', 'arrowHorizontal'], ['arrowHorizontal', 'arrowHorizontal'], ['arrowHorizontal']] as const;
    const s = island(
      table(
        rows,
        hands.map((h) => [...h]),
      ),
      { 0: [...hands[0]], 1: [...hands[1]], 2: [...hands[2]] },
    );
    for (const seat of [0, 1, 2]) expect(verdictOf(s, seat)).toMatchObject({ outcome: 'treasure', steps: 1, treasure: { id: 'r0c1', value: 1 } });
    // One coin: the first (the first player) takes it, the others arrive later and get nothing.
    expect([0, 1, 2].map((seat) => verdictOf(s, seat).coins)).toStrictEqual([1, 0, 0]);
    expect(engine.toMove(s)).not.toBeNull();
  });
});
