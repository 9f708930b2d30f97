// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../../../src/i18n';
import { ScoreScreen } from '../../../../../src/games/sly-thieves/ui/ScoreScreen';
import { DEFAULT_BANK, initialInput } from '../../../../../src/games/sly-thieves/ui/input';
import { getSession, newSession, saveSession } from '../../../../../src/storage/sessions';
import { initTestI18n } from '../../../ui/i18n-setup';

const seats = [
  { id: 'a', name: 'Anya', color: '#c0392b' },
  { id: 'b', name: 'Boris', color: '#1f6fb2' },
];
let root: HTMLElement;

beforeAll(async () => {
  await initTestI18n('en');
  i18next.addResourceBundle('en', 'sly-thieves', JSON.parse(readFileSync('locales/en/sly-thieves.json', 'utf8')), true, true);
});
beforeEach(() => {
  document.body.innerHTML = '<div id="r"></div>';
  root = document.getElementById('r')!;
});

/** A sheet where every count was entered as 0 (a new sheet has them not entered). */
function zeroed(bank: typeof DEFAULT_BANK | null) {
  const input = initialInput(seats, 'basic', bank);
  return { ...input, players: input.players.map((p) => ({ ...p, tiles: { 1: 0, 2: 0, 3: 0 } })) };
}

async function openSheet(bank = { ...DEFAULT_BANK }, data: unknown = zeroed(bank)) {
  const session = await saveSession(newSession({ game: 'sly-thieves', kind: 'score', title: '', players: seats, data }));
  await act(async () => render(<ScoreScreen sessionId={session.id} />, root));
  await vi.waitFor(() => expect(root.querySelector('[data-testid="place-list"]')).not.toBeNull(), { timeout: 4000 });
  return session.id;
}
const inputLabelled = (label: string) => {
  const l = [...root.querySelectorAll('label')].find((x) => x.textContent === label)!;
  return root.querySelector<HTMLInputElement>(`[id="${l.getAttribute('for')}"]`)!;
};
async function type(label: string, text: string) {
  const input = inputLabelled(label);
  await act(async () => {
    input.value = text;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const firstGang = (s: { data: unknown } | undefined) => (s!.data as { players: unknown[] }).players[0];
const text = (testId: string) => root.querySelector(`[data-testid="${testId}"]`)?.textContent;

describe('Sly Thieves loot sheet (Подсчет очков)', () => {
  it('counts cash 1, gold bar 2, diamond 3 for the selected gang and saves before showing', async () => {
    const id = await openSheet();
    await type('Cash bundles, 1 point each', '5');
    await type('Gold bars, 2 points each', '3');
    await type('Diamonds, 3 points each', '1');
    await vi.waitFor(() => expect(text('total-Anya')).toBe('14'));
    expect(text('running-loot')).toBe('Anya: 14 points');
    expect(text('place-Anya')).toBe('1');
    expect((await getSession(id))!.data).toMatchObject({ players: [{ id: 'a', tiles: { 1: 5, 2: 3, 3: 1 } }, { id: 'b' }] });
    expect(text('loot-3')).toContain('Left in the bank: 9 of 10');
  });

  it('the switcher moves to the next gang; each gang keeps its own counts', async () => {
    await openSheet();
    await type('Diamonds, 3 points each', '2');
    await act(async () => root.querySelector<HTMLButtonElement>('[data-testid="next-gang"]')!.click());
    expect(root.querySelector('#gang-h')?.textContent).toContain('Loot of Boris');
    expect(inputLabelled('Diamonds, 3 points each').value).toBe('0');
    await type('Gold bars, 2 points each', '4');
    await vi.waitFor(() => expect(text('total-Boris')).toBe('8'));
    expect(text('gang-Anya')).toContain('6 points');
    expect(text('leader')).toContain('Boris, 8 points');
  });

  it('more diamonds than the stated split is refused with the reason, and the entry is kept (tile-distribution)', async () => {
    const id = await openSheet();
    await type('Diamonds, 3 points each', '11');
    await vi.waitFor(() => expect(root.querySelector('[data-testid="cannot-score"]')).not.toBeNull());
    expect(text('cannot-score')).toContain('Tiles worth 3 entered: 11, but the bank holds only 10');
    expect(root.querySelector('[data-testid="total-Anya"]')).toBeNull();
    expect(inputLabelled('Diamonds, 3 points each').value).toBe('11');
    expect(text('tile-bank')).toContain('1 too many');
    expect(firstGang(await getSession(id))).toEqual({ id: 'a', tiles: { 1: 0, 2: 0, 3: 11 } });
    await type('Diamonds, 3 points each', '10');
    await vi.waitFor(() => expect(text('total-Anya')).toBe('30'));
  });

  it('typing a fraction changes nothing (Stepper refusal)', async () => {
    const id = await openSheet();
    await type('Cash bundles, 1 point each', '2');
    await vi.waitFor(() => expect(text('total-Anya')).toBe('2'));
    // A new visit to the field (issue 20: a refusal goes back to the value the visit began with).
    act(() => inputLabelled('Cash bundles, 1 point each').focus());
    await type('Cash bundles, 1 point each', '3.5');
    expect(root.querySelector('[role=alert]')?.textContent).toContain('not a whole number');
    expect(firstGang(await getSession(id))).toEqual({ id: 'a', tiles: { 1: 2, 2: 0, 3: 0 } });
    expect(text('total-Anya')).toBe('2');
  });

  it('breakdown rows explain each value and link to the scoring section', async () => {
    await openSheet();
    await type('Gold bars, 2 points each', '3');
    await vi.waitFor(() => expect(text('total-Anya')).toBe('6'));
    const rows = [...root.querySelectorAll('.breakdown details')][0]!;
    expect(rows.textContent).toContain('3 gold bars (2 points each)');
    expect(rows.querySelector('a.rule-link')?.getAttribute('href')).toBe('#/game/sly-thieves/rules/scoring-values');
  });

  it('a new sheet shows counts as not entered (not 0), places only complete gangs and blocks Finish until all are in', async () => {
    await openSheet({ ...DEFAULT_BANK }, initialInput(seats, 'basic', { ...DEFAULT_BANK }));
    expect(text('still-missing')).toContain('Anya: Cash bundles, Gold bars, Diamonds');
    expect(inputLabelled('Cash bundles, 1 point each').value).toBe('');
    expect(text('place-Anya')).toBe('—');
    expect(root.querySelector<HTMLButtonElement>('[data-testid="finish"]')!.disabled).toBe(true);
    await type('Cash bundles, 1 point each', '4');
    await type('Gold bars, 2 points each', '0');
    await type('Diamonds, 3 points each', '0');
    await vi.waitFor(() => expect(text('total-Anya')).toBe('4'));
    expect(text('place-Anya')).toBe('1');
    expect(text('place-Boris')).toBe('—'); // Boris's counts are still missing: no place yet
    expect(text('still-missing')).not.toContain('Anya');
    expect(root.querySelector<HTMLButtonElement>('[data-testid="finish"]')!.disabled).toBe(true);
  });

  it('equal loot is said in words: the book names no tie-break (ruling-ties)', async () => {
    await openSheet();
    await type('Gold bars, 2 points each', '1');
    await act(async () => root.querySelector<HTMLButtonElement>('[data-testid="next-gang"]')!.click());
    await type('Cash bundles, 1 point each', '2');
    await vi.waitFor(() => expect(text('tie-breaks')).toBe('Anya and Boris share place 1: equal totals (2), and the rules break no tie.'));
  });

  it('a custom split is edited as gold bars and diamonds, cash bundles filling the 60 rooms (ruling-tile-distribution)', async () => {
    const id = await openSheet();
    const custom = [...root.querySelectorAll<HTMLInputElement>('input[type=radio]')].find((r) => r.value === 'custom')!;
    await act(async () => custom.click());
    await type('Diamonds in the box', '12');
    await vi.waitFor(async () => expect((await getSession(id))!.data).toMatchObject({ distribution: { 1: 28, 2: 20, 3: 12 } }));
    expect(text('custom-bank')).toContain('the rest of the 60: 28');
    const none = [...root.querySelectorAll<HTMLInputElement>('input[type=radio]')].find((r) => r.value === 'none')!;
    await act(async () => none.click());
    await vi.waitFor(async () => expect('distribution' in ((await getSession(id))!.data as object)).toBe(false));
    expect(text('tile-bank')).toContain('only the total of 60 tiles is checked');
  });
});
