// @vitest-environment happy-dom
/**
 * The table's decision panels at positions reached by normal bots: a theft fades what goes back
 * to the centre ("Часть 1": the rest of a stolen loot returns to the centre), the sale shows the
 * buyer's own dice and coins beside the purchases ("Часть 2": costs are paid with gem dice and
 * coins), and a market row bought out whose deck is empty shrinks to one line (it never refills,
 * "Конец хода").
 */
import { describe, expect, it, vi } from 'vitest';
import { bots } from '../../../../../../src/games/king-of-thieves/bots';
import { engine, type KotMove, type KotState } from '../../../../../../src/games/king-of-thieves/engine';
import { withTestRoot } from '../../../../play/test-root';
import { byTestId, EASY, H, initKotI18n, mountKot, tap } from './helpers';

let root: HTMLElement;
withTestRoot(initKotI18n, (r) => (root = r), '<main><div id="r"></div></main>');

/** Moves of normal bots at every seat of a 3-player game from `seed` until `stop` holds. */
function movesTo(seed: string, stop: (s: KotState) => boolean): KotMove[] {
  const r = engine.setup({ players: 3, first: 0 }, seed);
  if (!r.ok) throw new Error(r.error);
  let s = r.value;
  const moves: KotMove[] = [];
  while (!stop(s)) {
    if (s.phase === 'over') throw new Error('position not reached');
    const m = bots.chooseMove(s, s.seat, 'normal', `m${moves.length}`, { now: () => 0, deadline: 0 });
    const next = engine.apply(s, m);
    if (!next.ok) throw new Error(next.error);
    s = next.value;
    moves.push(m);
  }
  return moves;
}

const board = () => vi.waitFor(() => byTestId(root, 'board') ?? Promise.reject(new Error('no board')));

describe('king-of-thieves table panels', () => {
  it('stealing: the dice not kept are drawn faded, a tapped one is kept', async () => {
    const moves = movesTo('panels-0', (s) => s.seat === 0 && s.phase === 'split' && engine.legalMoves(s).some((m) => m.type === 'steal'));
    await mountKot(root, [H, EASY, EASY], { seed: 'panels-0', moves });
    await board();
    await tap(root.querySelector('[data-testid^="steal-"]')!);
    const pool = await vi.waitFor(() => byTestId(root, 'steal-pool') ?? Promise.reject(new Error('no steal pool')));
    expect(pool.classList.contains('kot-keeping')).toBe(true);
    await tap(pool.querySelector('button')!);
    const pressed = [...pool.querySelectorAll('button')].map((b) => b.getAttribute('aria-pressed'));
    expect(pressed[0]).toBe('true');
    expect(pressed.slice(1).every((p) => p === 'false')).toBe(true);
  }, 60_000);

  it('the sale panel shows the buyer’s own dice and coins', async () => {
    const moves = movesTo('panels-0', (s) => s.seat === 0 && s.phase === 'sale' && s.loot[0]!.some((n) => n > 0));
    const at = engine.setup({ players: 3, first: 0 }, 'panels-0');
    if (!at.ok) throw new Error(at.error);
    const s = moves.reduce((st, m) => (engine.apply(st, m) as { ok: true; value: KotState }).value, at.value);
    await mountKot(root, [H, EASY, EASY], { seed: 'panels-0', moves });
    await board();
    const mine = await vi.waitFor(() => byTestId(root, 'my-dice') ?? Promise.reject(new Error('no dice shown')));
    expect(byTestId(root, 'sale-panel')!.contains(mine)).toBe(true);
    expect(mine.querySelectorAll('li').length).toBe(s.loot[0]!.reduce((a, b) => a + b, 0));
    expect(mine.textContent).toContain(String(s.coins[0]));
  }, 60_000);

  it('a bought-out row whose deck is empty is one line, not five empty slots', async () => {
    const moves = movesTo('panels-0', (s) => s.seat === 0 && s.open.length >= 2 && s.rows.A.every((c) => c === null));
    await mountKot(root, [H, EASY, EASY], { seed: 'panels-0', moves });
    await board();
    expect(byTestId(root, 'row-sold-out-A')?.textContent).toBe('Row A: sold out');
    expect(byTestId(root, 'market')!.querySelectorAll('.kot-card.empty').length).toBeLessThan(5);
  }, 60_000);
});
