// The judge's tap-by-tap row editing: cards land where they really lie, and the finished draft is
// judged as the rulebook counts — «Как понять, кто пришёл к кладу первым?», «Какие ещё бывают
// карты действий?».
import { describe, expect, it } from 'vitest';
import type { ActionCardId } from '../../../../../src/games/jackal/data/actionCards';
import { judgeArrivals } from '../../../../../src/games/jackal/referee';
import {
  addCard,
  asDraft,
  judgeInput,
  removeCard,
  setCell,
  type CellChoice,
  type DraftCard,
  type JudgeDraft,
} from '../../../../../src/games/jackal/ui/judge/draft';

type Tap = ActionCardId | ['to', CellChoice, number?] | ['pick', number];

/** Replays taps as a person makes them: a card chip, a cell chip (slot), or picking a row card. */
function tap(taps: Tap[]): { row: DraftCard[]; selected: number } {
  let row: DraftCard[] = [];
  let selected = -1;
  for (const t of taps) {
    if (typeof t === 'string') ({ row, selected } = addCard(row, t, selected));
    else if (t[0] === 'pick') selected = t[1];
    else row = setCell(row, selected, t[2] ?? 0, t[1]);
  }
  return { row, selected };
}
const cards = (row: DraftCard[]) => row.map((c) => c.card);

describe('laying a row — «Какие ещё бывают карты действий?»', () => {
  it('rum always goes on top, even when a rival adds it last', () => {
    const { row } = tap(['arrowHorizontal', ['to', 'empty'], 'rum', 'rum']);
    expect(cards(row)).toEqual(['rum', 'rum', 'arrowHorizontal']);
  });
  it('a flag goes before the moves, and a second flag replaces the first', () => {
    const { row } = tap(['rum', 'arrowVertical', 'redFlag', 'blueFlag']);
    expect(cards(row)).toEqual(['rum', 'blueFlag', 'arrowVertical']);
  });
  it('double, Friday and weapon stick to the move picked in the row, once each', () => {
    const { row } = tap(['arrowDiagonal', 'arrowVertical', ['pick', 0], 'friday', 'friday', 'weapon']);
    expect(cards(row)).toEqual(['arrowDiagonal', 'friday', 'weapon', 'arrowVertical']);
  });
  it('an attachment with no move before it is not laid', () => {
    expect(cards(tap(['rum', 'double']).row)).toEqual(['rum']);
  });
  it('removing a move takes its attachments; removing a double takes the second cell', () => {
    const laid = tap(['horse', ['to', 'empty'], 'double', ['to', 'trap', 1], 'weapon', 'arrowVertical']).row;
    expect(cards(removeCard(laid, 0).row)).toEqual(['arrowVertical']);
    const undoubled = removeCard(laid, 1).row;
    expect(cards(undoubled)).toEqual(['horse', 'weapon', 'arrowVertical']);
    expect(undoubled[0]!.to).toEqual(['empty']);
  });
  it('a saved draft is read leniently: unknown cards, cells and flags are dropped', () => {
    const raw = { flags: ['red', 'green'], rows: { A: [{ card: 'cannon' }, { card: 'horse', to: ['lava', 'big'] }], B: 'x' } };
    expect(asDraft(raw)).toEqual({ flags: ['red'], rows: { A: [{ card: 'horse', to: ['big'] }] } });
    expect(asDraft(null)).toEqual({ flags: [], rows: {} });
  });
});

describe('a tapped draft judged — «Как понять, кто пришёл к кладу первым?»', () => {
  it("the book's eight-step row, tapped card by card, arrives on step 8", () => {
    const { row } = tap([
      'rum',
      'blueFlag',
      'arrowHorizontal',
      ['to', 'empty'],
      'arrowDiagonal',
      ['to', 'trap'],
      'friday',
      'arrowVertical',
      ['to', 'empty'],
      'arrowAnyDiagonal',
      'double',
      ['to', 'empty', 0],
      ['to', 'robber', 1],
      'weapon',
      'arrowAnyOrthogonal',
      ['to', 'empty'],
      'horse',
      ['to', 'big'],
    ]);
    const draft: JudgeDraft = { flags: ['blue'], rows: { A: row } };
    const v = judgeArrivals(judgeInput(draft, ['A', 'B'], 'A', ['A', 'B']));
    // B laid nothing yet: the judge asks for B's cards instead of guessing.
    expect(v.ok ? 'judged' : v.error).toBe('ERR_NO_CARDS');
    const alone = judgeArrivals(judgeInput(draft, ['A', 'B'], 'A', ['A']));
    expect(alone.ok && alone.value.pirates[0]).toMatchObject({ steps: 8, coins: 3, outcome: 'treasure' });
  });
  it('equal steps: the pirate closer clockwise to the first player arrives first (ties, «Ход игры» 5)', () => {
    const one = tap(['arrowVertical', ['to', 'medium']]).row;
    const draft: JudgeDraft = { flags: [], rows: { A: one, B: one, C: one } };
    const v = judgeArrivals(judgeInput(draft, ['A', 'B', 'C'], 'B', ['A', 'B', 'C']));
    if (!v.ok) throw new Error(v.error);
    expect(v.value.treasures[0]!.order.map((a) => [a.id, a.coins])).toEqual([
      ['B', 2],
      ['C', 1],
      ['A', 0],
    ]);
  });
  it('a move whose cell is not given yet is named by its place in the row', () => {
    const { row } = tap(['rum', 'arrowVertical']);
    const v = judgeArrivals(judgeInput({ flags: [], rows: { A: row } }, ['A', 'B'], 'A', ['A']));
    expect(v.ok ? null : [v.error, v.params?.position]).toEqual(['ERR_MISSING_CELL', 2]);
  });
});
