// @vitest-environment happy-dom
// Issue 21: the CSV export skips a summary it cannot read and says so (before, one damaged record
// made the whole export fail); a failed "Export everything" says so (before: no message at all).
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startI18n } from '../fuzz/harness';

const delivered: string[] = [];
vi.mock('../../../src/share/deliverFile', () => ({
  deliverFile: async (file: File) => (delivered.push(await file.text()), 'downloaded'),
}));
vi.mock('../../../src/screens/shareFile', () => ({ shareOrDownload: async () => undefined }));

const { HistoryCsv } = await import('../../../src/share/HistoryCsv');
const { Backup } = await import('../../../src/screens/Backup');
const { closeDb, getDb } = await import('../../../src/storage/db');
const { newSession, saveSession } = await import('../../../src/storage/sessions');
const settings = await import('../../../src/storage/settings');

let root: HTMLElement;
beforeAll(async () => {
  await startI18n('backup');
  document.body.innerHTML = '<div id="r"></div>';
  root = document.getElementById('r')!;
});
afterEach(async () => {
  await act(async () => render(null, root));
  vi.restoreAllMocks();
  await closeDb();
  indexedDB.deleteDatabase('stolik');
});

const until = (test: () => boolean) => vi.waitFor(() => expect(test()).toBe(true), { timeout: 5000 });

describe('exports with a damaged record', () => {
  it('CSV: the readable sessions are in the file, the damaged one is left out and named', async () => {
    await saveSession(
      newSession({
        game: 'score-pad',
        kind: 'score',
        title: 'Good',
        players: [{ id: 'a', name: 'Аня', color: '#c0392b' }],
        data: { players: [], lowestWins: false },
      }),
    );
    const db = await getDb();
    await db.put('summaries', { ...(await db.getAll('summaries'))[0]!, id: 'bad', title: 'Broken', seats: 'not a list' as never });
    await act(async () => render(<HistoryCsv />, root));
    await until(() => !!root.querySelector('[data-testid="export-csv"]'));
    await act(async () => (root.querySelector('[data-testid="export-csv"]') as HTMLButtonElement).click());
    await until(() => !!root.querySelector('[data-testid="csv-message"]'));
    const said = root.querySelector('[data-testid="csv-message"]')!.textContent!;
    expect(said).toContain('Games in the file: 1.');
    expect(said).toContain('Left out because they cannot be read: 1 (Broken)');
    expect(delivered.at(-1)).toContain('Аня');
  });

  it('"Export everything": a backup date that cannot be recorded is said, next to the button', async () => {
    vi.spyOn(settings, 'setSetting').mockRejectedValue(new Error('quota'));
    await act(async () => render(<Backup />, root));
    await act(async () => (root.querySelector('[data-testid="export"]') as HTMLButtonElement).click());
    await until(() => !!root.querySelector('[data-testid="backup-message"]'));
    expect(root.querySelector('[data-testid="backup-message"]')!.textContent).toBe('The file is saved, but the date of this backup could not be recorded.');
  });
});
