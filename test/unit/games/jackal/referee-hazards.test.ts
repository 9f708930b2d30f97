// Traps, robbers and a missing flag — «Как проходить ловушку?», «Как проходить разбойника?»,
// «Когда заканчивается ход?».
import { describe, expect, it } from 'vitest';
import { card, T, walkAlone } from './helpers';

describe('traps — «Как проходить ловушку?» (ruling "trap-wait")', () => {
  it('without Friday the pirate loses one step in the trap', () => {
    const v = walkAlone([card('arrowVertical', 'trap'), card('arrowVertical', T('t', 2))]);
    expect(v.steps).toBe(3);
    expect(v.trace.map((r) => r.code)).toContain('T_TRAP');
  });
  it('Friday on the move into the trap saves that step', () => {
    const v = walkAlone([card('arrowVertical', 'trap'), card('friday'), card('arrowVertical', T('t', 2))]);
    expect(v.steps).toBe(2);
  });
  it('Friday on another move does not help', () => {
    const v = walkAlone([card('horse', 'empty'), card('friday'), card('arrowVertical', 'trap'), card('horse', T('t', 1))]);
    expect(v.steps).toBe(4);
  });
  it('a double does not save the lost step', () => {
    const v = walkAlone([card('arrowVertical', ['trap', 'empty']), card('double'), card('horse', T('t', 1))]);
    expect(v.steps).toBe(3);
  });
  it('a doubled move with Friday crosses a trap at no cost', () => {
    const v = walkAlone([card('arrowVertical', ['trap', 'empty']), card('double'), card('friday'), card('horse', T('t', 1))]);
    expect(v.steps).toBe(2);
  });
  it('a trap in the middle of a doubled move delays the arrival at its end', () => {
    const v = walkAlone([card('arrowVertical', ['trap', T('t', 3)]), card('double')]);
    expect(v).toMatchObject({ outcome: 'treasure', steps: 2 });
  });
});

describe('robbers — «Как проходить разбойника?»', () => {
  it('without a weapon the turn ends on the robber, even with cards left', () => {
    const v = walkAlone([card('horse', 'robber'), card('horse', T('t', 3))]);
    expect(v).toMatchObject({ outcome: 'robber', steps: 1, coins: 0, line: [{ code: 'V_ROBBER', rule: 'robbers' }] });
  });
  it('a weapon stuck to the move into the robber beats him', () => {
    const v = walkAlone([card('horse', 'robber'), card('weapon'), card('horse', T('t', 3))]);
    expect(v).toMatchObject({ outcome: 'treasure', steps: 3, coins: 3 });
  });
  it('a weapon on an earlier move does not cover a later robber', () => {
    const v = walkAlone([card('horse', 'empty'), card('weapon'), card('arrowVertical', 'robber'), card('horse', T('t', 3))]);
    expect(v).toMatchObject({ outcome: 'robber', steps: 3 });
  });
  it('a robber in the middle of an unarmed doubled move stops the pirate', () => {
    const v = walkAlone([card('arrowAnyDiagonal', ['robber', T('t', 3)]), card('double')]);
    expect(v).toMatchObject({ outcome: 'robber', coins: 0 });
  });
});

describe('a flag the island lacks — «Когда заканчивается ход?»', () => {
  it('ends the turn before any move, treasure or not', () => {
    const v = walkAlone([card('blueFlag'), card('horse', T('t', 3))], ['red']);
    expect(v).toMatchObject({ outcome: 'missingFlag', coins: 0, line: [{ code: 'V_MISSING_FLAG', rule: 'flags' }] });
  });
  it('a flag the island has lets the pirate go on', () => {
    expect(walkAlone([card('redFlag'), card('horse', T('t', 3))], ['red']).coins).toBe(3);
  });
  it('rum before a missing flag is still the only step taken', () => {
    const v = walkAlone([card('rum'), card('redFlag'), card('horse', T('t', 3))], []);
    expect(v).toMatchObject({ outcome: 'missingFlag', steps: 1 });
  });
});
