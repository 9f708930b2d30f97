// @vitest-environment happy-dom
/**
 * The move log in words, through the platform's logParams and the real strings: a caught or
 * pushed thief is named by its owner ("Значки": star, black thief), and the move after which a
 * Stolik rule ends the game says so (rules page ruling-stalled-game, ruling-advanced-end).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { engine } from '../../../../../../src/games/sly-thieves/engine';
import type { SlyMove, SlyState } from '../../../../../../src/games/sly-thieves/engine/types';
import { ROOM_TOTAL } from '../../../../../../src/games/sly-thieves/engine/geometry';
import { i18next } from '../../../../../../src/i18n';
import { logParams } from '../../../../../../src/play/MoveLog';
import type { SeatRecord } from '../../../../../../src/storage/types';
import { at, play, scene, tile } from '../../engine/helpers';
import { GAME, initSlyI18n } from './helpers';

beforeAll(initSlyI18n);

const PLAYERS: SeatRecord[] = [
  { id: 'a', name: 'Anya', color: '#c00' },
  { id: 'b', name: 'Boris', color: '#00c' },
];

/** The log line of `move` played in `s`, in `lang`, as the table shows it. */
function logLine(s: SlyState, move: SlyMove, lang: 'en' | 'ru'): string {
  const entry = { index: 0, seat: engine.toMove(s)!, checkpoint: false, log: engine.describeMove(s, move) };
  return i18next.getFixedT(lang, GAME)(`log.${entry.log.key}`, logParams(entry, PLAYERS));
}

describe('the log names whose thief it was', () => {
  // Anya runs onto a star; a guard then steps from the post onto Boris's thief.
  const star = play(
    scene({
      variant: 'advanced',
      thieves: [
        [0, at(-4, 2)],
        [1, at(1, 0)],
      ],
      tiles: [[at(-2, 2), tile(2, 'star')]],
    }),
    { type: 'move', seat: 0, from: at(-4, 2), to: at(-2, 2) },
  );
  const caught: SlyMove = { type: 'guard', seat: 0, from: at(0, 0), to: at(1, 0) };

  it('a catch by a guard (icon-star)', () => {
    expect(engine.describeMove(star, caught).params).toMatchObject({ seat: 0, ownerSeat: 1 });
    expect(logLine(star, caught, 'en')).toMatch(/^Anya moves a guard E5 → \S+ and catches a thief of Boris$/);
    expect(logLine(star, caught, 'ru')).toMatch(/^Anya двигает охранника E5 → \S+: пойман воришка игрока Boris$/);
  });

  it('a push by a black thief (icon-black-thief)', () => {
    const s = play(
      scene({
        variant: 'advanced',
        thieves: [
          [0, at(-4, 2)],
          [1, at(-1, -1)],
        ],
        tiles: [[at(-2, 2), tile(1, 'blackThief')]],
      }),
      { type: 'move', seat: 0, from: at(-4, 2), to: at(-2, 2) },
    );
    const push: SlyMove = { type: 'shift', seat: 0, from: at(-1, -1), to: at(-2, -1) };
    expect(logLine(s, push, 'en')).toMatch(/^Anya uses the black thief: a thief of Boris steps \S+ → \S+$/);
    expect(logLine(s, push, 'ru')).toMatch(/^Anya применяет «чёрный человечек»: воришка игрока Boris переходит \S+ → \S+$/);
  });
});

describe('the last line says which rule ended the game', () => {
  it('stalled: the move, then the rule (ruling-stalled-game)', () => {
    const empty = Array.from({ length: ROOM_TOTAL }, (_, room) => [room, null] as [number, null]);
    let s = scene({
      variant: 'advanced',
      thieves: [
        [0, at(-3, 1)],
        [1, at(3, -1)],
      ],
      tiles: [...empty, [at(0, -4), tile(3)]],
    });
    s = { ...s, turns: 19, lastProgress: 0 };
    const last: SlyMove = { type: 'move', seat: 0, from: at(-3, 1), to: at(-3, 2) };
    expect(play(s, last).ending).toBe('stalled');
    expect(logLine(s, last, 'en')).toMatch(
      /^Anya runs \S+ → \S+; the room left was empty\. No tile taken for 10 rounds in a row: the game is over by Stolik's rule, and every gang leaves with the tiles under its thieves\.$/,
    );
    expect(logLine(s, last, 'ru')).toMatch(
      /^Anya: \S+ → \S+, комната была пуста\. Уже 10 кругов подряд никто не берёт тайлы: по правилу Столика партия окончена/,
    );
  });

  it('no tile left to reach (ruling-advanced-end)', () => {
    const empty = Array.from({ length: ROOM_TOTAL }, (_, room) => [room, null] as [number, null]);
    const s = scene({
      variant: 'advanced',
      thieves: [
        [0, at(-3, 2)],
        [1, at(3, -2)],
      ],
      tiles: [...empty, [at(-3, 2), tile(2)]],
    });
    const last: SlyMove = { type: 'move', seat: 0, from: at(-3, 2), to: at(-2, 2) };
    expect(logLine(s, last, 'en')).toMatch(/^Anya runs \S+ → \S+ and takes the tile\. No tile can be reached any more: the game is over/);
    expect(logLine(s, last, 'ru')).toMatch(/^Anya: \S+ → \S+, забирает тайл\. Ни до одного тайла больше не добраться/);
  });

  it('an ordinary move keeps its ordinary line', () => {
    const s = scene({
      variant: 'advanced',
      thieves: [
        [0, at(-3, 2)],
        [1, at(3, -2)],
      ],
    });
    expect(logLine(s, { type: 'move', seat: 0, from: at(-3, 2), to: at(-2, 2) }, 'en')).toMatch(/^Anya runs \S+ → \S+ and takes the tile$/);
  });
});
