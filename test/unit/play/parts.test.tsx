// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { logParams, MoveLog } from '../../../src/play/MoveLog';
import { PassCurtain } from '../../../src/play/PassCurtain';
import { usePlayGame } from '../../../src/play/usePlayGame';
import { byTestId, click, initPlayI18n } from './ui-helpers';

const players = [
  { id: 'a', name: 'Anya', color: '#c0392b' },
  { id: 'b', name: '<b>Boris</b>', color: '#1f6fb2' },
];
let root: HTMLElement;
beforeAll(initPlayI18n);
beforeEach(() => {
  document.body.innerHTML = '<div id="r"></div>';
  root = document.getElementById('r')!;
});

describe('PassCurtain', () => {
  it('names the next person, focuses the big button, and reveals on tap', async () => {
    const onReveal = vi.fn();
    await act(async () => render(<PassCurtain player={players[0]!} onReveal={onReveal} />, root));
    expect(root.querySelector('h2')?.textContent).toContain('Pass the phone to Anya');
    expect(document.activeElement).toBe(byTestId(root, 'reveal'));
    expect(byTestId(root, 'curtain-undo')).toBeNull();
    await click(byTestId(root, 'reveal'));
    expect(onReveal).toHaveBeenCalledOnce();
  });
  it('shows names as text, never as markup', async () => {
    await act(async () => render(<PassCurtain player={players[1]!} onReveal={() => undefined} />, root));
    expect(root.querySelector('h2 b')).toBeNull();
    expect(root.querySelector('h2')?.textContent).toContain('<b>Boris</b>');
  });
});

describe('MoveLog', () => {
  it('turns seat numbers into names: player, and every <x>Seat parameter as <x>', () => {
    const entry = { index: 0, seat: 1, checkpoint: false, log: { key: 'push', params: { victimSeat: 0, count: 2 } } };
    expect(logParams(entry, players)).toEqual({ player: '<b>Boris</b>', victimSeat: 0, victim: 'Anya', count: 2 });
  });
  it('lists moves newest first with the right plural, and says when there are none', async () => {
    await act(async () => render(<MoveLog game="toy" players={players} log={[]} />, root));
    expect(byTestId(root, 'last-move')?.textContent).toBe('No moves yet.');
    const log = [
      { index: 0, seat: 0, checkpoint: false, log: { key: 'take', params: { count: 1 } } },
      { index: 1, seat: 1, checkpoint: true, log: { key: 'draw' } },
    ];
    await act(async () => render(<MoveLog game="toy" players={players} log={log} />, root));
    expect(byTestId(root, 'last-move')?.textContent).toBe('<b>Boris</b> drew a card');
    expect(root.querySelector('summary')?.textContent).toBe('All moves: 2 moves');
    expect([...root.querySelectorAll('[data-testid=log] li')].map((li) => li.textContent?.trim())).toEqual(['<b>Boris</b> drew a card', 'Anya took 1 pebble']);
  });
});

describe('usePlayGame', () => {
  it('outside PlayShell it says so instead of rendering nonsense', () => {
    function Lost() {
      usePlayGame();
      return null;
    }
    expect(() => render(<Lost />, root)).toThrow('usePlayGame() works only inside PlayShell');
  });
});
