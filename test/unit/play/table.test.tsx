// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act } from 'preact/test-utils';
import { render } from 'preact';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../src/i18n';
import { getSession, saveSession } from '../../../src/storage/sessions';
import { hiddenNim } from '../../fixtures/toy-games/hiddenNim';
import { byTestId, click, initPlayI18n, mountTable, moveButton } from './ui-helpers';

const H = { kind: 'human' } as const;
const B = { kind: 'bot', level: 'easy' } as const;
let root: HTMLElement;
beforeAll(initPlayI18n);
beforeEach(() => {
  document.body.innerHTML = '<div id="r"></div>';
  root = document.getElementById('r')!;
});
afterEach(async () => {
  await act(async () => render(null, root));
  await i18next.changeLanguage('en');
});

/** The two starting hands for the toy seed, to look for them in the DOM. */
function hands(seed = 'ui-seed', players = 2) {
  const s = hiddenNim.setup({ players, pile: 12 }, seed);
  if (!s.ok) throw new Error(s.error);
  return s.value.hands.map((h) => h.map((c) => `card-${c}`));
}
const html = () => document.body.innerHTML;

describe('pass curtain between two people with hidden hands', () => {
  it('names the next person and keeps every hand out of the DOM until they tap', async () => {
    const [anya, boris] = hands();
    await mountTable(root, [H, H]);
    expect(byTestId(root, 'curtain')?.textContent).toContain('Pass the phone to Anya');
    expect(byTestId(root, 'board')).toBeNull();
    expect(html()).not.toMatch(/card-\d/);
    expect(byTestId(root, 'last-move')).toBeNull(); // not even the move log

    await click(byTestId(root, 'reveal'));
    expect(byTestId(root, 'hand')?.textContent).toBe(anya!.join(' '));
    for (const c of boris!) expect(html()).not.toContain(c);

    await click(moveButton(root, 'take 1'));
    await vi.waitFor(() => expect(byTestId(root, 'curtain')?.textContent).toContain('Pass the phone to Boris'));
    expect(html()).not.toMatch(/card-\d/);
    expect(byTestId(root, 'curtain-undo')?.textContent).toBe("Take back Anya's last move");

    await click(byTestId(root, 'reveal'));
    expect(byTestId(root, 'hand')?.textContent).toBe(boris!.join(' '));
    for (const c of anya!) expect(html()).not.toContain(c);
    expect(byTestId(root, 'undo')).toBeNull(); // Anya's move is not Boris's to take back
  });

  it('the previous person can take their move back from the curtain', async () => {
    const session = await mountTable(root, [H, H]);
    await click(byTestId(root, 'reveal'));
    await click(moveButton(root, 'take 2'));
    await vi.waitFor(() => expect(byTestId(root, 'curtain-undo')).not.toBeNull());
    await click(byTestId(root, 'curtain-undo'));
    await vi.waitFor(() => expect(byTestId(root, 'board')).not.toBeNull());
    expect(byTestId(root, 'pile')?.textContent).toBe('pile 12');
    expect((await getSession(session.id))!.data).toMatchObject({ moves: [] });
  });

  it('a tap refused as stale says so on the curtain the newer position brought up', async () => {
    const session = await mountTable(root, [H, H]);
    await click(byTestId(root, 'reveal'));
    // Another tab (this one does not hear its own channel) plays Anya's move first.
    const stored = (await getSession(session.id))!;
    await saveSession({ ...stored, data: { ...(stored.data as object), moves: [{ t: 'take', n: 2 }] } });
    await click(moveButton(root, 'take 1'));
    await vi.waitFor(() => expect(byTestId(root, 'curtain')?.textContent).toContain('Pass the phone to Boris'));
    expect(byTestId(root, 'play-error')?.textContent).toContain('Another tab saved this first');
    expect(html()).not.toMatch(/card-\d/);
    expect((await getSession(session.id))!.data).toMatchObject({ moves: [{ t: 'take', n: 2 }] });
  });

  it('after a reload the curtain comes up again before any hand is shown', async () => {
    const session = await mountTable(root, [H, H]);
    await click(byTestId(root, 'reveal'));
    await click(moveButton(root, 'take 1'));
    await act(async () => render(null, root));
    const { PlayTable } = await import('../../../src/play/PlayTable');
    const { ToyScreen } = await import('../../fixtures/toy-games/ToyScreen');
    const { directRunner } = await import('../../fixtures/toy-games/runner');
    await act(async () =>
      render(<PlayTable game="toy" engine={hiddenNim as never} sessionId={session.id} Screen={ToyScreen} runner={directRunner()} botPauseMs={0} />, root),
    );
    await vi.waitFor(() => expect(byTestId(root, 'curtain')?.textContent).toContain('Boris'));
    expect(html()).not.toMatch(/card-\d/);
  });
});

describe('playing against a bot', () => {
  // A bot is named by its level in the reader's language, never by a stored name (issue 20, point 15).
  it('no curtain; the bot answers by itself and the log names the players', async () => {
    await mountTable(root, [H, B]);
    expect(byTestId(root, 'curtain')).toBeNull();
    expect(byTestId(root, 'turn')?.textContent).toBe('Anya to move');
    await click(moveButton(root, 'take 2'));
    await vi.waitFor(() => expect(byTestId(root, 'last-move')?.textContent).toBe('Bot: easy took 1 pebble'));
    expect(byTestId(root, 'turn')?.textContent).toBe('Anya to move');
    expect(byTestId(root, 'log')?.textContent).toContain('Anya took 2 pebbles');
  });

  it('undo takes back the person and the bot moves after them', async () => {
    await mountTable(root, [H, B]);
    await click(moveButton(root, 'take 3'));
    await vi.waitFor(() => expect(byTestId(root, 'undo')?.textContent).toBe("Take back Anya's move"));
    await click(byTestId(root, 'undo'));
    await vi.waitFor(() => expect(byTestId(root, 'pile')?.textContent).toBe('pile 12'));
    expect(byTestId(root, 'last-move')?.textContent).toBe('No moves yet.');
  });

  it('the log follows a language switch', async () => {
    await mountTable(root, [H, B]);
    await click(moveButton(root, 'take 2'));
    await vi.waitFor(() => expect(byTestId(root, 'last-move')?.textContent).toBe('Bot: easy took 1 pebble'));
    await act(async () => void (await i18next.changeLanguage('ru')));
    expect(byTestId(root, 'last-move')?.textContent).toBe('Бот: лёгкий берёт 1 камешек');
    expect(byTestId(root, 'log')?.textContent).toContain('Anya берёт 2 камешка');
  });

  it('the end shows the result with the breakdown and writes it to history', async () => {
    const session = await mountTable(root, [H, B], { pile: 4 });
    await click(moveButton(root, 'take 3'));
    await vi.waitFor(() => expect(byTestId(root, 'result')).not.toBeNull());
    expect(byTestId(root, 'winners')?.textContent).toBe('Anya wins!');
    expect(byTestId(root, 'breakdown-total-Anya')?.textContent).toBe('3 points');
    expect(root.textContent).toContain('Pebbles');
    expect(root.querySelector('a.rule-link')?.getAttribute('href')).toBe('#/game/toy/rules/scoring');
    const stored = (await getSession(session.id))!;
    expect(stored).toMatchObject({ finished: true, result: { totals: { p0: 3, p1: 1 }, ranking: [['p0'], ['p1']] } });
  });
});

describe('open hands', () => {
  it('two people, nothing hidden: no curtain, the board shows at once', async () => {
    await mountTable(root, [H, H], { open: true });
    expect(byTestId(root, 'curtain')).toBeNull();
    expect(byTestId(root, 'board')).not.toBeNull();
    await click(moveButton(root, 'take 1'));
    await vi.waitFor(() => expect(byTestId(root, 'turn')?.textContent).toBe('Boris to move'));
    expect(byTestId(root, 'curtain')).toBeNull();
  });
});
