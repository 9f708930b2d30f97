// @vitest-environment happy-dom
// Issue 11 point 1: a stale save is rebased (different cell: re-run on the newer record; same
// value changed both ways: both values shown and the person chooses), never a silent loss.
import 'fake-indexeddb/auto';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDb } from '../../../src/storage/db';
import { getSession, newSession, saveSession } from '../../../src/storage/sessions';
import type { SessionRecord } from '../../../src/storage/types';
import { changedPaths, planRebase } from '../../../src/ui/rebase';
import { SaveConflict } from '../../../src/ui/SaveConflict';
import { saveRebased, useSession } from '../../../src/ui/useSession';
import { initTestI18n } from './i18n-setup';

type Pad = { players: { id: string; rounds: (number | undefined)[] }[]; lowestWins: boolean };
const seats = [
  { id: 'a', name: 'Аня', color: '#c0392b' },
  { id: 'b', name: 'Борис', color: '#2471a3' },
];
const pad = (a: number[], b: number[]) =>
  newSession({
    game: 'score-pad',
    kind: 'score',
    title: 'Friday',
    players: seats,
    data: {
      players: [
        { id: 'a', rounds: a },
        { id: 'b', rounds: b },
      ],
      lowestWins: false,
    },
  });
const setCell =
  (who: number, round: number, value: number) =>
  (s: SessionRecord): SessionRecord => {
    const d = s.data as Pad;
    return { ...s, data: { ...d, players: d.players.map((p, i) => (i === who ? { ...p, rounds: Object.assign([...p.rounds], { [round]: value }) } : p)) } };
  };
const rounds = (s: SessionRecord | undefined) => (s!.data as Pad).players.map((p) => p.rounds);

beforeAll(() => initTestI18n());
let root: HTMLElement;
beforeEach(() => {
  document.body.innerHTML = '<div id="r"></div>';
  root = document.getElementById('r')!;
});
afterEach(async () => {
  await act(async () => render(null, root));
  await closeDb();
  indexedDB.deleteDatabase('stolik');
});

describe('planRebase', () => {
  const base = pad([1, 2], [3, 4]);
  it('ignores bookkeeping (rev, updatedAt, result, the undo stack) when diffing', () => {
    expect(changedPaths(base, { ...base, rev: 9, updatedAt: 5, result: { totals: {}, ranking: [] } })).toEqual([]);
    const withUndo = (s: SessionRecord, label: string) => ({ ...s, undo: [{ data: s.data, label: { what: label } }] }) as SessionRecord;
    // Both tabs pushed an undo entry at the same place: still different cells, so re-run.
    expect(planRebase(base, withUndo(setCell(0, 0, 7)(base), 'mine'), withUndo(setCell(1, 1, 8)(base), 'theirs')).kind).toBe('rerun');
  });
  it('different cells: re-run; same cell to the same value: already done; same cell differently: clash', () => {
    expect(planRebase(base, setCell(0, 0, 7)(base), setCell(1, 1, 8)(base)).kind).toBe('rerun');
    expect(planRebase(base, setCell(0, 0, 7)(base), setCell(0, 0, 7)(base)).kind).toBe('already');
    expect(planRebase(base, setCell(0, 0, 7)(base), setCell(0, 0, 9)(base))).toEqual({
      kind: 'clash',
      clashes: [{ path: ['data', 'players', 0, 'rounds', 0], mine: 7, theirs: 9 }],
    });
  });
});

describe('saveRebased against IndexedDB', () => {
  it('my change to another cell is re-applied on top of the other tab’s save: both entries kept', async () => {
    const base = await saveSession(pad([1, 2], [3, 4]));
    await saveSession(setCell(1, 1, 40)(base)); // the other tab
    const ask = vi.fn();
    const { record, applied } = await saveRebased(base, setCell(0, 0, 10), saveSession, ask);
    expect(applied).toBe(true);
    expect(ask).not.toHaveBeenCalled();
    expect(rounds(await getSession(base.id))).toEqual([
      [10, 2],
      [3, 40],
    ]);
    expect(record.rev).toBe(3);
  });

  it('same cell changed both ways: the person is asked; "keep mine" writes mine, "keep theirs" keeps theirs', async () => {
    const base = await saveSession(pad([1, 2], [3, 4]));
    await saveSession(setCell(0, 1, 20)(base));
    const mine = await saveRebased(base, setCell(0, 1, 99), saveSession, async (theirs, clashes) => {
      expect(clashes).toEqual([{ path: ['data', 'players', 0, 'rounds', 1], mine: 99, theirs: 20 }]);
      expect(rounds(theirs)).toEqual([
        [1, 20],
        [3, 4],
      ]);
      return 'mine';
    });
    expect(mine.applied).toBe(true);
    expect(rounds(await getSession(base.id))).toEqual([
      [1, 99],
      [3, 4],
    ]);
    const kept = await saveRebased(base, setCell(0, 1, 5), saveSession, async () => 'theirs');
    expect(kept.applied).toBe(false);
    expect(rounds(await getSession(base.id))).toEqual([
      [1, 99],
      [3, 4],
    ]);
  });
});

function Sheet({ id, onReady }: { id: string; onReady: (u: ReturnType<typeof useSession>) => void }) {
  const s = useSession(id);
  onReady(s);
  return <p data-testid="cells">{s.session ? JSON.stringify(rounds(s.session)) : '…'}</p>;
}

describe('useSession with another tab', () => {
  it('follows a save announced by another tab, and a clash shows both values with the player and round named', async () => {
    const base = await saveSession(pad([1, 2], [3, 4]));
    let hook!: ReturnType<typeof useSession>;
    await act(async () =>
      render(
        <>
          <Sheet id={base.id} onReady={(h) => (hook = h)} />
          <SaveConflict />
        </>,
        root,
      ),
    );
    await vi.waitFor(() => expect(root.textContent).toContain('[[1,2],[3,4]]'));

    // Another tab saves and tells us: the sheet follows.
    const other = await saveSession(setCell(1, 0, 30)(base));
    const channel = new BroadcastChannel('stolik-sessions');
    channel.postMessage({ id: base.id, rev: other.rev });
    await vi.waitFor(() => expect(root.textContent).toContain('[[1,2],[30,4]]'));

    // The other tab saves again but this tab has not heard yet: typing the same cell clashes.
    await saveSession(setCell(0, 1, 20)(other));
    let done!: Promise<boolean>;
    await act(async () => void (done = hook.update(setCell(0, 1, 77))));
    await vi.waitFor(() => expect(root.querySelector('[data-testid=save-conflict]')).not.toBeNull());
    const item = root.querySelector('[data-testid=conflict-item]')!.textContent!;
    expect(item).toContain('Аня, round 2');
    expect(root.querySelectorAll('[data-testid=conflict-item]')).toHaveLength(1);
    expect(item).toContain('Yours: 77');
    expect(item).toContain('Other tab: 20');
    await act(async () => (root.querySelector('[data-testid=keep-mine]') as HTMLButtonElement).click());
    expect(await done).toBe(true);
    await vi.waitFor(() => expect(root.textContent).toContain('[[1,77],[30,4]]'));
    expect(rounds(await getSession(base.id))).toEqual([
      [1, 77],
      [30, 4],
    ]);
    expect(root.querySelector('[data-testid=save-conflict]')).toBeNull();
    channel.close();
  });
});
