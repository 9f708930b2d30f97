// @vitest-environment happy-dom
/**
 * A whole game of King of Thieves by taps only, one person against two bots, on the real table:
 * the split (pick dice in the centre and take them, steal a loot keeping part of it, take
 * everything when last), the paw's reroll, the sale (open a card, pay), abilities and "finish";
 * the game reaches the result, and the session keeps the scorer's result for the end position
 * ("Подсчёт очков": the scorer is the one source of truth).
 */
import { describe, expect, it, vi } from 'vitest';
import { scorer } from '../../../../../../src/games/king-of-thieves/score';
import { ENGINE_CARD_VALUES, scorerInput, type KotMove } from '../../../../../../src/games/king-of-thieves/engine';
import { getSession } from '../../../../../../src/storage/sessions';
import { withTestRoot } from '../../../../play/test-root';
import { byTestId, EASY, H, initKotI18n, mountKot, replay, settle, shown, tap } from './helpers';

let root: HTMLElement;
withTestRoot(initKotI18n, (r) => (root = r), '<main><div id="r"></div></main>');

const enabled = (sel: string) => [...root.querySelectorAll<HTMLButtonElement>(sel)].filter((b) => !b.disabled);
const seen = new Set<string>();
/** The button once the table is free to take the tap (a save in flight keeps it disabled). */
const ready = (id: string) => vi.waitFor(() => enabled(`[data-testid="${id}"]`)[0] ?? Promise.reject(new Error(`${id} stays disabled`)));

/** One decision of the person, the way a player would make it; false when nothing is offered. */
async function decide(turn: number): Promise<boolean> {
  const reveal = byTestId(root, 'reveal');
  if (reveal) return tap(reveal).then(() => true);
  const phase = root.querySelector('[data-phase]')?.getAttribute('data-phase');
  const takeAll = enabled('[data-testid="take-all"]')[0];
  if (takeAll) return (seen.add('take-all'), tap(takeAll).then(() => true));
  const steal = enabled('[data-testid^="steal-"]:not([data-testid="steal-confirm"]):not([data-testid="steal-cancel"])')[0];
  if (phase === 'split' && steal && turn % 2 === 0) {
    // Steal: open the loot, keep dice one by one until "keep N, return M" is allowed.
    await tap(steal);
    for (const die of [...root.querySelectorAll('[data-testid="steal-pool"] button')]) {
      if (enabled('[data-testid="steal-confirm"]').length) break;
      await tap(die);
    }
    seen.add('steal');
    return tap(await ready('steal-confirm')).then(() => true);
  }
  const dice = enabled('[data-testid="centre-pool"] button');
  if (phase === 'split' && dice.length) {
    // Take two items (or one), then confirm.
    for (const d of dice.slice(0, 1 + (turn % 2))) await tap(d);
    seen.add('take');
    return tap(await ready('take')).then(() => true);
  }
  const keep = enabled('[data-testid="keep-dice"]')[0];
  if (keep) return (seen.add('lucky'), tap(keep).then(() => true));
  const done = enabled('[data-testid="done"]')[0];
  if (phase === 'sale' && done) {
    const card = enabled('.kot-card.can-buy')[0];
    if (card) {
      await tap(card);
      const pay = enabled('[data-testid="pay"]')[0]!;
      seen.add('buy');
      return tap(pay).then(() => true);
    }
    const ability = enabled('[data-testid="ability"]')[0];
    if (ability && turn % 3 === 0) return (seen.add('ability'), tap(ability).then(() => true));
    return (seen.add('done'), tap(done).then(() => true));
  }
  return false;
}

describe('King of Thieves on the table', () => {
  it("a person plays a whole game against two bots by taps; the result is the scorer's for the end position", async () => {
    const { session, config, seed } = await mountKot(root, [H, EASY, EASY], { seed: 'whole-kot' });
    await shown(root);
    let idle = 0;
    for (let turn = 0; turn < 3000 && !byTestId(root, 'result'); turn++) {
      if (await decide(turn)) idle = 0;
      else {
        idle++;
        await settle();
        if (idle > 3000) throw new Error(`stuck: ${byTestId(root, 'prompt')?.textContent}`);
      }
    }
    await vi.waitFor(() => expect(byTestId(root, 'result')).not.toBeNull());
    expect([...seen]).toEqual(expect.arrayContaining(['take', 'steal', 'take-all', 'buy', 'done']));
    const saved = (await getSession(session.id))!;
    const end = replay(config, seed, (saved.data as { moves: KotMove[] }).moves);
    expect(end.phase).toBe('over');
    const scored = scorer.score(scorerInput(end), ENGINE_CARD_VALUES);
    if (!scored.ok) throw new Error(scored.error);
    expect(saved.finished).toBe(true);
    // The session's totals are the scorer's, renamed from seats to the players' ids.
    expect(saved.result!.totals).toEqual(Object.fromEntries(Object.entries(scored.value.totals).map(([seat, n]) => [`p${seat}`, n])));
  }, 600_000);
});
