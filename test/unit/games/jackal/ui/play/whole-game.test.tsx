// @vitest-environment happy-dom
/**
 * A whole learning game of Jackal (four islands, rulebook "Обучающая игра") by taps only, one
 * person against two bots, on the real table: laying cards face down and finishing the row,
 * Tortuga ("Можно ли потратить монеты?"), doubles, Fridays and weapons stuck to a move and rum on
 * a row after the reveal, passing, announcing every way, and each island's report; the game
 * reaches the result, whose totals are the scorer's for the end position ("Подсчёт очков").
 */
import { describe, expect, it, vi } from 'vitest';
import { scorer } from '../../../../../../src/games/jackal/score';
import { scorerInput, type JackalMove } from '../../../../../../src/games/jackal/engine';
import { DIRS } from '../../../../../../src/games/jackal/engine/geometry';
import { getSession } from '../../../../../../src/storage/sessions';
import { withTestRoot } from '../../../../play/test-root';
import { byTestId, EASY, H, initJackalI18n, mountJackal, replay, settle, shown, tap } from './helpers';

let root: HTMLElement;
withTestRoot(initJackalI18n, (r) => (root = r), '<main><div id="r"></div></main>');

const enabled = (sel: string) => [...root.querySelectorAll<HTMLButtonElement>(sel)].filter((b) => !b.disabled);
const seen = new Set<string>();

/** One decision of the person, the way a player would make it; false when nothing is offered. */
async function decide(turn: number): Promise<boolean> {
  const close = enabled('[data-testid="sheet-close"]')[0];
  if (close) {
    if (byTestId(root, 'report')) seen.add('report');
    await tap(close);
    // Closed, it stays closed: the table under it takes the next tap.
    expect(byTestId(root, 'report-sheet')).toBeNull();
    return true;
  }
  const phase = root.querySelector('[data-phase]')?.getAttribute('data-phase');
  if (phase === 'lay') {
    const tortuga = enabled('[data-testid^="tortuga-"]');
    const row = root.querySelectorAll('[data-testid="own-row"] .jk-card').length;
    // Once the purse allows, with nothing laid yet, sail to Tortuga instead (once a game).
    if (tortuga.length && row === 0 && !seen.has('tortuga')) return (seen.add('tortuga'), tap(tortuga[0]!).then(() => true));
    const card = enabled('button[data-testid="hand-card"]')[0];
    if (card && row < 1 + (turn % 3)) return (seen.add('lay'), tap(card).then(() => true));
    const done = enabled('[data-testid="done"]')[0];
    if (done) return (seen.add('done'), tap(done).then(() => true));
    return false;
  }
  if (phase === 'open') {
    const target = enabled('[data-testid^="attach-"], [data-testid^="rum-"]')[0];
    if (target) {
      seen.add(target.dataset.testid!.startsWith('rum') ? 'rum' : `attach-${root.querySelector('.jk-selected')?.getAttribute('data-face')}`);
      return tap(target).then(() => true);
    }
    // Rum first when held (it is rarer), else the face-up cards in turn; every fourth time, pass.
    const cards = enabled('button[data-testid="hand-card"]');
    const card = cards.find((c) => c.dataset.face === 'rum') ?? cards[turn % Math.max(1, cards.length)];
    if (card && turn % 4 !== 0) return tap(card).then(() => true);
    const pass = enabled('[data-testid="pass"]')[0];
    if (pass) return (seen.add('pass'), tap(pass).then(() => true));
    return false;
  }
  if (phase === 'route') {
    const ways = enabled('[data-testid^="go-"]');
    if (ways.length) return (seen.add('go'), tap(towardTreasure(ways)).then(() => true));
  }
  return false;
}

/** The way that brings Anya's pirate (token of seat 0) nearest a treasure, read off the drawn island. */
function towardTreasure(ways: HTMLButtonElement[]): HTMLButtonElement {
  const mine = root.querySelector('[data-testid="island"] .jk-pirate[data-seat="0"]')?.closest<HTMLElement>('[data-cell]');
  const treasures = [...root.querySelectorAll<HTMLElement>('[data-testid="island"] :is([data-code="1"], [data-code="2"], [data-code="3"])')].map((c) =>
    c.dataset.cell!.split(',').map(Number),
  );
  if (!mine || treasures.length === 0) return ways[0]!;
  const [r, c] = mine.dataset.cell!.split(',').map(Number) as [number, number];
  const score = (b: HTMLButtonElement) => {
    const dir = b.dataset.testid!.slice(3) as keyof typeof DIRS | 'stay';
    if (dir === 'stay') return 99;
    const [dr, dc] = DIRS[dir];
    return Math.min(...treasures.map(([tr, tc]) => Math.max(Math.abs(tr! - r - dr), Math.abs(tc! - c - dc))));
  };
  return [...ways].sort((a, b) => score(a) - score(b))[0]!;
}

describe('Jackal on the table', () => {
  it("a person plays a whole learning game against two bots by taps; the result is the scorer's for the end position", async () => {
    const { session, config, seed } = await mountJackal(root, [H, EASY, EASY], { seed: 'jk-9' });
    await shown(root);
    let idle = 0;
    // Decisions are counted, not loop rounds: the choices must not depend on how long the bots take.
    let turn = 0;
    while (turn < 3000 && !byTestId(root, 'result')) {
      if (await decide(turn)) {
        idle = 0;
        turn++;
      } else {
        idle++;
        await settle();
        if (idle > 3000) throw new Error(`stuck: ${byTestId(root, 'prompt')?.textContent}`);
      }
    }
    await vi.waitFor(() => expect(byTestId(root, 'result')).not.toBeNull());
    expect([...seen]).toEqual(expect.arrayContaining(['lay', 'done', 'tortuga', 'pass', 'go', 'report', 'rum', 'attach-double']));
    const saved = (await getSession(session.id))!;
    const end = replay(config, seed, (saved.data as { moves: JackalMove[] }).moves);
    expect(end.phase).toBe('over');
    expect(end.reports).toHaveLength(4);
    const scored = scorer.score(scorerInput(end));
    if (!scored.ok) throw new Error(scored.error);
    expect(saved.finished).toBe(true);
    expect(saved.result!.totals).toEqual(Object.fromEntries(Object.entries(scored.value.totals).map(([seat, n]) => [`p${seat}`, n])));
  }, 600_000);
});
