// @vitest-environment happy-dom
// Issue 11 (two tabs, failed saves) and the house rule "an entry can never mislead": a count
// whose save did not land (storage failed, or the person kept the other tab's value) does not
// stay on screen as if it were saved; the field shows the stored value again and says why.
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../../../../src/i18n';
import { CountField } from '../../../../../../src/games/royal-stake/ui/score/CountField';
import { ScoreScreen } from '../../../../../../src/games/royal-stake/ui/score/ScoreScreen';
import { initialInput } from '../../../../../../src/games/royal-stake/ui/score/input';
import { getSession, newSession, saveSession } from '../../../../../../src/storage/sessions';
import type { SessionRecord } from '../../../../../../src/storage/types';
import { initTestI18n } from '../../../../ui/i18n-setup';

// Storage that fails on demand: the sheet's saves go through this, the test's own setup does not.
const storage = vi.hoisted(() => ({ failing: false }));
vi.mock('../../../../../../src/storage/sessions', async (load) => {
  const real = await load<typeof import('../../../../../../src/storage/sessions')>();
  return {
    ...real,
    saveSession: (s: SessionRecord) => (storage.failing ? Promise.reject(new Error('disk full')) : real.saveSession(s)),
  };
});

beforeAll(async () => {
  await initTestI18n('en');
  i18next.addResourceBundle('en', 'royal-stake', JSON.parse(readFileSync('locales/en/royal-stake.json', 'utf8')), true, true);
});
let root: HTMLElement;
beforeEach(() => {
  storage.failing = false;
  document.body.innerHTML = '<div id="r"></div>';
  root = document.getElementById('r')!;
});
const field = () => root.querySelector('input')!;
async function type(el: HTMLInputElement, text: string) {
  await act(async () => {
    el.focus();
    el.value = text;
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
/** A promise the test settles when it chooses, like a save waiting on the other tab's question. */
function later() {
  let settle!: (saved: boolean) => void;
  const promise = new Promise<boolean>((r) => (settle = r));
  return { promise, settle };
}

describe('CountField when a save does not land', () => {
  it('a failed save: the field goes back to the stored count and says the typed one was not saved', async () => {
    const onChange = vi.fn().mockResolvedValueOnce(false).mockResolvedValue(true);
    await act(async () => render(<CountField label="Blue cards won" value={2} max={8} onChange={onChange} />, root));
    await type(field(), '5');
    await vi.waitFor(() => expect(field().value).toBe('2'));
    expect(root.querySelector('[role="alert"]')?.textContent).toBe('Blue cards won: “5” could not be saved; the field shows what is stored.');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    // Typing again starts afresh: the note goes, and a save that lands brings none back.
    await type(field(), '3');
    await act(() => new Promise((r) => setTimeout(r, 10)));
    expect(root.querySelector('[role="alert"]')).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith(3);
  });

  it('"keep the other tab\'s": the field shows their value and says so', async () => {
    const save = later();
    const draw = (value: number | undefined) => render(<CountField label="Tricks of Anya" value={value} max={5} onChange={() => save.promise} />, root);
    await act(async () => draw(undefined));
    await type(field(), '4');
    expect(field().value).toBe('4'); // on its way: what was typed stays meanwhile
    // The other tab had saved 1; the person keeps it: the stored value changes, the save reports false.
    await act(async () => draw(1));
    expect(field().value).toBe('4');
    await act(async () => save.settle(false));
    await vi.waitFor(() => expect(field().value).toBe('1'));
    expect(root.querySelector('[role="alert"]')?.textContent).toBe('Tricks of Anya: “4” not saved; the other tab’s value was kept: 1.');
  });

  it('a save that lands shows no note, and a stale answer to an older keystroke changes nothing', async () => {
    const first = later();
    const saves = [first.promise, Promise.resolve(true)];
    const draw = (value: number | undefined) => render(<CountField label="Tricks of Anya" value={value} max={5} onChange={() => saves.shift()!} />, root);
    await act(async () => draw(undefined));
    await type(field(), '4');
    await type(field(), '3'); // a later keystroke takes over before the first save answers
    await act(async () => draw(3));
    await act(async () => first.settle(false));
    await act(() => new Promise((r) => setTimeout(r, 10)));
    expect(field().value).toBe('3');
    expect(root.querySelector('[role="alert"]')).toBeNull();
  });
});

describe('the Royal Stake sheet passes the save result to its count fields', () => {
  it('tricks typed while storage fails go back to "not entered", with the reason next to the field', async () => {
    const seats = [
      { id: 'id-a', name: 'Anya', color: '#c0392b' },
      { id: 'id-b', name: 'Boris', color: '#1f6fb2' },
      { id: 'id-c', name: 'Chen', color: '#2e7d32' },
    ];
    const data = initialInput(seats, {
      mode: 'standard',
      rulers: { 'id-a': 'red', 'id-b': 'blue', 'id-c': 'white' },
      options: { jesterDeal: false, cheerleaderAdvanced: false, baseSquads: false },
    });
    const session = await saveSession(newSession({ game: 'royal-stake', kind: 'score', title: '', players: seats, data }));
    await act(async () => render(<ScoreScreen sessionId={session.id} />, root));
    const tricks = await vi.waitFor(() => {
      const el = root.querySelector<HTMLInputElement>('[data-testid="tricks-Anya"] input');
      if (!el) throw new Error('no tricks field yet');
      return el;
    });
    storage.failing = true;
    await type(tricks, '2');
    await vi.waitFor(() => expect(tricks.value).toBe(''));
    const note = root.querySelector('[data-testid="tricks-Anya"] [role="alert"]');
    expect(note?.textContent).toBe(
      'Tricks of Anya: “2” could not be saved; the field shows what is stored.'.replace(
        'Tricks of Anya',
        i18next.t('royal-stake:scoreUi.tricks.of', { name: 'Anya' }),
      ),
    );
    const saved = (await getSession(session.id))!.data as { rounds: Array<{ players: Record<string, { tricks?: number }> }> };
    expect(saved.rounds[0]!.players['id-a']!.tricks).toBeUndefined();
    // Storage back: the same count saves and stays.
    storage.failing = false;
    await type(tricks, '2');
    await vi.waitFor(async () => expect(((await getSession(session.id))!.data as typeof saved).rounds[0]!.players['id-a']!.tricks).toBe(2));
    expect(root.querySelector('[data-testid="tricks-Anya"] [role="alert"]')).toBeNull();
    await act(async () => render(null, root));
  });
});
