// @vitest-environment happy-dom
/**
 * Issue 23, a result scanned "into its own History, no connection needed": the pasted code shows
 * its game, players and totals, "Save to History" keeps it under the sender's session id, marked
 * as received and read-only; the same code again says it is already there and writes nothing; a
 * hostile code is refused in words and stores nothing. Statistics read it like any summary.
 */
import { readFileSync } from 'node:fs';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../../src/i18n';
import { AddResult } from '../../../../src/share/resultCode/AddResult';
import { encodeResult } from '../../../../src/share/resultCode/codec';
import type { CodedResult } from '../../../../src/share/resultCode/types';
import { HistoryRow } from '../../../../src/screens/history/HistoryRow';
import { closeDb } from '../../../../src/storage/db';
import { getSession, listSummaries, newSession, saveSession } from '../../../../src/storage/sessions';
import type { SessionSummary } from '../../../../src/storage/types';
import { PLAYER_COLORS } from '../../../../src/ui/colors';
import { gameStats } from '../../../../src/stats/games';
import { playerStats } from '../../../../src/stats/players';
import { initTestI18n } from '../../ui/i18n-setup';

const bundle = (ns: string) => JSON.parse(readFileSync(`locales/en/${ns}.json`, 'utf8'));
let root: HTMLElement;
beforeAll(async () => {
  await initTestI18n('en');
  for (const ns of ['play', 'share', 'records']) i18next.addResourceBundle('en', ns, bundle(ns));
});
beforeEach(() => {
  document.body.innerHTML = '<div id="r"></div>';
  root = document.getElementById('r')!;
});
afterEach(async () => {
  await act(() => render(null, root));
  await closeDb();
  indexedDB.deleteDatabase('stolik');
});

const RESULT: CodedResult = {
  game: 'jackal',
  kind: 'score',
  id: '6d1f3a2e-8c4b-4e7a-9f10-2b3c4d5e6f70',
  createdAt: Date.UTC(2026, 10, 28, 18),
  updatedAt: Date.UTC(2026, 10, 28, 19, 30),
  seats: [
    { name: 'Аня', color: PLAYER_COLORS[0], place: 1, total: 12 },
    { name: 'Борис', color: PLAYER_COLORS[1], place: 2, total: 7 },
    { name: 'Вика 🦊', color: '#123456', place: 1, total: 12 },
  ],
};
const CODE = encodeResult(RESULT, PLAYER_COLORS);
const q = (id: string) => root.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const all = (id: string) => [...root.querySelectorAll<HTMLElement>(`[data-testid="${id}"]`)].map((e) => e.textContent);

/** Types a code into the paste field and submits it, then waits for the answer. */
async function paste(text: string): Promise<void> {
  const area = q('add-result-input') as HTMLTextAreaElement;
  await act(() => {
    area.value = text;
    area.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await act(() => {
    q('add-result-submit')!
      .closest('form')!
      .dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
  await vi.waitFor(() => expect(q('add-result-preview') ?? q('add-result-error')).not.toBeNull(), { timeout: 10_000 });
}

async function mount(onSaved = vi.fn()) {
  await act(() => render(<AddResult onSaved={onSaved} onClose={() => undefined} />, root));
  return onSaved;
}

describe('Add a result from another phone', () => {
  it('previews the game, players and totals, saves it under the sender’s id, read-only and marked as received', async () => {
    const onSaved = await mount();
    await paste(CODE);
    expect(q('add-result-game')?.textContent).toBe('Jackal: the card game');
    expect(all('add-result-seat')).toEqual(['1. Аня: 12 coins', '1. Вика 🦊: 12 coins', '2. Борис: 7 coins']);
    await act(() => q('add-result-save')!.click());
    await vi.waitFor(() => expect(q('add-result-status')?.textContent).toBe('Saved: the game is now in History.'), { timeout: 10_000 });
    const [row] = (await listSummaries({ limit: 10 })).items;
    expect(row).toMatchObject({
      id: RESULT.id,
      game: 'jackal',
      kind: 'score',
      finished: true,
      received: true,
      totals: { '0': 12, '1': 7, '2': 12 },
      ranking: [['0', '2'], ['1']],
    });
    expect(row!.seats.map((s) => s.name)).toEqual(['Аня', 'Борис', 'Вика 🦊']);
    expect(onSaved).toHaveBeenCalledWith(row);

    // Statistics count it as they count any finished game: one play of Jackal, Аня and Вика share the win.
    const byName = (seat: { name: string }) => seat.name;
    expect(gameStats([row!], byName)[0]).toMatchObject({ gameId: 'jackal', plays: 1, players: 3 });
    const stats = new Map(playerStats([row!], byName).map((p) => [p.key, p]));
    expect([stats.get('Аня')?.wins, stats.get('Вика 🦊')?.wins, stats.get('Борис')?.wins]).toEqual([1, 1, 0]);

    // History shows it, not as a link (there is no sheet here), and says where it came from.
    await act(() =>
      render(
        <HistoryRow s={row!} players={[]} lang="en" t={i18next.getFixedT('en', 'records')} tc={i18next.getFixedT('en', 'common')} onDelete={() => undefined} />,
        root,
      ),
    );
    expect(root.querySelector('a.h-main')).toBeNull();
    expect(root.querySelector('.h-main')?.textContent).toContain('received from another phone (only the result is kept here)');
  });

  it('the same code twice says it is already there and writes nothing', async () => {
    await mount();
    await paste(CODE);
    await act(() => q('add-result-save')!.click());
    await vi.waitFor(() => expect(q('add-result-status')?.textContent).toMatch(/Saved/), { timeout: 10_000 });
    const first = await getSession(RESULT.id);
    await paste(CODE);
    expect(q('add-result-already')?.textContent).toBe('This game is already in History on this phone. Nothing was changed.');
    expect(q('add-result-save')).toBeNull();
    expect(await getSession(RESULT.id)).toEqual(first);
    expect((await listSummaries({ limit: 10 })).items).toHaveLength(1);
  });

  it('never writes over a session this phone has (its own sheet under that id)', async () => {
    const mine = await saveSession({ ...newSession({ game: 'jackal', kind: 'score', title: '', players: [], data: { rounds: [] } }), id: RESULT.id });
    await mount();
    await paste(CODE);
    expect(q('add-result-already')).not.toBeNull();
    expect(await getSession(RESULT.id)).toEqual(mine);
  });

  it('hostile codes are refused in words, keep the field to correct, and store nothing', async () => {
    await mount();
    const cases: [string, RegExp][] = [
      ['NOT A CODE AT ALL!!', /not a Stolik result code/],
      [CODE.slice(0, -5), /damaged or incomplete/],
      [CODE.slice(0, -6), /damaged or incomplete/],
      [encodeResult({ ...RESULT, game: 'chess' }, PLAYER_COLORS), /does not know the game “chess”/],
      [
        encodeResult({ ...RESULT, seats: RESULT.seats.map((s, i) => (i === 1 ? { ...s, name: 'Ы'.repeat(300) } : s)) }, PLAYER_COLORS),
        /impossible value \(the name of player 2\)/,
      ],
      [encodeResult({ ...RESULT, seats: Array.from({ length: 9 }, () => RESULT.seats[0]!) }, PLAYER_COLORS), /impossible value \(the number of players\)/],
      ['9'.repeat(5000), /far too long/],
    ];
    for (const [text, words] of cases) {
      await paste(text);
      expect(q('add-result-preview')).toBeNull();
      expect(q('add-result-error')?.textContent).toMatch(words);
      expect((q('add-result-input') as HTMLTextAreaElement).getAttribute('aria-invalid')).toBe('true');
    }
    expect((await listSummaries({ limit: 10 })).items).toEqual([] as SessionSummary[]);
  });
});
