// @vitest-environment happy-dom
/**
 * The end of a digital Jackal game is the scorer's result (rulebook "Конец игры": most coins
 * wins, equal purses share the win): a shared win names both pirates, and purses beyond the box's
 * 37 coins carry the scorer's warning on the result screen (rules page #ruling-coin-supply).
 */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { scorer } from '../../../../../../src/games/jackal/score';
import { PlayResult } from '../../../../../../src/play/PlayResult';
import { withTestRoot } from '../../../../play/test-root';
import { byTestId, initJackalI18n } from './helpers';

let root: HTMLElement;
withTestRoot(initJackalI18n, (r) => (root = r), '<main><div id="r"></div></main>');

const players = ['Anya', 'Boris', 'Vera', 'Gleb'].map((name, i) => ({ id: String(i), name, color: '#1f6fb2' }));

/** The scorer's result for these coins per island (seat ids "0".."3"). */
function scored(islands: number[][]) {
  const r = scorer.score({ players: islands.map((row, k) => ({ id: String(k), islands: row })) });
  if (!r.ok) throw new Error(r.error);
  return { finished: true as const, result: r.value };
}

const show = (islands: number[][]) =>
  act(async () => render(<PlayResult game="jackal" players={players} outcome={scored(islands)} finishedAt={0} onAgain={() => undefined} />, root));

describe('the Jackal result', () => {
  it('equal purses share the win', async () => {
    await show([
      [3, 2],
      [2, 3],
      [1, 0],
      [0, 1],
    ]);
    expect(byTestId(root, 'winners')!.textContent).toContain('Anya, Boris');
    expect(byTestId(root, 'result-warnings')).toBeNull();
  });

  it('purses holding more than the box’s 37 coins show the scorer’s warning', async () => {
    // Four pirates sharing big treasures over ten islands: 40 coins in the purses.
    await show([
      [3, 3, 3, 3, 3, 3, 3, 3, 3, 3],
      [1, 1, 1, 1, 1, 1, 1, 0, 0, 0],
      [0, 0, 0, 0, 0, 0, 0, 1, 1, 1],
      [0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    ]);
    const note = byTestId(root, 'result-warnings')!;
    expect(note.textContent).toContain('37');
    expect(note.textContent).toContain('40');
  });
});
