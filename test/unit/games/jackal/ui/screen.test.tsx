// @vitest-environment happy-dom
// The Jackal screen in a DOM with real storage (fake IndexedDB): one tap per pirate per island,
// the scorer's refusal shown without losing anything, and the arrival judge booking an island
// — «Ход игры», шаги 5-6; «Можно ли потратить монеты?»; «Как понять, кто пришёл к кладу первым?».
import { readFileSync } from 'node:fs';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ScoreScreen } from '../../../../../src/games/jackal/ui/ScoreScreen';
import { newSheet, type JackalSheet } from '../../../../../src/games/jackal/ui/sheet';
import { i18next } from '../../../../../src/i18n';
import { getSession, newSession, saveSession } from '../../../../../src/storage/sessions';
import type { SeatRecord } from '../../../../../src/storage/types';
import { initTestI18n } from '../../../../unit/ui/i18n-setup';

const SEATS: SeatRecord[] = [
  { id: 'seat-anne', name: 'Anne', color: '#c0392b' },
  { id: 'seat-bonny', name: 'Bonny', color: '#1f6fb2' },
  { id: 'seat-calico', name: 'Calico', color: '#2e7d32' },
];

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle('en', 'jackal', JSON.parse(readFileSync('locales/en/jackal.json', 'utf8')));
});
beforeEach(() => {
  document.body.innerHTML = '<div id="r"></div>';
});

const $ = (testId: string) => document.querySelector<HTMLElement>(`[data-testid="${testId}"]`);
const text = (testId: string) => $(testId)?.textContent ?? null;

/** Waits (saves are async IndexedDB writes) until `check` holds, re-rendering as it goes. */
async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (check()) return;
    await act(() => new Promise((r) => setTimeout(r, 10)));
  }
  throw new Error(`timed out waiting for ${what}\n${document.body.textContent?.slice(0, 400)}`);
}

/** A button inside `scope` whose visible text is exactly `label`. */
function button(scope: HTMLElement | Document, label: string): HTMLButtonElement {
  const b = [...scope.querySelectorAll('button')].find((x) => x.textContent?.trim() === label);
  if (!b) throw new Error(`no button "${label}"`);
  return b;
}
const click = (b: HTMLElement) => act(() => b.click());

async function mount(data: unknown): Promise<string> {
  const session = newSession({ game: 'jackal', kind: 'score', title: '', players: SEATS, data });
  await saveSession(session);
  act(() => render(<ScoreScreen sessionId={session.id} />, document.getElementById('r')!));
  await until(() => !!document.querySelector('h1'), 'the sheet');
  return session.id;
}

describe('island by island — «Ход игры», шаг 5; «Можно ли потратить монеты?»', () => {
  it('one tap per pirate, a Tortuga trade, totals and places live, everything saved', async () => {
    const id = await mount(newSheet(SEATS.map((s) => s.id)));
    await until(() => text('total-Anne') === '0', 'scorer');
    await click(button($('island-Anne')!, '3'));
    await click(button($('island-Bonny')!, '1'));
    await until(() => text('total-Anne') === '3' && text('total-Bonny') === '1', 'island 1 totals');
    await click($('next-island')!);
    await until(() => document.querySelector('h2')?.textContent === 'Island 2 of 10', 'island 2');
    await click($('island-Anne')!.querySelector<HTMLElement>('[data-testid="tortuga-toggle"]')!);
    await click(button($('island-Anne')!, '−2 → 3 cards'));
    await click(button($('island-Calico')!, '2'));
    await until(() => text('total-Anne') === '1' && text('total-Calico') === '2', 'island 2 totals');
    expect(text('cell-Anne-2')).toContain('T −2');
    expect(text('standing')).toBe('Leading: Calico (coins: 2)');
    expect(text('place-Anne')).toBe('2 (shared)');
    const saved = (await getSession(id))!.data as JackalSheet;
    expect(saved.players.map((p) => p.islands)).toEqual([
      [3, -2],
      [1, 0],
      [0, 2],
    ]);
  });

  it('the token passes left: island 2 is opened by the second seat', async () => {
    await mount({ ...newSheet(SEATS.map((s) => s.id)), players: SEATS.map((s) => ({ id: s.id, islands: [0, 0] })) });
    await until(() => !!$('token'), 'token line');
    expect($('token')!.querySelector('select')!.value).toBe('seat-bonny');
    expect(text('token')).toContain('passes left to Calico');
  });

  it('an impossible saved sheet shows why, by name, and keeps every number', async () => {
    const data = { players: SEATS.map((s, i) => ({ id: s.id, islands: i === 0 ? [1, -3] : [0, 0] })) };
    await mount(data);
    await until(() => !!$('refusal'), 'the refusal');
    // The refusal sits at Anne's coins for island 2, in the panel (issue 10: next to the field).
    expect($('island-Anne')!.querySelector('[data-testid="refusal"]')?.textContent).toBe('Anne, island 2: cannot spend 3 at Tortuga with 1 in the purse.');
    expect(($('finish') as HTMLButtonElement).disabled).toBe(true);
    expect(text('cell-Anne-2')).toContain('T −3');
    expect(text('total-Anne')).toBe('—');
  });
});

describe('the arrival judge — «Как понять, кто пришёл к кладу первым?»', () => {
  it('equal steps go to the pirate closer clockwise to the first player; booking writes the coins', async () => {
    const id = await mount({ ...newSheet(SEATS.map((s) => s.id)), starter: 'seat-bonny' });
    await click($('judge-open')!);
    for (const name of ['Anne', 'Bonny', 'Calico']) {
      await click($(`judge-pirate-${name}`)!);
      await until(() => $(`judge-pirate-${name}`)!.getAttribute('aria-pressed') === 'true', `${name} picked`);
      await click($('add-arrowVertical')!);
      await until(() => !!$('cell-picker'), 'cell picker');
      await click($('cell-big')!);
      await until(() => text('row-card-1')?.includes('Big (3)') ?? false, `${name}'s move`);
    }
    await until(() => !!$('order-big'), 'the verdict');
    expect(text('order-big')).toContain('1. Bonny (step 1): 3 · 2. Calico (step 1): 2 · 3. Anne (step 1): 1');
    expect(text('verdict-Anne')).toContain('closer clockwise to the first player (Bonny)');
    expect(document.body.textContent).not.toContain('seat-');
    await click($('book')!);
    await until(() => !!$('booked'), 'booked');
    expect([text('total-Anne'), text('total-Bonny'), text('total-Calico')]).toEqual(['1', '3', '2']);
    const saved = (await getSession(id))!.data as JackalSheet;
    expect(saved.judged?.['1']?.rows['seat-anne']).toEqual([{ card: 'arrowVertical', to: ['big'] }]);
  });

  it('a robber without a weapon ends the turn, with the reason and its rule link', async () => {
    await mount(newSheet(SEATS.map((s) => s.id)));
    await click($('judge-open')!);
    await click($('add-horse')!);
    await until(() => !!$('cell-picker'), 'cell picker');
    await click($('cell-robber')!);
    await until(() => !!$('judge-error'), 'the others still owe cards');
    expect(text('judge-error')).toBe("Bonny: lay at least one card of your own (rivals' rum does not count).");
    for (const name of ['Bonny', 'Calico']) {
      await click($(`judge-pirate-${name}`)!);
      await until(() => $(`judge-pirate-${name}`)!.getAttribute('aria-pressed') === 'true', `${name} picked`);
      await click($('add-arrowHorizontal')!);
      await until(() => !!$('cell-picker'), 'cell picker');
      await click($('cell-empty')!);
      await until(() => text('row-card-1')?.includes('Empty') ?? false, `${name}'s move`);
    }
    await until(() => !!$('verdict-Anne'), 'the verdict');
    expect(text('verdict-Anne')).toContain('Step 1: a robber and no weapon, turn over, no coins');
    expect($('verdict-Anne')!.querySelector('a')!.getAttribute('href')).toBe('#/game/jackal/rules/robbers');
  });
});
