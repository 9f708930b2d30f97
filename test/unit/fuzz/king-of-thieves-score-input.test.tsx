// @vitest-environment happy-dom
// Issue 11: damaged saved King of Thieves score input never blanks the score screen; a refusal is said in words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from 'preact';
import { scorer } from '../../../src/games/king-of-thieves/score';
import { ScoreScreen } from '../../../src/games/king-of-thieves/ui/ScoreScreen';
import { fuzzScoreScreen, startI18n, vectorInputs } from './harness';

let root: HTMLElement;
beforeAll(async () => {
  await startI18n('king-of-thieves');
  document.body.innerHTML = '<div id="r"></div>';
  root = document.getElementById('r')!;
});
afterAll(() => render(null, root));

describe('King of Thieves score screen under damaged saved input', () => {
  it('renders every damaged session without the crash panel, and says why it refuses (property)', async () => {
    const { refused, total } = await fuzzScoreScreen(
      { game: 'king-of-thieves', Screen: ScoreScreen, inputs: vectorInputs('king-of-thieves'), score: (d) => scorer.score(d, {}) },
      root,
      20,
    );
    expect(total).toBe(20);
    expect(refused).toBeGreaterThan(5); // the damage reaches the scorer, not only fields it ignores
  }, 60_000);
});
