// @vitest-environment happy-dom
/**
 * The game for two takes its ruler sets before any card is dealt («Игра на двоих», «Подготовка к
 * игре» 2; #ruling-two-sets). The table used to show the 3-5 player draft text ("In snake order
 * each player takes a ruler set or a character…") and "Trump: black" in the bar over an empty
 * hand; now the set pick says what it is in the game for two's words, the bar shows no trump
 * until the deal, and the character draft and redraft use the game for two's rules (a character
 * of your last squad may be taken again).
 */
import { describe, expect, it } from 'vitest';
import { engine } from '../../../../../../src/games/royal-stake/engine';
import type { RsMove, RsState, RsView } from '../../../../../../src/games/royal-stake/engine/types';
import { PhasePanel } from '../../../../../../src/games/royal-stake/ui/play/PhasePanel';
import { TableBar } from '../../../../../../src/games/royal-stake/ui/play/TableBar';
import { randomRun, stdConfig, stdStarted } from '../../standard/helpers';
import { byTestId, fakeTable, mount, players } from './fixtures';
import { withTestRoot } from './root';

let root: HTMLElement;
withTestRoot((r) => (root = r));

async function draw(state: RsState, seat = 0) {
  const view = engine.view(state, seat) as RsView;
  const legal = engine.toMove(state) === seat ? engine.legalMoves(state) : [];
  const { g, wrap } = fakeTable(view, legal);
  const props = { view, players: players(2), legal, busy: false, onPlay: (_: RsMove) => undefined };
  await mount(
    root,
    wrap(
      <div>
        <TableBar view={view} g={g} onOpen={() => undefined} />
        <PhasePanel {...props} />
      </div>,
    ),
  );
}
const about = () => byTestId(root, 'squad-about')?.textContent ?? '';
const apply = (s: RsState, m: RsMove) => {
  const r = engine.apply(s, m);
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

describe('the game for two: sets before the deal, in its own words', () => {
  const start = stdStarted(stdConfig(2, { jesterDeal: true }), 'two-set-pick');

  it("the set pick: no cards, no trump in the bar, the game for two's wording (not the 3-5 player draft)", async () => {
    expect(start.seats.every((s) => s.hand.length === 0)).toBe(true);
    for (const seat of [0, 1]) {
      await draw(start, seat);
      expect(byTestId(root, 'trump')).toBeNull();
      expect(root.textContent).not.toContain('Trump: black');
      expect(about()).toBe('Before any card is dealt, each player in turn takes a ruler set for the whole game. Black is trump whichever set you take.');
      expect(about()).not.toContain('snake order');
    }
  });

  it('once both sets are taken and the cards dealt: black is trump in the bar, the character draft of the game for two', async () => {
    let s = start;
    while (s.seats.some((x) => x.set === null)) s = apply(s, engine.legalMoves(s).find((m) => m.t === 'set')!);
    expect(s.seats.every((x) => x.hand.length > 0)).toBe(true);
    await draw(s, engine.toMove(s)!);
    expect(byTestId(root, 'trump')?.textContent).toBe('Trump: black');
    expect(about()).toBe('In turn each player takes one character until both have three; the others sit this round out.');
  });

  it('the redraft of round 2: a character of your last squad may be taken again', async () => {
    const { states } = randomRun(start, 'two-set-pick-run', (x) => x.round === 2 && x.phase === 'squad');
    const s = states.at(-1)!;
    expect(s.round === 2 && s.phase === 'squad').toBe(true);
    await draw(s, engine.toMove(s)!);
    expect(about()).toBe('Each player takes three characters again, in turn. A character from your own last squad may be taken again.');
    expect(byTestId(root, 'trump')?.textContent).toBe('Trump: black');
  });
});
