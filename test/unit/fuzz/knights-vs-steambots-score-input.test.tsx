// @vitest-environment happy-dom
// Issue 11: damaged saved Knights vs Steambots score input never blanks the score screen; a refusal is said in words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from 'preact';
import { ScoreScreen } from '../../../src/games/knights-vs-steambots/ui/ScoreScreen';
import { t } from '../../../src/i18n';
import { renderSaved, seatsOf, startI18n, vectorInputs } from './harness';

let root: HTMLElement;
beforeAll(async () => {
  await startI18n('knights-vs-steambots');
  document.body.innerHTML = '<div id="r"></div>';
  root = document.getElementById('r')!;
});
afterAll(() => render(null, root));

describe('Knights vs Steambots score screen under damaged saved input', () => {
  it('a saved entry that belongs to no seat is refused in words above the sheet (it used to be invisible)', async () => {
    const valid = vectorInputs('knights-vs-steambots')[0] as { players: unknown[] };
    const seats = seatsOf(valid).slice(1);
    const data = { ...valid, players: [9000000000000000, ...valid.players.slice(1)] };
    await renderSaved('knights-vs-steambots', ScoreScreen, data, seats, root);
    const said = [...root.querySelectorAll('[data-testid="refusal"]')].map((e) => e.textContent);
    expect(said).toContain(t('knights-vs-steambots:errors.ERR_NOT_OBJECT'));
  });
});
