// Each action card played through the engine (rulebook "Какие ещё бывают карты действий?" and
// "Как понять, кто пришёл к кладу первым?"): the ways it offers, and the steps the judge counts.
import { describe, expect, it } from 'vitest';
import { engine } from '../../../../../src/games/jackal/engine';
import type { CardFace } from '../../../../../src/games/jackal/data/stolikDeck';
import { island, layAll, openAll, table, verdictOf } from './scenario';

const OPEN = ['.....', '.....', '..W..', '.....', '.....'];

/** The ways offered for a lone card of `face` from the island's centre. */
function waysFromCentre(face: CardFace): string[] {
  const s = openAll(layAll(table(OPEN, [[face], ['arrowVertical']]), { 0: [face], 1: ['arrowVertical'] }));
  return engine
    .legalMoves(s)
    .map((m) => (m.t === 'go' ? m.dir : m.t))
    .sort();
}

describe('arrows and the wild horse', () => {
  it.each([
    ['arrowHorizontal', ['E', 'W']], // «пират может пойти направо или налево»
    ['arrowVertical', ['N', 'S']], // «помогает двигаться по вертикали»
    ['arrowRising', ['NE', 'SW']], // one diagonal line, either way (ruling diagonal-line)
    ['arrowFalling', ['NW', 'SE']],
    ['arrowAnyDiagonal', ['NE', 'NW', 'SE', 'SW']], // «на любую клетку по диагонали»
    ['arrowAnyOrthogonal', ['E', 'N', 'S', 'W']], // «сверху, снизу, справа или слева»
    ['horse', ['ENE', 'ESE', 'NNE', 'NNW', 'SSE', 'SSW', 'WNW', 'WSW']], // «ходить буквой Г»
  ] as const)('%s goes %j', (face, ways) => {
    expect(waysFromCentre(face)).toStrictEqual([...ways].sort());
  });

  it('every move card is one step («Любое движение — один шаг»)', () => {
    const rows = ['W....', '.....', '..3..', '.....', '.....'];
    const s = island(
      table(rows, [['arrowAnyDiagonal', 'horse'], ['arrowVertical']]),
      { 0: ['horse', 'arrowAnyDiagonal'], 1: ['arrowVertical'] },
      { 0: ['SSE', 'NE'] },
    );
    // W(0,0) -horse-> (2,1) -diagonal NE-> (1,2): no treasure; then check the route and steps.
    expect(verdictOf(s, 0)).toMatchObject({ outcome: 'pathEnded', steps: 2 });
    expect(s.reports[0]!.paths['0']).toStrictEqual([
      [0, 0],
      [2, 1],
      [1, 2],
    ]);
  });
});

describe('cards laid face up after the reveal', () => {
  it('double: the move goes twice the same way in one step («удваивает её ход»), its middle cell entered', () => {
    const rows = ['W.2..', '1....', '.....', '.....', '.....'];
    const s = island(
      table(rows, [
        ['arrowHorizontal', 'double'],
        ['arrowVertical', 'double'],
      ]),
      { 0: ['arrowHorizontal'], 1: ['arrowVertical'] },
      {},
      { 0: [{ t: 'attach', card: 'double', at: 0 }], 1: [{ t: 'attach', card: 'double', at: 0 }] },
    );
    expect(verdictOf(s, 0)).toMatchObject({ outcome: 'treasure', steps: 1, coins: 2 });
    // Seat 1's doubled move down stops on the 1-coin treasure in its middle cell (ruling double-middle).
    expect(verdictOf(s, 1)).toMatchObject({ outcome: 'treasure', steps: 1, coins: 1, treasure: { id: 'r1c0' } });
  });

  it('Friday: a trap costs no step («позволяет пройти ловушку без потери хода»)', () => {
    const rows = ['WT3..', '.....', '.....', '.....', '.....'];
    const hand: CardFace[] = ['arrowHorizontal', 'arrowHorizontal', 'friday'];
    const s = island(
      table(rows, [hand, hand.slice(0, 2)]),
      { 0: ['arrowHorizontal', 'arrowHorizontal'], 1: ['arrowHorizontal', 'arrowHorizontal'] },
      { 0: ['E', 'E'], 1: ['E', 'E'] },
      { 0: [{ t: 'attach', card: 'friday', at: 0 }] },
    );
    expect(verdictOf(s, 0)).toMatchObject({ steps: 2, coins: 3, place: 1 });
    expect(verdictOf(s, 1)).toMatchObject({ steps: 3, coins: 2, place: 2 });
  });

  it('weapon: the armed move beats the robber and takes a step of its own (ruling weapon-step)', () => {
    const rows = ['WX2..', '.....', '.....', '.....', '.....'];
    const s = island(
      table(rows, [['arrowHorizontal', 'arrowHorizontal', 'weapon'], ['arrowVertical']]),
      { 0: ['arrowHorizontal', 'arrowHorizontal'], 1: ['arrowVertical'] },
      { 0: ['E', 'E'] },
      { 0: [{ t: 'attach', card: 'weapon', at: 0 }] },
    );
    expect(verdictOf(s, 0)).toMatchObject({ outcome: 'treasure', steps: 3, coins: 2 });
  });

  it('rum: any amount on a row is one step of rest for that pirate («Любое количество рома занимает один шаг»)', () => {
    const rows = ['W3...', '3....', '.....', '.....', '.....'];
    const s = island(
      table(rows, [['arrowHorizontal', 'rum', 'rum'], ['arrowHorizontal'], ['arrowVertical']]),
      { 0: ['arrowHorizontal'], 1: ['arrowHorizontal'], 2: ['arrowVertical'] },
      {},
      {
        0: [
          { t: 'rum', target: 2 },
          { t: 'rum', target: 2 },
        ],
      },
    );
    expect(verdictOf(s, 2)).toMatchObject({ steps: 2, coins: 3 });
    expect(verdictOf(s, 0)).toMatchObject({ steps: 1, place: 1, coins: 3 });
    expect(verdictOf(s, 1)).toMatchObject({ steps: 1, place: 2, coins: 2 });
  });

  it('attachments stick to a move of the own row only, one of each kind per move (ruling attachments)', () => {
    let s = openAll(
      layAll(
        table(OPEN, [
          ['arrowVertical', 'double', 'double', 'rum'],
          ['arrowVertical', 'horse'],
        ]),
        { 0: ['arrowVertical'], 1: ['arrowVertical', 'horse'] },
      ),
      {
        0: [{ t: 'attach', card: 'double', at: 0 }],
      },
    );
    expect(s.seats[0]!.stack!.moves[0]!.double).toBe(true);
    s = table(OPEN, [['arrowVertical', 'double', 'double'], ['arrowVertical']]);
    s = layAll(s, { 0: ['arrowVertical'], 1: ['arrowVertical'] });
    expect(engine.apply(s, { t: 'attach', seat: 0, card: 'double', at: 1 })).toMatchObject({ error: 'ERR_NO_SUCH_MOVE_CARD' });
    const once = engine.apply(s, { t: 'attach', seat: 0, card: 'double', at: 0 });
    expect(once.ok && engine.apply(once.value, { t: 'attach', seat: 0, card: 'double', at: 0 })).toMatchObject({ error: 'ERR_ALREADY_ATTACHED' });
  });
});
