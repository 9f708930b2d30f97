// @vitest-environment happy-dom
/**
 * The "Hint" button (issue 13): on the person's turn it asks the hard bot through the bot worker
 * protocol, shows the move in words and the bot's one-line reason, plays nothing, and counts the
 * hint for that seat in the saved game.
 */
import { act } from 'preact/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { bots } from '../../../../../../src/games/royal-stake/bots';
import { engine } from '../../../../../../src/games/royal-stake/engine';
import { HintButton } from '../../../../../../src/games/royal-stake/ui/play/HintButton';
import { getSession } from '../../../../../../src/storage/sessions';
import { inProcessRunner, mountGameTable } from '../../../../play/game-table';
import { byTestId, players } from './fixtures';
import { withTestRoot } from './root';

let root: HTMLElement;
withTestRoot((r) => (root = r), '<main><div id="r"></div></main>');

describe('HintButton', () => {
  it("shows the hard bot's move and why, plays nothing, and counts the hint", async () => {
    const session = await mountGameTable(root, {
      game: 'royal-stake',
      engine,
      Screen: () => <HintButton />,
      runner: inProcessRunner({ engine, bots }),
      players: players(3),
      seats: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }, { kind: 'bot', level: 'easy' }],
      config: { mode: 'i-am-king', players: 3 },
      seed: 'hint-ui',
    });
    await vi.waitFor(() => expect(byTestId(root, 'hint-button')).not.toBeNull(), { timeout: 10_000 });
    const before = ((await getSession(session.id))!.data as { moves: unknown[] }).moves.length;
    await act(async () => (byTestId(root, 'hint-button') as HTMLButtonElement).click());
    await vi.waitFor(() => expect(byTestId(root, 'hint-line')?.textContent).toMatch(/^Hint: .+\. Why: .+/), { timeout: 10_000 });
    expect(byTestId(root, 'hint-count')?.textContent).toBe('Hints used by you: 1');
    const data = (await getSession(session.id))!.data as { moves: unknown[]; hints: number[] };
    expect(data.moves).toHaveLength(before);
    expect(data.hints).toEqual([1, 0, 0]);
  }, 30_000);
});
