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
import { setCount, startingInput } from '../../../../../src/games/knights-vs-steambots/ui/model';
import { getSession, newSession, saveSession } from '../../../../../src/storage/sessions';
import { initTestI18n } from '../../../ui/i18n-setup';
import { manifest } from '../../../../../src/games/knights-vs-steambots/index';

const GAME = manifest.id;
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

/** A sheet where each player's required counts were entered: `knights` alive, empty victory piles. */
function entered(variant: Variant, knights: number | null = variant === 'kids-easy' ? null : variant === 'standard' ? 2 : 3) {
  let d: unknown = startingInput(
    variant,
    seats.map((s) => s.id),
  );
  for (const s of seats) {
    if (knights !== null) d = setCount(d, s.id, 'knights', knights);
    for (const f of ['victories.simple', 'victories.spearman', 'victories.armoured'] as const) d = setCount(d, s.id, f, 0);
  }
  return d as { variant: Variant; players: Array<Record<string, unknown>> };
}

async function openSheet(variant: Variant = 'standard', data: unknown = entered(variant)) {
  const session = await saveSession(newSession({ game: GAME, kind: 'score', title: '', players: seats, data }));
  await act(async () => render(<ScoreScreen sessionId={session.id} />, root));
  await vi.waitFor(() => expect(root.querySelector('[data-testid="place-list"]')).not.toBeNull(), { timeout: 4000 });
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
    await vi.waitFor(() => expect(text('total-Boris')).toBe('\u22121'));
    expect(text('place-Anya')).toBe('1');
  });

  it('an impossible player is refused next to the field, by name; the others keep their totals; Finish waits (Рыцарь <-> Призрак)', async () => {
    const id = await openSheet();
    await click(root.querySelector('[data-field="ghost"] input'));
    await vi.waitFor(() =>
      expect(root.querySelector('[data-field="ghost"] ~ [data-testid="refusal"]')?.textContent).toBe('Anya: a ghost cannot have living knights or a mage.'),
    );
    expect(root.querySelector('[data-testid="total-Anya"]')).toBeNull();
    expect(text('total-Boris')).toBe('2'); // the other player's total stays
    expect(root.querySelector<HTMLButtonElement>('[data-testid="finish"]')!.disabled).toBe(true);
    expect(field('knights')!.value).toBe('2');
    await type(field('knights')!, '0');
    await vi.waitFor(() => expect(text('total-Anya')).toBe('1')); // ghost: 1 gold
    expect(root.querySelector<HTMLButtonElement>('[data-testid="finish"]')!.disabled).toBe(false);
    expect(((await getSession(id))!.data as { players: Array<{ ghost: boolean }> }).players[0]!.ghost).toBe(true);
  });

  it('a refusal about another player offers to open their cards', async () => {
    const data = entered('standard');
    data.players[1]!.settings = 1;
    await openSheet('standard', data);
    await vi.waitFor(() => expect(text('refused-Boris')).toContain('Settings: 1, possible at most: 0'));
    expect(text('total-Anya')).toBe('2');
    await click(root.querySelector('[data-testid="show-refused"]'));
    expect(root.querySelector('#kvs-player-h')?.textContent).toContain('Boris');
    expect(field('settings')!.value).toBe('1');
    expect(root.querySelector('[data-field="settings"] [data-testid="refusal"]')?.textContent).toContain('Boris: settings: 1');
  });

  it('a new sheet shows knights and the victory pile as missing, not 0, and places nobody until entered', async () => {
    await openSheet(
      'standard',
      startingInput(
        'standard',
        seats.map((s) => s.id),
      ),
    );
    expect(text('still-missing')).toContain(
      'Anya: Knights alive (cooks too), Simple in the victory pile, Spearman in the victory pile, Armoured in the victory pile',
    );
    expect(field('knights')!.value).toBe('');
    expect(text('place-Anya')).toBe('—');
    expect(root.querySelector<HTMLButtonElement>('[data-testid="finish"]')!.disabled).toBe(true);
    await type(field('knights')!, '2');
    for (const f of ['victories.simple', 'victories.spearman', 'victories.armoured']) await type(field(f)!, '0');
    expect(text('refused-Boris')).toBeUndefined(); // missing values are not a refusal
    await vi.waitFor(() => expect(text('total-Anya')).toBe('2'), { timeout: 3000 });
    expect(text('place-Anya')).toBe('1');
    expect(text('still-missing')).not.toContain('Anya');
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
    const data = entered('standard'); // 2 knights each, then switched to version 1
    await openSheet('kids-easy', { ...data, variant: 'kids-easy' });
    expect(text('refused-Anya')).toContain('does not count');
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
    await vi.waitFor(() => expect(text('total-Anya')).toBe('\u22121'));
    await vi.waitFor(() => expect(inputs().map((i) => i.value)).toEqual(['\u22123'])); // the stepper follows after its effect
  });
});
