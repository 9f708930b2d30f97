// Step counting of the arrival judge — «Как понять, кто пришёл к кладу первым?».
import { describe, expect, it } from 'vitest';
import { card, T, walkAlone } from './helpers';

/** The book's eight-step row, in the order laid; cells chosen so every card has work to do. */
const eightStepRow = (last: unknown) => [
  card('rum'), // 1: rest
  card('blueFlag'), // rides with the next move
  card('arrowHorizontal', 'empty'), // 2: from the blue flag to the left
  card('arrowDiagonal', 'trap'), // 3: with Friday, the trap costs nothing
  card('friday'),
  card('arrowVertical', 'empty'), // 4
  card('arrowAnyDiagonal', ['empty', 'robber']), // 5: doubled, ends on a robber
  card('double'),
  card('weapon'), // 6: the weapon stuck to the doubled move
  card('arrowAnyOrthogonal', 'empty'), // 7
  card('horse', last), // 8
];

describe('the eight-step example — «Как понять, кто пришёл к кладу первым?»', () => {
  it('arrives on step 8, as the book counts it', () => {
    const v = walkAlone(eightStepRow(T('big', 3)));
    expect(v).toMatchObject({ outcome: 'treasure', steps: 8, coins: 3, place: 1 });
  });
  it("explains each step in the book's order", () => {
    const v = walkAlone(eightStepRow(T('big', 3)));
    expect(v.trace.map((r) => `${r.code}@${r.params?.step ?? '-'}`)).toEqual([
      'T_RUM@1',
      'T_FLAG@-',
      'T_MOVE@2',
      'T_MOVE@3',
      'T_TRAP_FRIDAY@3',
      'T_MOVE@4',
      'T_MOVE@5',
      'T_DOUBLE@5',
      'T_ROBBER_BEATEN@5',
      'T_WEAPON@6',
      'T_MOVE@7',
      'T_MOVE@8',
    ]);
  });
  it('walks eight steps even when the last move finds nothing', () => {
    expect(walkAlone(eightStepRow('empty'))).toMatchObject({ outcome: 'pathEnded', steps: 8, coins: 0 });
  });
});

describe('what counts as a step — «Как понять, кто пришёл к кладу первым?»', () => {
  it('horizontal, double, horizontal is two steps: the double sticks to the first arrow', () => {
    const v = walkAlone([card('arrowHorizontal', ['empty', 'empty']), card('double'), card('arrowHorizontal', T('t', 2))]);
    expect(v).toMatchObject({ outcome: 'treasure', steps: 2 });
  });
  it.each([1, 2, 3])('%i rum cards on top cost one step in all', (n) => {
    const rows = [...Array(n).fill(card('rum')), card('horse', T('t', 1))];
    expect(walkAlone(rows).steps).toBe(2);
  });
  it('a flag is not a step of its own', () => {
    expect(walkAlone([card('redFlag'), card('arrowVertical', T('t', 1))]).steps).toBe(1);
  });
  it('every move card is a step', () => {
    const moves = ['arrowDiagonal', 'arrowHorizontal', 'arrowVertical', 'arrowAnyDiagonal', 'arrowAnyOrthogonal', 'horse'];
    const v = walkAlone([...moves.map((m) => card(m, 'empty')), card('horse', T('t', 1))]);
    expect(v.steps).toBe(moves.length + 1);
  });
  it('a weapon costs a step even with no robber about — ruling "weapon-step"', () => {
    expect(walkAlone([card('horse', 'empty'), card('weapon'), card('horse', T('t', 1))]).steps).toBe(3);
  });
  it('a flag played alone puts the pirate on it and ends the turn — ruling "flag-alone"', () => {
    expect(walkAlone([card('blueFlag')])).toMatchObject({ outcome: 'pathEnded', steps: 0, coins: 0 });
  });
  it('the walk stops on the first treasure; later cards are never read — «Ход игры», шаг 1', () => {
    const v = walkAlone([card('horse', T('small', 1)), card('horse', T('big', 3))]);
    expect(v).toMatchObject({ treasure: { id: 'small', value: 1 }, steps: 1, coins: 1 });
  });
  it('a treasure in the middle of a doubled move stops the pirate there — ruling "double-middle"', () => {
    const v = walkAlone([card('arrowVertical', [T('small', 1), T('big', 3)]), card('double')]);
    expect(v).toMatchObject({ treasure: { id: 'small' }, steps: 1 });
  });
  it('a row that never reaches a treasure ends empty-handed — «Когда заканчивается ход?»', () => {
    const v = walkAlone([card('arrowVertical', 'empty')]);
    expect(v).toMatchObject({ outcome: 'pathEnded', coins: 0, line: [{ code: 'V_PATH_ENDED', rule: 'path-end' }] });
  });
});
