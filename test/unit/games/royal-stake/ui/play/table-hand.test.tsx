// @vitest-environment happy-dom
/**
 * The hand at the bottom of the table in the trick phase (rules page #follow-rule, #kings,
 * #queens): compact cards sorted by colour with words; a tap lifts a card and a second tap (or
 * "Play", or dragging it up onto the table) plays it; with the second tap turned off a card with
 * one way to play goes at once; king and queen options come with the lifted card exactly as the
 * legal moves allow; a tap on a greyed card says why.
 */
import { describe, expect, it } from 'vitest';
import type { RsMove } from '../../../../../../src/games/royal-stake/engine/types';
import { sortHand } from '../../../../../../src/games/royal-stake/ui/play/cards';
import { TableHand } from '../../../../../../src/games/royal-stake/ui/play/TableHand';
import { i18next } from '../../../../../../src/i18n';
import { act } from 'preact/test-utils';
import { byTestId, click, handCards, iAmKingView, mount } from './fixtures';
import { withTestRoot } from './root';

let root: HTMLElement;
withTestRoot((r) => (root = r));

/** Red was led: red cards play (the red 9 also with the red king or queen), the black queen frees the blue 7. */
const view = iAmKingView({
  trick: { leader: 1, plays: [{ seat: 1, card: 'red-5' }], greenPending: [] },
  leadSuit: 'red',
  blocked: [
    { card: 'black-3', reason: 'ERR_MUST_FOLLOW', params: { lead: 'red' } },
    { card: 'blue-7', reason: 'ERR_MUST_FOLLOW', params: { lead: 'red' } },
  ],
});
const legal: RsMove[] = [
  { t: 'play', card: 'red-2' },
  { t: 'play', card: 'red-9' },
  { t: 'play', card: 'red-9', king: true },
  { t: 'play', card: 'red-9', queen: 'red' },
  { t: 'play', card: 'rarity-1' },
  { t: 'play', card: 'whiteFlag-1' },
  { t: 'play', card: 'blue-7', queen: 'black' },
];

async function mountHand(opts: { moves?: RsMove[]; v?: typeof view; confirm?: boolean } = {}) {
  const played: RsMove[] = [];
  await mount(root, <TableHand view={opts.v ?? view} legal={opts.moves ?? legal} busy={false} confirm={opts.confirm ?? true} onPlay={(m) => played.push(m)} />);
  return played;
}
const card = (id: string) => root.querySelector<HTMLButtonElement>(`[data-testid="hand"] [data-card="${id}"]`)!;

describe('the hand on the table', () => {
  it('is sorted red, blue, green, black, then rarities and flags, each card with its colour in words and its full name', async () => {
    await mountHand();
    expect(handCards(root)).toEqual(['red-2', 'red-9', 'blue-7', 'black-3', 'rarity-1', 'whiteFlag-1']);
    expect(card('red-9').textContent).toBe('9redred 9');
    expect(card('rarity-1').textContent).toBe('★rarityrarity');
    // Six cards make one row; twelve would make two rows of six.
    expect(root.querySelector<HTMLElement>('.rs-cards')!.style.getPropertyValue('--cols')).toBe('6');
    expect(sortHand(['white-jack', 'red-queen', 'red-jack', 'red-10', 'whiteFlag-2', 'green-1'])).toEqual([
      'red-10',
      'red-jack',
      'red-queen',
      'green-1',
      'white-jack',
      'whiteFlag-2',
    ]);
  });

  it("greys cards without a legal play; a tap on one says why in the engine's words (#follow-rule)", async () => {
    const played = await mountHand({ moves: legal.filter((m) => m.t !== 'play' || m.card !== 'blue-7') });
    expect(card('black-3').getAttribute('aria-disabled')).toBe('true');
    expect(card('red-2').getAttribute('aria-disabled')).toBeNull();
    expect(byTestId(root, 'blocked-reason')).toBeNull();
    await click(card('black-3'));
    expect(byTestId(root, 'blocked-reason')!.textContent).toBe('You must follow the lead colour, red.');
    expect(card('black-3').getAttribute('aria-pressed')).toBe('false');
    expect(played).toEqual([]);
    // Screen readers get the reason with the card itself.
    expect(document.getElementById(card('black-3').getAttribute('aria-describedby')!)!.textContent).toBe(
      'You must follow the lead colour, red. (blue 7, black 3)',
    );
  });

  it('with the second tap on: a tap lifts the card, a second tap plays it', async () => {
    const played = await mountHand();
    await click(card('red-2'));
    expect(played).toEqual([]);
    expect(card('red-2').getAttribute('aria-pressed')).toBe('true');
    expect(byTestId(root, 'play')!.textContent).toBe('Play red 2');
    expect(byTestId(root, 'play-options')).toBeNull(); // no king or queen goes with the red 2
    await click(card('red-2'));
    expect(played).toEqual([{ t: 'play', card: 'red-2' }]);
  });

  it('with the second tap off: one tap plays a card that has one way to be played; a card with options lifts first', async () => {
    const played = await mountHand({ confirm: false });
    await click(card('rarity-1'));
    expect(played).toEqual([{ t: 'play', card: 'rarity-1' }]);
    await click(card('red-9'));
    expect(played).toHaveLength(1);
    expect(byTestId(root, 'play-options')).not.toBeNull();
    await click(byTestId(root, 'play'));
    expect(played[1]).toEqual({ t: 'play', card: 'red-9' });
  });

  it('offers the king and the queens on the lifted card only where a legal play has them (#kings, #queens)', async () => {
    const played = await mountHand();
    await click(card('red-9'));
    expect(byTestId(root, 'opt-king')).not.toBeNull();
    expect(byTestId(root, 'opt-queen-red')).not.toBeNull();
    for (const q of ['white', 'blue', 'black']) expect(byTestId(root, `opt-queen-${q}`)).toBeNull();
    // King and red queen together is not among the legal moves: with the king on, the queen is off.
    await click(byTestId(root, 'opt-king'));
    expect((byTestId(root, 'opt-queen-red') as HTMLInputElement).disabled).toBe(true);
    await click(card('red-9'));
    expect(played).toEqual([{ t: 'play', card: 'red-9', king: true }]);
  });

  it('a card playable only with the black queen starts with her chosen (#queens)', async () => {
    const played = await mountHand();
    await click(card('blue-7'));
    expect((byTestId(root, 'opt-queen-black') as HTMLInputElement).checked).toBe(true);
    expect((byTestId(root, 'opt-queen-none') as HTMLInputElement).disabled).toBe(true);
    await click(byTestId(root, 'play'));
    expect(played).toEqual([{ t: 'play', card: 'blue-7', queen: 'black' }]);
  });

  it('dragging a card up onto the table plays it; a short drag does not', async () => {
    const played = await mountHand();
    const drag = async (id: string, dy: number) =>
      act(async () => {
        const el = card(id);
        el.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, clientY: 500 }));
        el.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, clientY: 500 + dy }));
        el.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, clientY: 500 + dy }));
      });
    await drag('red-2', -20);
    expect(played).toEqual([]);
    await drag('red-2', -90);
    expect(played).toEqual([{ t: 'play', card: 'red-2' }]);
  });

  it('a hinted move lifts its card with its king and queen already chosen; nothing is played', async () => {
    const played: RsMove[] = [];
    await mount(
      root,
      <TableHand view={view} legal={legal} busy={false} confirm onPlay={(m) => played.push(m)} hinted={{ t: 'play', card: 'red-9', king: true }} />,
    );
    expect(card('red-9').getAttribute('aria-pressed')).toBe('true');
    expect((byTestId(root, 'opt-king') as HTMLInputElement).checked).toBe(true);
    expect(played).toEqual([]);
    await click(byTestId(root, 'play'));
    expect(played).toEqual([{ t: 'play', card: 'red-9', king: true }]);
  });

  it('the green queen is laid instead of a card, when legal', async () => {
    const played = await mountHand({ moves: [...legal, { t: 'green' }] });
    await click(card('red-2'));
    await click(byTestId(root, 'opt-green'));
    expect(card('red-2').getAttribute('aria-pressed')).toBe('false');
    expect(byTestId(root, 'play')!.textContent).toBe('Lay the green queen');
    await click(byTestId(root, 'play'));
    expect(played).toEqual([{ t: 'green' }]);
  });

  it('says in the first trick of the game that a played card cannot be taken back', async () => {
    await mountHand();
    expect(byTestId(root, 'final-note')?.textContent).toMatch(/cannot be taken back/);
    const later = iAmKingView({
      history: [
        {
          leader: 0,
          winner: 0,
          flagBonus: 0,
          plays: [
            { seat: 0, card: 'red-1' },
            { seat: 1, card: 'red-3' },
            { seat: 2, card: 'red-4' },
          ],
        },
      ],
    });
    await mountHand({ v: later });
    expect(byTestId(root, 'final-note')).toBeNull();
  });

  it('off turn, the hand is only shown: no buttons, nothing to play', async () => {
    await mountHand({ moves: [] });
    expect(handCards(root)).toHaveLength(6);
    expect(root.querySelector('[data-testid="hand"] button')).toBeNull();
    expect(byTestId(root, 'play')).toBeNull();
  });

  it('speaks Russian', async () => {
    await i18next.changeLanguage('ru');
    await mountHand();
    await click(card('red-9'));
    expect(byTestId(root, 'play')!.textContent).toBe('Сыграть: красная 9');
    expect(byTestId(root, 'hand')!.querySelector('h2')!.textContent).toBe('Ваша рука: 6 карт');
    await click(card('black-3'));
    expect(byTestId(root, 'blocked-reason')!.textContent).toBe('Нужно ходить в ведущий цвет — красный.');
  });
});
