// @vitest-environment happy-dom
// Issue 10, "Undo and lock": "Undo last change" names what it undoes and works after a reload;
// a finished session is read-only until reopened, in the data layer as well as on screen.
import 'fake-indexeddb/auto';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closeDb } from '../../../src/storage/db';
import { getSession, newSession, saveSession } from '../../../src/storage/sessions';
import type { SessionRecord } from '../../../src/storage/types';
import { noteFieldEdit } from '../../../src/ui/score/editNote';
import { SheetLock } from '../../../src/ui/score/SheetLock';
import { undoText } from '../../../src/ui/score/UndoButton';
import { UNDO_LIMIT, describeChange, pushUndo } from '../../../src/ui/score/undoStack';
import { useScoreSession } from '../../../src/ui/score/useScoreSession';
import { Stepper } from '../../../src/ui/Stepper';
import { initTestI18n } from './i18n-setup';

type Pad = { players: { id: string; rounds: (number | null)[] }[]; lowestWins: boolean };
const seats = [
  { id: 'a', name: 'Аня', color: '#c0392b' },
  { id: 'b', name: 'Борис', color: '#2471a3' },
];
const padData = (a: (number | null)[], b: (number | null)[]): Pad => ({
  players: [
    { id: 'a', rounds: a },
    { id: 'b', rounds: b },
  ],
  lowestWins: false,
});
const setCell =
  (who: number, round: number, value: number | null) =>
  (d: Pad): Pad => ({
    ...d,
    players: d.players.map((p, i) => (i === who ? { ...p, rounds: Object.assign([...p.rounds], { [round]: value }) } : p)),
  });

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

describe('undo stack (pure)', () => {
  it(`keeps the last ${UNDO_LIMIT} entries, newest last`, () => {
    let stack = pushUndo(undefined, { data: 0, label: {} });
    for (let i = 1; i < 30; i++) stack = pushUndo(stack, { data: i, label: {} });
    expect(stack).toHaveLength(UNDO_LIMIT);
    expect(stack.map((e) => e.data)).toEqual(Array.from({ length: 20 }, (_, i) => i + 10));
  });
  it('names the field a stepper noted, its old and new value, and whose it is when the label lacks the name', () => {
    const before = {
      players: [
        { id: 'a', coins: 0 },
        { id: 'b', coins: 2 },
      ],
    };
    const after = {
      players: [
        { id: 'a', coins: 0 },
        { id: 'b', coins: 3 },
      ],
    };
    expect(describeChange(before, after, seats, { field: 'Coins', from: 2, to: 3 })).toEqual({ who: 'Борис', what: 'Coins', from: '2', to: '3' });
    expect(describeChange(before, after, seats, { field: 'Борис, round 1', from: 2, to: 3 })).toEqual({ what: 'Борис, round 1', from: '2', to: '3' });
  });
  it('a change without a field (a chip) still says whose value and from what to what, found by seat id', () => {
    const before = { islands: [{ coins: { a: 3, b: 1 } }] };
    const after = { islands: [{ coins: { a: 5, b: 1 } }] };
    expect(undoText(describeChange(before, after, seats, null))).toBe('Аня: 3 → 5');
  });
});

/** Mounts a pad session's kit and hands it out, as a screen would use it. */
function mountKit(id: string) {
  const kit: { current?: ReturnType<typeof useScoreSession<Pad>> } = {};
  function Probe() {
    kit.current = useScoreSession<Pad>('score-pad', id);
    return null;
  }
  act(() => render(<Probe />, root));
  return kit;
}
/** Runs an async kit call inside act and returns its answer. */
async function run<T>(f: () => Promise<T>): Promise<T> {
  let out!: T;
  await act(async () => void (out = await f()));
  return out;
}
const settle = async (until: () => boolean) => {
  for (let i = 0; i < 100 && !until(); i++) await act(() => new Promise((r) => setTimeout(r, 5)));
  expect(until()).toBe(true);
};

describe('useScoreSession: undo after a reload, lock while finished', () => {
  it('an edit is undoable with its name, also after the screen is opened again', async () => {
    const saved = await saveSession(newSession({ game: 'score-pad', kind: 'score', title: 'Friday', players: seats, data: padData([15], [null]) }));
    const kit = mountKit(saved.id);
    await settle(() => !!kit.current?.ready && !!kit.current.session);
    noteFieldEdit({ field: 'Аня, round 1', from: 15, to: 5 }); // what the Stepper notes before onChange
    expect(await run(() => kit.current!.edit(setCell(0, 0, 5)))).toBe(true);
    expect(((await getSession(saved.id))!.data as Pad).players[0]!.rounds).toEqual([5]);

    await act(async () => render(null, root)); // "reload"
    const again = mountKit(saved.id);
    await settle(() => !!again.current?.ready && !!again.current.session);
    expect(undoText(again.current!.undo.label!)).toBe('Аня, round 1: 15 → 5');
    await run(() => again.current!.undo.run());
    const after = (await getSession(saved.id))!;
    expect((after.data as Pad).players[0]!.rounds).toEqual([15]);
    expect(after.undo).toEqual([]);
    expect(after.result?.totals).toEqual({ a: 15, b: 0 });
  });
  it('keystrokes typed in one visit to a field ("1", "15") are one undo entry', async () => {
    const saved = await saveSession(newSession({ game: 'score-pad', kind: 'score', title: 'Friday', players: seats, data: padData([null], [null]) }));
    const kit = mountKit(saved.id);
    await settle(() => !!kit.current?.ready && !!kit.current.session);
    noteFieldEdit({ field: 'Аня, round 1', from: null, to: 1, burst: 7 });
    await run(() => kit.current!.edit(setCell(0, 0, 1)));
    noteFieldEdit({ field: 'Аня, round 1', from: 1, to: 15, burst: 7 });
    await run(() => kit.current!.edit(setCell(0, 0, 15)));
    noteFieldEdit({ field: 'Аня, round 1', from: 15, to: 5, burst: 8 }); // a new visit to the field
    await run(() => kit.current!.edit(setCell(0, 0, 5)));
    const stored = (await getSession(saved.id))!;
    expect(stored.undo!.map((e) => undoText(e.label))).toEqual(['Аня, round 1: — → 15', 'Аня, round 1: 15 → 5']);
    expect(stored.undo!.map((e) => (e.data as Pad).players[0]!.rounds)).toEqual([[null], [15]]);
  });
  it('while finished, edit and undo change nothing; after "Reopen" they work again', async () => {
    const saved = await saveSession(newSession({ game: 'score-pad', kind: 'score', title: 'Friday', players: seats, data: padData([1], [2]) }));
    const kit = mountKit(saved.id);
    await settle(() => !!kit.current?.ready && !!kit.current.session);
    await run(() => kit.current!.edit(setCell(1, 0, 9)));
    await run(() => kit.current!.toggleFinished());
    await settle(() => kit.current!.locked);
    const finished = (await getSession(saved.id)) as SessionRecord;
    expect(await run(() => kit.current!.edit(setCell(0, 0, 30)))).toBe(false);
    expect(await run(() => kit.current!.undo.run())).toBe(false);
    expect(kit.current!.undo.label).toBeNull();
    expect(await getSession(saved.id)).toEqual(finished);

    await run(() => kit.current!.toggleFinished());
    await settle(() => !kit.current!.locked);
    expect(await run(() => kit.current!.edit(setCell(0, 0, 30)))).toBe(true);
    expect(((await getSession(saved.id))!.data as Pad).players.map((p) => p.rounds)).toEqual([[30], [9]]);
  });
});

describe('SheetLock', () => {
  it('disables every field and button inside while locked, and says why', () => {
    act(() =>
      render(
        <SheetLock locked>
          <Stepper label="Coins" value={3} onChange={() => undefined} />
          <button type="button">chip</button>
        </SheetLock>,
        root,
      ),
    );
    expect(root.querySelector('fieldset')!.disabled).toBe(true);
    expect(root.querySelector('[data-testid=locked]')!.textContent).toContain('Reopen');
    act(() =>
      render(
        <SheetLock locked={false}>
          <button type="button">chip</button>
        </SheetLock>,
        root,
      ),
    );
    expect(root.querySelector('fieldset')!.disabled).toBe(false);
    expect(root.querySelector('[data-testid=locked]')).toBeNull();
  });
});
