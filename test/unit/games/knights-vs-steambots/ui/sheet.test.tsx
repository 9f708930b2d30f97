// @vitest-environment happy-dom
// The gold-count sheet in a DOM: live totals, refusals that keep what was entered, fields per
// variant, personal orders ("Подсчет очков", "Дополнение «Личные Поручения»", "Простые правила").
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../../../src/i18n';
import type { Variant } from '../../../../../src/games/knights-vs-steambots/data/limits';
import { ScoreScreen } from '../../../../../src/games/knights-vs-steambots/ui/ScoreScreen';
import { startingInput } from '../../../../../src/games/knights-vs-steambots/ui/model';
import { getSession, newSession, saveSession } from '../../../../../src/storage/sessions';
import { initTestI18n } from '../../../ui/i18n-setup';

const GAME = 'knights-vs-steambots';
const seats = [
  { id: 'a', name: 'Anya', color: '#c0392b' },
  { id: 'b', name: 'Boris', color: '#1f6fb2' },
];
let root: HTMLElement;

beforeAll(async () => {
  await initTestI18n('en');
  i18next.addResourceBundle('en', GAME, JSON.parse(readFileSync(`locales/en/${GAME}.json`, 'utf8')), true, true);
});
beforeEach(() => {
  document.body.innerHTML = '<div id="r"></div>';
  root = document.getElementById('r')!;
});

async function openSheet(variant: Variant = 'standard', data: unknown = startingInput(variant, seats.map((s) => s.id))) {
  const session = await saveSession(newSession({ game: GAME, kind: 'score', title: '', players: seats, data }));
  await act(async () => render(<ScoreScreen sessionId={session.id} />, root));
  await vi.waitFor(() => expect(root.querySelector('[data-testid="total-Anya"], [data-testid="cannot-score"]')).not.toBeNull());
  return session.id;
}
const field = (f: string) => root.querySelector<HTMLInputElement>(`[data-field="${f}"] input`);
async function type(input: HTMLInputElement, text: string) {
  await act(async () => {
    input.value = text;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
async function click(el: Element | null) {
  await act(async () => (el as HTMLElement).click());
}
const text = (testId: string) => root.querySelector(`[data-testid="${testId}"]`)?.textContent;
const sections = () => [...root.querySelectorAll('[data-section]')].map((s) => s.getAttribute('data-section'));

describe('Knights vs Steambots gold sheet', () => {
  it('counts as the player types, saves before showing, and moves on to the next player (Подсчет очков)', async () => {
    const id = await openSheet();
    expect(text('total-Anya')).toBe('2'); // two dealt knights
    await type(field('victories.armoured')!, '2');
    await vi.waitFor(() => expect(text('total-Anya')).toBe('6'));
    expect(((await getSession(id))!.data as { players: Array<{ victories: { armoured: number } }> }).players[0]!.victories.armoured).toBe(2);
    await click(root.querySelector('[data-testid="next-player"]'));
    expect(root.querySelector('#kvs-player-h')?.textContent).toContain('Boris');
    await type(field('hand.dragon')!, '1');
    await vi.waitFor(() => expect(text('total-Boris')).toBe('-1'));
    expect(text('place-Anya')).toBe('1');
  });

  it('an impossible table shows the reason instead of totals and keeps the numbers (Рыцарь <-> Призрак)', async () => {
    const id = await openSheet();
    await click(root.querySelector('[data-field="ghost"] input'));
    await vi.waitFor(() => expect(text('cannot-score')).toContain('A ghost cannot have living knights'));
    expect(root.querySelector('[data-testid="total-Anya"]')).toBeNull();
    expect(field('knights')!.value).toBe('2');
    await type(field('knights')!, '0');
    await vi.waitFor(() => expect(text('total-Anya')).toBe('1')); // ghost: 1 gold
    expect(((await getSession(id))!.data as { players: Array<{ ghost: boolean }> }).players[0]!.ghost).toBe(true);
  });

  it('a refusal about another player offers to open their cards', async () => {
    const data = startingInput('standard', ['a', 'b']);
    data.players[1]!.settings = 1;
    await openSheet('standard', data);
    await vi.waitFor(() => expect(text('cannot-score')).toContain('settings'));
    await click(root.querySelector('[data-testid="show-refused"]'));
    expect(root.querySelector('#kvs-player-h')?.textContent).toContain('Boris');
    expect(field('settings')!.value).toBe('1');
  });

  it('shows only what the variant counts (rules page {#scoring-kids})', async () => {
    await openSheet('standard');
    expect(sections()).toEqual(['team', 'victories', 'inventory', 'hand', 'orders']);
    expect(root.querySelector('[data-testid="reminder"]')).not.toBeNull();
    document.body.innerHTML = '<div id="r"></div>';
    root = document.getElementById('r')!;
    await openSheet('kids-easy');
    expect(sections()).toEqual(['victories', 'inventory']);
    expect(field('inventory.trap')).toBeNull();
    expect(field('settings')).toBeNull();
    expect(root.querySelector('[data-testid="reminder"]')).toBeNull();
  });

  it('a value the variant ignores stays visible with a note until it is 0 (Простые правила, Версия 1)', async () => {
    const data = startingInput('standard', ['a', 'b']); // 2 knights each, then switched to version 1
    await openSheet('kids-easy', { ...data, variant: 'kids-easy' });
    expect(text('cannot-score')).toContain('does not count');
    expect(sections()).toEqual(['team', 'victories', 'inventory']);
    expect(root.querySelector('[data-section="team"] .field-error')).not.toBeNull();
    await type(field('knights')!, '0');
    await vi.waitFor(() => expect(sections()).toEqual(['victories', 'inventory']));
  });

  it('personal orders: signed numbers added and removed, each marked as entered by you (Личные Поручения)', async () => {
    await openSheet();
    await click(root.querySelector('[data-testid="add-order"]'));
    await vi.waitFor(() => expect(root.querySelectorAll('[data-testid="orders"] li')).toHaveLength(1));
    await click(root.querySelector('[data-testid="add-order"]'));
    await vi.waitFor(() => expect(root.querySelectorAll('[data-testid="orders"] li')).toHaveLength(2));
    const inputs = () => [...root.querySelectorAll<HTMLInputElement>('[data-testid="orders"] input')];
    await type(inputs()[0]!, '4');
    await vi.waitFor(() => expect(text('total-Anya')).toBe('6'));
    await type(inputs()[1]!, '-3');
    await vi.waitFor(() => expect(text('total-Anya')).toBe('3'));
    expect(root.querySelector('[data-testid="orders"] li')?.textContent).toContain('entered by you');
    await click(root.querySelector('[data-testid="orders"] li:first-child > button')); // its ×
    await vi.waitFor(() => expect(text('total-Anya')).toBe('-1'));
    expect(inputs().map((i) => i.value)).toEqual(['-3']);
  });
});
