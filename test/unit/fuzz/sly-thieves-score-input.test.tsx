// @vitest-environment happy-dom
// Issue 11: damaged saved Sly Thieves score input never blanks the score screen; a refusal is said in words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from 'preact';
import { scorer } from '../../../src/games/sly-thieves/score';
import { ScoreScreen } from '../../../src/games/sly-thieves/ui/ScoreScreen';
import { fuzzScoreScreen, startI18n, vectorInputs } from './harness';

let root: HTMLElement;
beforeAll(async () => {
  await startI18n('sly-thieves');
  document.body.innerHTML = '<div id="r"></div>';
  root = document.getElementById('r')!;
});
afterAll(() => render(null, root));

describe('Sly Thieves score screen under damaged saved input', () => {
  it('renders every damaged session without the crash panel, and says why it refuses (property)', async () => {
    const { refused, total } = await fuzzScoreScreen(
      { game: 'sly-thieves', Screen: ScoreScreen, inputs: vectorInputs('sly-thieves'), score: (d) => scorer.score(d, {}) },
      root,
      40,
    );
    expect(total).toBe(40);
    expect(refused).toBeGreaterThan(10); // the damage reaches the scorer, not only fields it ignores
  }, 60_000);
});
