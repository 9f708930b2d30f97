// @vitest-environment happy-dom
/**
 * A full-screen board that holds the curtain (Royal Stake shows a finished trick first): after
 * its own person's move the board stays, with nothing to play, until it lets go; then the
 * curtain for the next person, or the result, comes up. Boards that do not ask never hold.
 */
import 'fake-indexeddb/auto';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlayScreenProps } from '../../../src/games/types';
import { useCurtainHold } from '../../../src/play/curtainHold';
import { PlayTable, type BoardScreen } from '../../../src/play/PlayTable';
import { createPlaySession } from '../../../src/play/playSession';
import type { SeatSpec } from '../../../src/play/types';
import { hiddenNim } from '../../fixtures/toy-games/hiddenNim';
import { directRunner } from '../../fixtures/toy-games/runner';
import { ToyScreen } from '../../fixtures/toy-games/ToyScreen';
import { byTestId, click, initPlayI18n, moveButton, seatNames } from './ui-helpers';

const H = { kind: 'human' } as const;
let root: HTMLElement;
beforeAll(initPlayI18n);
beforeEach(() => {
  document.body.innerHTML = '<div id="r"></div>';
  root = document.getElementById('r')!;
});
afterEach(async () => act(async () => render(null, root)));

/** The toy board, plus a "go on" button while the table holds for it. */
function Holding(props: PlayScreenProps) {
  const hold = useCurtainHold();
  return (
    <>
      {hold && (
        <button type="button" data-testid="held" data-next={hold.next} onClick={hold.release}>
          go on
        </button>
      )}
      <ToyScreen {...props} />
    </>
  );
}

async function mount(Screen: BoardScreen, seats: SeatSpec[], pile = 12) {
  const players = seats.map((_, i) => ({ id: `p${i}`, name: seatNames[i]!, color: '#1f6fb2' }));
  const created = await createPlaySession({
    game: 'toy',
    engine: hiddenNim as never,
    players,
    seats,
    config: { players: seats.length, pile },
    seed: 'ui-seed',
  });
  if (!created.ok) throw new Error(created.error);
  await act(async () =>
    render(<PlayTable game="toy" engine={hiddenNim as never} sessionId={created.value.id} Screen={Screen} runner={directRunner()} botPauseMs={0} />, root),
  );
  await vi.waitFor(() => expect(root.querySelector('[aria-busy]')).toBeNull());
}

describe('a board that holds the curtain', () => {
  const Board = Object.assign(Holding, { layout: 'table' as const, holdsCurtain: true });

  it('stays with the person who moved, offering nothing, until it lets go; then the curtain', async () => {
    await mount(Board, [H, H]);
    await click(byTestId(root, 'reveal'));
    const anya = byTestId(root, 'hand')!.textContent;
    expect(byTestId(root, 'held')).toBeNull(); // nothing is held while Anya plays
    await click(moveButton(root, 'take 1'));
    await vi.waitFor(() => expect(byTestId(root, 'held')).not.toBeNull());
    expect(byTestId(root, 'held')!.getAttribute('data-next')).toBe('curtain');
    expect(byTestId(root, 'curtain')).toBeNull();
    expect(byTestId(root, 'hand')!.textContent).toBe(anya); // still Anya's view: she holds the phone
    expect(byTestId(root, 'pile')!.textContent).toBe('pile 11');
    expect(root.querySelector('[data-move]')).toBeNull();
    await click(byTestId(root, 'held'));
    expect(byTestId(root, 'curtain')!.textContent).toContain('Pass the phone to Boris');
    expect(byTestId(root, 'hand')).toBeNull();
  });

  it('holds the result the same way after the last move', async () => {
    await mount(Board, [H, H], 2);
    await click(byTestId(root, 'reveal'));
    await click(moveButton(root, 'take 2'));
    await vi.waitFor(() => expect(byTestId(root, 'held')?.getAttribute('data-next')).toBe('result'));
    expect(byTestId(root, 'result')).toBeNull();
    await click(byTestId(root, 'held'));
    expect(byTestId(root, 'result')).not.toBeNull();
  });

  it('a board that does not ask is never held', async () => {
    await mount(ToyScreen, [H, H]);
    await click(byTestId(root, 'reveal'));
    await click(moveButton(root, 'take 1'));
    await vi.waitFor(() => expect(byTestId(root, 'curtain')).not.toBeNull());
  });
});
