// @vitest-environment happy-dom
/**
 * The phase panels on hand-made views: the "I am King" auction (#mode-i-am-king), the King's
 * set and its trump, the team draft (#mode-team), the "Emperor" hidden reveal and discards
 * (#mode-emperor), drawn as the table draws them (the phase in the middle, the hand at the
 * bottom). Each offers exactly the legal moves and plays the one tapped.
 */
import { describe, expect, it } from 'vitest';
import type { RsMove, RsView } from '../../../../../../src/games/royal-stake/engine/types';
import { PhaseHand, PhasePanel } from '../../../../../../src/games/royal-stake/ui/play/PhasePanel';
import { i18next } from '../../../../../../src/i18n';
import { byTestId, click, handCards, iAmKingView, mount, players } from './fixtures';
import { withTestRoot } from './root';

let root: HTMLElement;
withTestRoot((r) => (root = r));

async function mountPhase(view: RsView, legal: RsMove[]) {
  const played: RsMove[] = [];
  const props = { view, players: players(view.config.players), legal, busy: false, onPlay: (m: RsMove) => played.push(m) };
  // The table draws the phase in the middle and the hand at the bottom (PlayScreen).
  await mount(
    root,
    <div data-phase={view.phase}>
      <PhasePanel {...props} />
      <PhaseHand {...props} confirm onTouch={() => undefined} />
    </div>,
  );
  return played;
}
const seats = (n: number, over: (i: number) => Partial<RsView['seats'][number]>) =>
  Array.from({ length: n }, (_, i) => ({ ...iAmKingView().seats[0]!, set: null, king: 'off' as const, queenUses: 0, ...over(i) }));

describe('"I am King" auction (#mode-i-am-king)', () => {
  const view = iAmKingView({
    phase: 'auction',
    lead: null,
    trump: null,
    trick: null,
    toMove: 0,
    auction: { opener: 1, turn: 0, passed: [2], holder: 1, top: 2 },
    seats: seats(3, (i) => ({ laidCount: [1, 2, 0][i]!, auctionLeft: [2, 1, 3][i]! })),
  });
  it('shows the title holder, laid counts and who passed; offers the legal bids and the pass', async () => {
    const played = await mountPhase(view, [{ t: 'bid', n: 1 }, { t: 'bid', n: 2 }, { t: 'pass' }]);
    expect(root.querySelector('[data-phase]')!.getAttribute('data-phase')).toBe('auction');
    expect(byTestId(root, 'title-holder')!.textContent).toBe('Title holder: Boris (2 cards laid).');
    expect(byTestId(root, 'auction-seat-0')!.textContent).toContain('1 card laid');
    expect(byTestId(root, 'auction-seat-2')!.textContent).toContain('passed');
    expect(byTestId(root, 'bid-3')).toBeNull();
    expect(byTestId(root, 'bid-1')!.textContent).toBe('Lay 1 more card (2 in all)');
    await click(byTestId(root, 'bid-2'));
    await click(byTestId(root, 'pass'));
    expect(played).toEqual([{ t: 'bid', n: 2 }, { t: 'pass' }]);
    expect(handCards(root)).toHaveLength(6); // the hand is shown, not playable
    expect(root.querySelector('[data-testid="hand"] button')).toBeNull();
  });
  it('off turn: no buttons', async () => {
    await mountPhase({ ...view, toMove: 1 }, []);
    expect(byTestId(root, 'pass')).toBeNull();
    expect(root.querySelectorAll('[data-testid^="bid-"]')).toHaveLength(0);
  });
});

describe('set picks', () => {
  it("the King's set names the trump; white means no trump (#mode-i-am-king)", async () => {
    const view = iAmKingView({ phase: 'kingSet', trick: null, trump: null, seats: seats(3, () => ({})) });
    const played = await mountPhase(view, [
      { t: 'set', colour: 'white' },
      { t: 'set', colour: 'black' },
    ]);
    expect(byTestId(root, 'set-white')!.textContent).toContain('No trump');
    expect(byTestId(root, 'set-black')!.textContent).toContain('black becomes trump');
    await click(byTestId(root, 'set-black'));
    expect(played).toEqual([{ t: 'set', colour: 'black' }]);
  });
  it("an opponent's set says what its queen does and that the king is out", async () => {
    const view = iAmKingView({ phase: 'sets', trick: null, pickOrder: [0, 2], seats: seats(3, (i) => (i === 1 ? { set: 'red' } : {})) });
    await mountPhase(view, [{ t: 'set', colour: 'blue' }]);
    expect(byTestId(root, 'set-blue')!.textContent).toMatch(/white-flag strength.*king is out/);
    expect(byTestId(root, 'pick-order')!.textContent).toBe('Picking order: Anya → Vera');
  });
  it('"Emperor": white makes the emperor, black the adviser (#mode-emperor)', async () => {
    const view = iAmKingView({ config: { mode: 'emperor', players: 5 }, phase: 'sets', trick: null, pickOrder: [0], seats: seats(5, () => ({})) });
    await mountPhase(view, [
      { t: 'set', colour: 'white' },
      { t: 'set', colour: 'black' },
      { t: 'set', colour: 'green' },
    ]);
    expect(byTestId(root, 'set-white')!.textContent).toContain('emperor');
    expect(byTestId(root, 'set-black')!.textContent).toContain('adviser');
    expect(byTestId(root, 'set-green')!.textContent).toContain('against the emperor');
  });
});

describe('team draft (#mode-team)', () => {
  it('offers the sets and specials still on the table, in snake order', async () => {
    const view = iAmKingView({
      config: { mode: 'team', players: 4 },
      phase: 'draft',
      trick: null,
      seats: seats(4, () => ({})),
      draft: { order: [0, 1, 2, 3, 3, 2, 1, 0], specials: ['rarity-1', 'whiteFlag-2'], sets: ['green', 'black'] },
    });
    const played = await mountPhase(view, [
      { t: 'set', colour: 'green' },
      { t: 'set', colour: 'black' },
      { t: 'special', card: 'rarity-1' },
      { t: 'special', card: 'whiteFlag-2' },
    ]);
    expect(byTestId(root, 'on-table')!.textContent).toBe('Still on the table: green rulers, black rulers, rarity, white flag');
    expect(byTestId(root, 'set-green')!.textContent).toContain('twice per game');
    await click(byTestId(root, 'special-whiteFlag-2'));
    expect(played).toEqual([{ t: 'special', card: 'whiteFlag-2' }]);
  });
});

describe('"Emperor" hidden reveal (#mode-emperor)', () => {
  const base = iAmKingView({
    config: { mode: 'emperor', players: 5 },
    phase: 'reveal',
    trick: null,
    seats: seats(5, () => ({})),
    hand: ['red-4', 'black-9', 'rarity-2', 'white-jack'],
  });
  it("only numbered cards can be laid; others' choices stay hidden until all have chosen", async () => {
    const view = { ...base, reveal: { chosen: [null, null, null, null, null], order: [] } };
    const played = await mountPhase(view, [
      { t: 'reveal', card: 'red-4' },
      { t: 'reveal', card: 'black-9' },
    ]);
    expect(root.querySelector('[data-phase]')!.getAttribute('data-phase')).toBe('reveal');
    expect(root.querySelector('[data-card="rarity-2"]')!.getAttribute('aria-disabled')).toBe('true');
    expect(byTestId(root, 'reveal-seats')!.textContent).toContain('hidden until everyone has chosen');
    expect((byTestId(root, 'reveal-card') as HTMLButtonElement).disabled).toBe(true);
    await click(root.querySelector('[data-card="black-9"]'));
    await click(byTestId(root, 'reveal-card'));
    expect(played).toEqual([{ t: 'reveal', card: 'black-9' }]);
  });
  it('once revealed: every card and the picking order', async () => {
    const view = {
      ...base,
      phase: 'sets' as const,
      pickOrder: [3, 1, 0, 4, 2],
      reveal: { chosen: ['red-4', 'blue-8', 'green-2', 'black-9', 'red-6'], order: [3, 1, 4, 0, 2] },
    };
    await mountPhase(view, []);
    expect(byTestId(root, 'pick-order')!.textContent).toBe('Picking order: Gleb → Boris → Anya → Dina → Vera');
    expect(byTestId(root, 'revealed')!.textContent).toBe('Revealed, highest first: Gleb: black 9, Boris: blue 8, Dina: red 6, Anya: red 4, Vera: green 2');
  });
  it('while waiting, the seat sees its own choice only', async () => {
    await mountPhase({ ...base, toMove: 1, reveal: { chosen: ['red-4', null, null, null, null], order: [] } }, []);
    const rows = byTestId(root, 'reveal-seats')!.querySelectorAll('li');
    expect(rows[0]!.textContent).toContain('red 4');
    expect(rows[1]!.textContent).toContain('hidden');
  });
});

describe('discard', () => {
  const view = iAmKingView({
    phase: 'discard',
    trick: null,
    discardOrder: [
      { seat: 0, count: 2 },
      { seat: 2, count: 3 },
    ],
  });
  const pairs = ['black-3', 'red-9', 'red-2', 'blue-7'].flatMap((a, i, all) => all.slice(i + 1).map((b) => ({ t: 'discard' as const, cards: [a, b] })));
  it('exactly the owed number must be picked; cards never offered stay greyed', async () => {
    const played = await mountPhase(view, pairs);
    expect(byTestId(root, 'discard-queue')!.textContent).toBe('Anya discards 2 cardsVera discards 3 cards');
    expect(root.querySelector('[data-card="rarity-1"]')!.getAttribute('aria-disabled')).toBe('true');
    const confirm = byTestId(root, 'discard') as HTMLButtonElement;
    await click(root.querySelector('[data-card="red-9"]'));
    expect(confirm.disabled).toBe(true);
    expect(byTestId(root, 'discard-count')!.textContent).toBe('Pick 2 cards to discard (1 picked).');
    await click(root.querySelector('[data-card="black-3"]'));
    await click(root.querySelector('[data-card="blue-7"]')); // a third pick is ignored
    expect(root.querySelector('[data-card="blue-7"]')!.getAttribute('aria-pressed')).toBe('false');
    expect(confirm.disabled).toBe(false);
    await click(confirm);
    expect(played).toEqual([{ t: 'discard', cards: ['black-3', 'red-9'] }]);
  });
  it('Russian plural forms', async () => {
    await i18next.changeLanguage('ru');
    await mountPhase(view, pairs);
    expect(byTestId(root, 'discard-queue')!.textContent).toBe('Anya сбрасывает 2 картыVera сбрасывает 3 карты');
  });
});
