// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../../../../src/i18n';
import { ScoreScreen } from '../../../../../../src/games/royal-stake/ui/score/ScoreScreen';
import { emptyWon, initialInput } from '../../../../../../src/games/royal-stake/ui/score/input';
import { getCardValues } from '../../../../../../src/storage/cardValues';
import { getSession, listSessions, newSession, saveSession } from '../../../../../../src/storage/sessions';
import { initTestI18n } from '../../../../ui/i18n-setup';

const seats = [
  { id: 'id-a', name: 'Anya', color: '#c0392b' },
  { id: 'id-b', name: 'Boris', color: '#1f6fb2' },
  { id: 'id-c', name: 'Chen', color: '#2e7d32' },
];
let root: HTMLElement;

beforeAll(async () => {
  await initTestI18n('en');
  i18next.addResourceBundle('en', 'royal-stake', JSON.parse(readFileSync('locales/en/royal-stake.json', 'utf8')), true, true);
});
beforeEach(() => {
  document.body.innerHTML = '<div id="r"></div>';
  root = document.getElementById('r')!;
});

const group = (name: string) => root.querySelector<HTMLElement>(`[role="group"][aria-label="${name}"]`);
const button = (scope: HTMLElement | null, text: string) => [...(scope ?? root).querySelectorAll('button')].find((b) => b.textContent?.trim() === text)!;
const click = (b: HTMLElement) => act(async () => b.click());
async function type(input: HTMLInputElement, text: string) {
  await act(async () => {
    input.value = text;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const labelled = (scope: HTMLElement, text: string) => {
  const l = [...scope.querySelectorAll('label')].find((x) => x.textContent === text)!;
  return scope.querySelector<HTMLInputElement>(`[id="${l.getAttribute('for')}"]`)!;
};

async function open(data: unknown) {
  const session = await saveSession(newSession({ game: 'royal-stake', kind: 'score', title: '', players: seats, data }));
  await act(async () => render(<ScoreScreen sessionId={session.id} />, root));
  await vi.waitFor(() => expect(root.querySelector('#rs-round-h')).not.toBeNull());
  return session.id;
}

describe('Royal Stake sheet (Подсчёт очков)', () => {
  it('squads go player after player: a complete squad folds and the chips move on, all saved', async () => {
    const id = await open(
      initialInput(seats, {
        mode: 'standard',
        rulers: { 'id-a': 'red', 'id-b': 'blue', 'id-c': 'white' },
        options: { jesterDeal: false, cheerleaderAdvanced: false, baseSquads: false },
      }),
    );
    await click(button(group('Anya: bet'), 'Cardsharp'));
    await vi.waitFor(() => expect(button(group('Anya: bet'), 'Cardsharp').getAttribute('aria-pressed')).toBe('true'));
    await click(button(group('Anya: face up'), 'Hermit'));
    await vi.waitFor(() => expect(button(group('Anya: face up'), 'Hermit').getAttribute('aria-pressed')).toBe('true'));
    await click(button(group('Anya: face up'), 'Militia'));
    await vi.waitFor(() => expect(group("Boris's squad")).not.toBeNull());
    expect(group("Anya's squad")).toBeNull();
    expect(root.querySelector('[data-testid="squad-line-Anya"]')?.textContent).toContain('bet: Cardsharp · face up: Hermit, Militia');
    // Three players have one ninja: with Anya's squad done, Boris can still take it; the jester is not in a 3-player game.
    expect(button(group('Boris: bet'), 'Ninja').disabled).toBe(false);
    expect(button(group('Boris: bet'), 'Jester')).toBeUndefined();
    const saved = (await getSession(id))!.data as { rounds: Array<{ players: Record<string, { bets: string[]; faceUp: string[] }> }> };
    expect(saved.rounds[0]!.players['id-a']).toMatchObject({ bets: ['cardsharp'], faceUp: ['hermit', 'militia'] });
  });

  // «Создание отряда»: with three players both militia stay in the deck, so one squad may hold two.
  it('a squad with two copies of a character reads "Militia ×2" on its line, as on the card table', async () => {
    const input = initialInput(seats, {
      mode: 'standard',
      rulers: { 'id-a': 'red', 'id-b': 'blue', 'id-c': 'white' },
      options: { jesterDeal: false, cheerleaderAdvanced: false, baseSquads: false },
    }) as { rounds: Array<{ players: Record<string, { bets: string[]; faceUp: string[] }> }> };
    input.rounds[0]!.players['id-a'] = { ...input.rounds[0]!.players['id-a']!, bets: ['hermit'], faceUp: ['militia', 'militia'] };
    await open(input);
    expect(root.querySelector('[data-testid="squad-line-Anya"]')?.textContent).toContain('bet: Hermit · face up: Militia ×2');
  });

  it('a new round is not counted: what is missing is listed in words with names (point 2 of issue 10)', async () => {
    await open(
      initialInput(seats, {
        mode: 'standard',
        rulers: { 'id-a': 'red', 'id-b': 'blue', 'id-c': 'white' },
        options: { jesterDeal: false, cheerleaderAdvanced: false, baseSquads: false },
      }),
    );
    const status = root.querySelector('[data-testid="round-status"]')!;
    expect(status.textContent).toContain('Step: squads and bets');
    expect([...status.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Squads: Anya, Boris, Chen', 'Tricks: Anya, Boris, Chen']);
    expect(status.textContent).not.toContain('id-a');
    expect(root.querySelector('[data-testid="problem"]')).toBeNull();
    expect(root.querySelector('[data-testid="add-round"]')).toBeNull();
    expect(root.querySelector('[data-testid="tricks-sum"]')?.textContent).toBe('0 of 5 tricks entered · Not entered: Anya, Boris, Chen.');
  });

  it("asks once for the berserker's back, stores it, and the game scores (vector 17)", async () => {
    const v = JSON.parse(readFileSync('test/vectors/royal-stake/17-full-game-three-players.json', 'utf8'));
    const ids: Record<string, string> = { A: 'id-a', B: 'id-b', C: 'id-c' };
    const input = JSON.parse(JSON.stringify({ ...v.input, printed: undefined }).replace(/"([ABC])"/g, (_m, id: string) => `"${ids[id]}"`));
    // The sheet stores every count entered, zeros too (the vector leaves zeros out).
    for (const round of input.rounds) for (const e of Object.values(round.players) as Array<{ won: object }>) e.won = { ...emptyWon(), ...e.won };
    const id = await open(input);
    const form = await vi.waitFor(() => {
      const f = root.querySelector<HTMLElement>('[data-testid="ask-card-value"]');
      expect(f?.querySelector('h2')?.textContent).toBe('What does the back of your Berserker show?');
      return f!;
    });
    await click(button(form, 'Save'));
    expect(form.querySelector('[role="alert"]')?.textContent).toBe('Enter the VP printed for each number of wins.');
    await type(labelled(form, 'Wins, line 1'), '2');
    await type(labelled(form, 'VP for 2 wins'), '50');
    await click(button(form, 'Save'));
    await vi.waitFor(() => expect(root.querySelector('[data-testid="total-Chen"]')?.textContent).toBe('290'));
    expect(await getCardValues('royal-stake')).toEqual({ 'royal-stake/bet/berserker/2': 50 });
    expect(root.querySelector('[data-testid="winner"]')?.textContent).toBe('Winner: Chen, 290 points');
    expect(root.querySelector('[data-testid="explained-Chen"]')?.textContent).toContain('entered by you');
    // The history's summary follows the answer without any further edit.
    await vi.waitFor(async () => expect((await getSession(id))!.result?.totals).toEqual({ 'id-a': 270, 'id-b': 240, 'id-c': 290 }));
  });

  it('setup offers only the ways to play that fit the table and needs distinct rulers', async () => {
    await act(async () => render(<ScoreScreen />, root));
    const name = root.querySelector<HTMLInputElement>('#picker-name')!;
    for (const n of ['Anya', 'Boris', 'Chen']) {
      await type(name, n);
      await act(async () => void name.form!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
    }
    const modes = [...root.querySelectorAll('input[type=radio]')].map((r) => r.parentElement!.textContent);
    expect(modes).toEqual(['Standard game (3–5 players)', '“I am King” (3 players)']);
    const start = button(root, 'Start') as HTMLButtonElement;
    expect(start.disabled).toBe(true);
    for (const [n, c] of [
      ['Anya', 'red'],
      ['Boris', 'blue'],
      ['Chen', 'red'],
    ])
      await click(button(group(`${n}'s rulers`), c!));
    expect(button(group("Chen's rulers"), 'red').disabled).toBe(true);
    await click(button(group("Chen's rulers"), 'white'));
    expect(start.disabled).toBe(false);
    await act(async () => void start.form!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
    await vi.waitFor(async () => expect((await listSessions()).some((s) => s.game === 'royal-stake' && s.players.length === 3)).toBe(true));
    const made = (await listSessions()).find((s) => s.game === 'royal-stake' && s.players.length === 3)!;
    expect(made.data).toMatchObject({ mode: 'standard', players: [{ rulers: 'red' }, { rulers: 'blue' }, { rulers: 'white' }], rounds: [{}] });
  });

  it.each([
    ['two-players', 2, /Which king lies by the jester deal card/, 'Jester deal king'],
    ['i-am-king', 3, /Who is King this round\?/, 'Who is King'],
    ['team', 4, /Teams: Anya \+ Chen against Boris \+ Dana/, 'Tricks: Anya, Boris, Chen, Dana'],
    ['emperor', 5, /Emperor's side: Anya \+ Boris; the others: Chen \+ Dana \+ Eve/, 'Tricks: Anya, Boris, Chen, Dana, Eve'],
  ] as const)('the %s sheet opens on round 1 and asks for its own things', async (mode, n, text, first) => {
    const all = [...seats, { id: 'id-d', name: 'Dana', color: '#8e44ad' }, { id: 'id-e', name: 'Eve', color: '#b9770e' }].slice(0, n);
    const colours = ['white', 'black', 'red', 'blue', 'green'] as const;
    const rulers = Object.fromEntries(all.map((s, i) => [s.id, colours[i]!]));
    const session = await saveSession(
      newSession({
        game: 'royal-stake',
        kind: 'score',
        title: '',
        players: all,
        data: initialInput(all, { mode, rulers, options: { jesterDeal: false, cheerleaderAdvanced: false, baseSquads: false } }),
      }),
    );
    await act(async () => render(<ScoreScreen sessionId={session.id} />, root));
    await vi.waitFor(() => expect(root.querySelector('#rs-round-h')?.textContent).toMatch(/^Round 1 of [23]$/));
    expect(root.textContent).toMatch(text);
    const missing = root.querySelector('[data-testid="missing"]')?.textContent ?? '';
    expect(root.querySelector('[data-testid="missing"] li')?.textContent).toBe(first);
    expect(missing).not.toMatch(/id-[a-e]|undefined/);
  });
});
