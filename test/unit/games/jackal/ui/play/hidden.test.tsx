// @vitest-environment happy-dom
/**
 * Two people on one phone (rulebook "Ход игры", steps 2-3: the cards are laid face down and shown
 * to nobody until everyone reveals): at every step of two islands, the page drawn for one person
 * holds exactly their own hand and their own face-down row, and no card of anyone else before the
 * reveal; when the phone changes hands the board is gone behind the pass screen.
 */
import { describe, expect, it, vi } from 'vitest';
import type { JackalMove } from '../../../../../../src/games/jackal/engine';
import { getSession } from '../../../../../../src/storage/sessions';
import { withTestRoot } from '../../../../play/test-root';
import { byTestId, EASY, H, initJackalI18n, mountJackal, replay, settle, tap } from './helpers';

let root: HTMLElement;
withTestRoot(initJackalI18n, (r) => (root = r), '<main><div id="r"></div></main>');

const faces = (sel: string) => [...root.querySelectorAll<HTMLElement>(sel)].map((e) => e.dataset.face);
const enabled = (sel: string) => [...root.querySelectorAll<HTMLButtonElement>(sel)].filter((b) => !b.disabled);

describe('hidden hands and rows between two people on one phone', () => {
  it('each person sees only their own hand and face-down row; the pass screen comes between them', async () => {
    const { session, config, seed } = await mountJackal(root, [H, H, EASY], { seed: 'hidden-jackal' });
    let checked = 0;
    let curtains = 0;
    for (let i = 0; i < 400; i++) {
      await settle();
      const saved = (await getSession(session.id))!;
      const state = replay(config, seed, (saved.data as { moves: JackalMove[] }).moves);
      if (state.reports.length >= 2 || state.phase === 'over') break;
      const reveal = byTestId(root, 'reveal');
      if (reveal) {
        // Behind the curtain nothing of the game is on the page.
        expect(byTestId(root, 'board')).toBeNull();
        expect(root.querySelector('[data-face]')).toBeNull();
        curtains++;
        await tap(reveal);
        continue;
      }
      const board = byTestId(root, 'board');
      const close = enabled('[data-testid="sheet-close"]')[0];
      if (!board || close) {
        if (close) await tap(close);
        continue;
      }
      const viewer = state.queue[0]!;
      if (viewer === 2) continue; // the bot's turn: the board still shows the last person, waiting
      const me = state.seats[viewer]!;
      expect(faces('[data-testid="hand"] [data-face]')).toEqual(me.hand);
      if (state.phase === 'lay') {
        expect(faces('[data-testid="own-row"] [data-face]')).toEqual(me.row);
        // Every card on the page is the viewer's own: no other hand or face-down row is drawn.
        expect(faces('[data-face]')).toHaveLength(me.hand.length + me.row.length);
        expect(byTestId(root, 'stacks')).toBeNull();
      }
      checked++;
      const own = root.querySelectorAll('[data-testid="own-row"] [data-face]').length;
      const card = enabled('button[data-testid="hand-card"]')[0];
      const next =
        state.phase === 'lay' && card && own < 2
          ? card
          : (enabled('[data-testid="done"]')[0] ?? enabled('[data-testid="pass"]')[0] ?? enabled('[data-testid^="go-"]')[0]);
      if (next) await tap(next);
      else await vi.waitFor(() => expect(enabled('button').length).toBeGreaterThan(0));
    }
    expect(checked).toBeGreaterThan(10);
    expect(curtains).toBeGreaterThan(2);
  }, 120_000);
});
