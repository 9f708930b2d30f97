// @vitest-environment happy-dom
// Issue 11: a damaged saved score pad (rounds that are not numbers, huge values, extra players,
// seats that do not match) never blanks the pad; what it refuses is said in words.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { newSession, saveSession } from '../../../src/storage/sessions';
import { PadScreen } from '../../../src/scorepad/ui/PadScreen';
import { seatsOf, startI18n } from './harness';

let root: HTMLElement;
beforeAll(async () => {
  await startI18n();
  document.body.innerHTML = '<div id="r"></div>';
  root = document.getElementById('r')!;
});
afterAll(() => render(null, root));

const pads = [
  {
    players: [
      { id: 'a', rounds: [3, 4, null] },
      { id: 'b', rounds: [5, -6, 7] },
      { id: 'c', rounds: [0, 12] },
    ],
    lowestWins: false,
  },
  { players: [{ id: 'a', rounds: [] }], lowestWins: true },
];

describe('score pad under damaged saved input', () => {
  it('a refused pad names the player and the round next to the reason', async () => {
    const data = structuredClone(pads[0]) as { players: Array<{ id: string; rounds: unknown[] }> };
    data.players[1]!.rounds[2] = 'NaN';
    const session = await saveSession(newSession({ game: 'score-pad', kind: 'score', title: '', players: seatsOf(data), data }));
    await act(async () => render(<PadScreen sessionId={session.id} />, root));
    await vi.waitFor(() =>
      expect(root.querySelector('[role="alert"]')?.textContent).toBe('Seat b, round 3: “NaN” is not a whole number. Use digits, with a minus sign if needed.'),
    );
  });
});
