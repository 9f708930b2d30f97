// @vitest-environment happy-dom
// Issue 11: damaged saved Jackal score input never blanks the score screen; a refusal is said in words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from 'preact';
import { scorer } from '../../../src/games/jackal/score';
import { ScoreScreen } from '../../../src/games/jackal/ui/ScoreScreen';
import { fuzzScoreScreen, renderSaved, startI18n, vectorInputs } from './harness';

let root: HTMLElement;
beforeAll(async () => {
  await startI18n('jackal');
  document.body.innerHTML = '<div id="r"></div>';
  root = document.getElementById('r')!;
});
afterAll(() => render(null, root));

describe('Jackal score screen under damaged saved input', () => {
  it('renders every damaged session without the crash panel, and says why it refuses (property)', async () => {
    const { refused, total } = await fuzzScoreScreen(
      { game: 'jackal', Screen: ScoreScreen, inputs: vectorInputs('jackal'), score: (d) => scorer.score(d, {}) },
      root,
      40,
    );
    expect(total).toBe(40);
    expect(refused).toBeGreaterThan(10); // the damage reaches the scorer, not only fields it ignores
  }, 60_000);

  it('a refusal about an entry on the open island that belongs to no seat shows below the table (it used to be hidden)', async () => {
    const data = {
      players: [
        { id: 'A', islands: [3] },
        { id: 'ghost', islands: [null] },
      ],
    };
    const seats = [{ id: 'A', name: 'Anya', color: '#c0392b' }];
    await renderSaved('jackal', ScoreScreen, data, seats, root);
    expect(root.querySelector('[data-testid="cannot-score"]')?.textContent).toMatch(/\p{L}{3}/u);
  });
});
