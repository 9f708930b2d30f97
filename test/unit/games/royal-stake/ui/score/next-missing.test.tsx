// @vitest-environment happy-dom
// Issue 10, "Royal Stake at table speed": the round's next action sits where the entry ends, and
// "Next: …" takes the table to the first value still missing (Подсчёт очков: a round counts only
// once every value it needs is in).
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../../../../src/i18n';
import { ScoreScreen } from '../../../../../../src/games/royal-stake/ui/score/ScoreScreen';
import { addRound, mapEntry, patchRound } from '../../../../../../src/games/royal-stake/ui/score/edits';
import { focusFirst, missingPlaces } from '../../../../../../src/games/royal-stake/ui/score/focusMissing';
import { initialInput, type RsInput, type StdEntry } from '../../../../../../src/games/royal-stake/ui/score/input';
import { getSession, newSession, saveSession } from '../../../../../../src/storage/sessions';
import { initTestI18n } from '../../../../ui/i18n-setup';

const seats = [
  { id: 'id-a', name: 'Anya', color: '#c0392b' },
  { id: 'id-b', name: 'Bo "B" \\', color: '#1f6fb2' },
  { id: 'id-c', name: 'Chen', color: '#2e7d32' },
];
const labels = { dealKing: 'Deal?', king: 'King?', rulersOf: (n: string) => `${n}: rulers` };
let root: HTMLElement;

beforeAll(async () => {
  await initTestI18n('en');
  i18next.addResourceBundle('en', 'royal-stake', JSON.parse(readFileSync('locales/en/royal-stake.json', 'utf8')), true, true);
});
beforeEach(() => {
  document.body.innerHTML = '<div id="r"></div>';
  root = document.getElementById('r')!;
});

/** Squads in; Anya's tricks typed, Bo's and Chen's not. */
function squadsAndOneTrick(): RsInput {
  let i: RsInput = initialInput(seats, {
    mode: 'standard',
    rulers: { 'id-a': 'red', 'id-b': 'blue', 'id-c': 'white' },
    options: { jesterDeal: false, cheerleaderAdvanced: false, baseSquads: false },
  });
  const set = (id: string, patch: Partial<StdEntry>) => (i = mapEntry<StdEntry>(i, 0, id, (e) => ({ ...e, ...patch })));
  set('id-a', { bets: ['cardsharp'], faceUp: ['hermit', 'militia'], tricks: 3 });
  set('id-b', { bets: ['ninja'], faceUp: ['berserker', 'samurai'] });
  set('id-c', { bets: ['jester'], faceUp: ['healer', 'collector'] });
  return i;
}

describe('"Next: …" takes you to the first missing value', () => {
  it("tapping it focuses the first missing field (Bo's tricks), whose name needs quoting", async () => {
    const session = await saveSession(newSession({ game: 'royal-stake', kind: 'score', title: '', players: seats, data: squadsAndOneTrick() }));
    await act(async () => render(<ScoreScreen sessionId={session.id} />, root));
    const next = await vi.waitFor(() => {
      const b = root.querySelector<HTMLButtonElement>('[data-testid="next-missing"]');
      if (!b) throw new Error('no "Next" button yet');
      return b;
    });
    expect(next.textContent).toBe('Next: Tricks — Bo "B" \\');
    await act(async () => next.click());
    const field = [...root.querySelectorAll('[data-testid]')].find((e) => e.getAttribute('data-testid') === 'tricks-Bo "B" \\')!;
    expect(field).toBeTruthy();
    expect(field.contains(document.activeElement)).toBe(true);
    expect(document.activeElement!.tagName).toBe('INPUT');
  });
  it("falls back to the player's card panel, then reports nothing found", () => {
    root.innerHTML = '<fieldset data-testid="cards-Chen"><button type="button">Chen</button></fieldset>';
    const sel = missingPlaces({ field: 'green', player: 'id-c' }, 'Chen', labels);
    expect(sel).toEqual([
      { attr: 'data-testid', value: 'won-Chen-green' },
      { attr: 'data-testid', value: 'cards-Chen' },
    ]);
    expect(focusFirst(sel)).toBe(true);
    expect(document.activeElement!.textContent).toBe('Chen');
    expect(focusFirst(missingPlaces({ field: 'tricks', player: 'id-c' }, 'Chen', labels))).toBe(false);
  });
  it('round questions point at their chip groups; catch-up kings at their group', () => {
    expect(missingPlaces({ field: 'dealKing' }, '', labels)).toEqual([{ attr: 'aria-label', value: 'Deal?' }]);
    expect(missingPlaces({ field: 'rulers', player: 'x' }, 'Ann', labels)).toEqual([{ attr: 'aria-label', value: 'Ann: rulers' }]);
    expect(missingPlaces({ field: 'catchUpKings', player: 'x' }, 'Ann', labels)[0]).toEqual({ attr: 'data-testid', value: 'catch-up-Ann' });
  });
  // Игра вдвоём, «Раунды 2 и 3» (ruling-catch-up-kings): only the player 100+ behind is asked.
  it('two players, round 3: "Next" goes to the trailing player\'s catch-up kings; "none" is saved as []', async () => {
    const two = seats.slice(0, 2);
    const set = (i: RsInput, r: number, id: string, patch: Partial<StdEntry>) => mapEntry<StdEntry>(i, r, id, (e) => ({ ...e, ...patch }));
    let i: RsInput = initialInput(two, {
      mode: 'two-players',
      rulers: { 'id-a': 'red', 'id-b': 'blue' },
      options: { jesterDeal: true, cheerleaderAdvanced: false, baseSquads: false },
    });
    for (const [r, deal] of [
      [0, 'white'],
      [1, 'green'],
      [2, 'black'],
    ] as const) {
      if (r > 0) i = addRound(i);
      i = patchRound(i, r, { jesterDealKing: deal });
      i = set(i, r, 'id-a', { bets: ['ninja'], faceUp: ['militia', 'samurai'], tricks: 9, dealPenaltyCards: 0 });
      i = set(i, r, 'id-b', { bets: ['cardsharp'], faceUp: ['hermit', 'berserker'], tricks: 0 });
    }
    const session = await saveSession(newSession({ game: 'royal-stake', kind: 'score', title: '', players: two, data: i }));
    await act(async () => render(<ScoreScreen sessionId={session.id} />, root));
    const next = await vi.waitFor(() => {
      const b = root.querySelector<HTMLButtonElement>('[data-testid="next-missing"]');
      if (!b) throw new Error('no "Next" button yet');
      return b;
    });
    expect(next.textContent).toBe('Next: Catch-up kings: taken or not — Anya');
    // Bo leads by 140: nothing to ask, nothing to tick by mistake.
    expect(root.querySelectorAll('[data-testid^="catch-up-"]').length).toBe(1);
    await act(async () => next.click());
    const group = root.querySelector<HTMLElement>('[data-testid="catch-up-Anya"]')!;
    expect(group.contains(document.activeElement)).toBe(true);
    const none = [...group.querySelectorAll('label')].find((l) => l.textContent === 'Took no catch-up king')!;
    await act(async () => none.querySelector('input')!.click());
    await vi.waitFor(async () => expect(((await getSession(session.id))!.data as RsInput).rounds[2]!.players['id-a']).toMatchObject({ extraKings: [] }));
    await vi.waitFor(() => expect(root.querySelector('[data-testid="next-missing"]')).toBeNull());
  });
});
