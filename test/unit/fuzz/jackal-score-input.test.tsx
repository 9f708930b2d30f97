// @vitest-environment happy-dom
// Issue 11: damaged saved Jackal score input never blanks the score screen; a refusal is said in words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from 'preact';
import { ScoreScreen } from '../../../src/games/jackal/ui/ScoreScreen';
import { renderSaved, startI18n } from './harness';

let root: HTMLElement;
beforeAll(async () => {
  await startI18n('jackal');
  document.body.innerHTML = '<div id="r"></div>';
  root = document.getElementById('r')!;
});
afterAll(() => render(null, root));

describe('Jackal score screen under damaged saved input', () => {
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
