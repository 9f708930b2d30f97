// @vitest-environment happy-dom
/**
 * The stalled-game warning under the board (rules page ruling-stalled-game): silent in normal
 * play, a count of empty turns after a full round with no tile taken, the cap when it is near.
 */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { beforeAll, describe, expect, it } from 'vitest';
import { engine } from '../../../../../../src/games/sly-thieves/engine';
import { TURN_CAP } from '../../../../../../src/games/sly-thieves/engine/limits';
import type { SlyState, SlyView } from '../../../../../../src/games/sly-thieves/engine/types';
import { StallNote, stallNote } from '../../../../../../src/games/sly-thieves/ui/play/StallNote';
import { i18next } from '../../../../../../src/i18n';
import { at, scene } from '../../engine/helpers';
import { initSlyI18n } from './helpers';

beforeAll(initSlyI18n);

const base = (players = 2, variant: 'basic' | 'advanced' = 'advanced'): SlyState =>
  scene({ variant, players, thieves: [[0, at(-3, 1)], [1, at(3, -1)], ...(players > 2 ? [[2, at(0, 3)] as [number, number]] : [])] });
const view = (s: SlyState, patch: Partial<SlyState>): SlyView => engine.view({ ...s, ...patch }, 0) as SlyView;

describe('stallNote', () => {
  it('says nothing while tiles are being taken, or for less than a full round', () => {
    expect(stallNote(view(base(), { turns: 40, lastProgress: 40 }))).toBeNull();
    expect(stallNote(view(base(3), { turns: 42, lastProgress: 40 }))).toBeNull();
  });

  it('after a full round with no tile: the count and the limit (ten rounds per gang in the bank)', () => {
    expect(stallNote(view(base(3), { turns: 43, lastProgress: 40 }))).toEqual({ key: 'play.quiet', params: { count: 3, limit: 30 } });
    expect(stallNote(view(base(3), { turns: 43, lastProgress: 40, left: [false, true, false] }))).toEqual({
      key: 'play.quiet',
      params: { count: 3, limit: 20 },
    });
  });

  it('announces the turn cap when it is near, and never in the basic game', () => {
    expect(stallNote(view(base(), { turns: TURN_CAP - 10, lastProgress: TURN_CAP - 10 }))).toEqual({
      key: 'play.capNear',
      params: { turns: TURN_CAP - 10, cap: TURN_CAP },
    });
    expect(stallNote(view(base(2, 'basic'), { turns: TURN_CAP - 10, lastProgress: 0 }))).toBeNull();
  });

  it.each([
    ['en', "No tile taken for 5 turns in a row: after 20 the game ends (Stolik's rule). Rule"],
    ['ru', 'Тайлы не берут уже 5 ходов подряд: после 20-го игра закончится (правило Столика). Правило'],
  ] as const)('%s: the line under the board links to the ruling', async (lang, text) => {
    await i18next.changeLanguage(lang);
    const root = document.createElement('div');
    await act(async () => render(<StallNote view={view(base(), { turns: 25, lastProgress: 20 })} />, root));
    expect(root.textContent).toBe(text);
    expect(root.querySelector('a')!.getAttribute('href')).toBe('#/game/sly-thieves/rules/ruling-stalled-game');
    await act(async () => render(null, root));
    await i18next.changeLanguage('en');
  });
});
