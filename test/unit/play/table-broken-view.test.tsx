// @vitest-environment happy-dom
// Issue 22, "Closed error codes": a `view` that throws (a bug, a damaged state) used to take the
// table down to the crash panel; the guard answers null and the table says ERR_BAD_STATE in
// words, keeping the move log and offering undo, like a throwing toMove.
import 'fake-indexeddb/auto';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { guardEngine } from '../../../src/games/guard';
import { i18next } from '../../../src/i18n';
import { PlayTable } from '../../../src/play/PlayTable';
import { createPlaySession } from '../../../src/play/playSession';
import { hiddenNim, type NimConfig, type NimMove, type NimState } from '../../fixtures/toy-games/hiddenNim';
import { directRunner } from '../../fixtures/toy-games/runner';
import { ToyScreen } from '../../fixtures/toy-games/ToyScreen';
import { byTestId, click, initPlayI18n, moveButton } from './ui-helpers';

let root: HTMLElement;
beforeAll(initPlayI18n);
beforeEach(() => {
  document.body.innerHTML = '<div id="r"></div>';
  root = document.getElementById('r')!;
});
afterEach(async () => {
  await act(async () => render(null, root));
});

describe('a throwing view on the table', () => {
  it('shows the bad-state message in words with the move log, not the crash panel', async () => {
    let broken = false;
    const engine = guardEngine<NimConfig, NimState, NimMove>({
      ...hiddenNim,
      hiddenInformation: false,
      view: (s, seat) =>
        broken
          ? (() => {
              throw new Error('view bug');
            })()
          : hiddenNim.view(s, seat),
    });
    const players = [
      { id: 'p0', name: 'Anya', color: '#1f6fb2' },
      { id: 'p1', name: 'Boris', color: '#c0392b' },
    ];
    const created = await createPlaySession({
      game: 'toy',
      engine: engine as never,
      players,
      seats: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }],
      config: { players: 2, pile: 12 },
      seed: 'v',
    });
    if (!created.ok) throw new Error(created.error);
    await act(async () =>
      render(<PlayTable game="toy" engine={engine as never} sessionId={created.value.id} Screen={ToyScreen} runner={directRunner()} botPauseMs={0} />, root),
    );
    await vi.waitFor(() => expect(moveButton(root, 'take 1')).not.toBeNull());
    await click(moveButton(root, 'take 1'));
    await vi.waitFor(() => expect(moveButton(root, 'take 1')).not.toBeNull()); // the bot has answered
    broken = true;
    await click(moveButton(root, 'take 2'));
    await vi.waitFor(() => expect(byTestId(root, 'play-error')?.textContent).toBe(i18next.t('play:errors.ERR_BAD_STATE')));
    expect(root.textContent).not.toContain(i18next.t('errors.crashTitle'));
    // The way out: the message in words, the move log intact, and undo offered in words. Taking
    // the move back (to a position whose view works: the flag stands for the damage) plays on.
    expect(root.textContent).toContain('Anya took 1 pebble');
    await vi.waitFor(() => expect(byTestId(root, 'undo')?.textContent).toBe("Take back Anya's move"));
    const undo = byTestId(root, 'undo');
    broken = false;
    await click(undo);
    await vi.waitFor(() => expect(moveButton(root, 'take 1')).not.toBeNull());
    expect(byTestId(root, 'play-error')).toBeNull();
  });
});
