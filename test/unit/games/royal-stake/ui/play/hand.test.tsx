// @vitest-environment happy-dom
/**
 * The hand in the trick phase (rules page #follow-rule, #kings, #queens): cards sorted by colour
 * with words, cards the engine does not offer greyed with the engine's reason, a tap selects and
 * only "Play" plays, ruler toggles exactly as the legal moves allow.
 */
import { describe, expect, it } from 'vitest';
import type { RsMove } from '../../../../../../src/games/royal-stake/engine/types';
import { PlayPanel } from '../../../../../../src/games/royal-stake/ui/play/PlayPanel';
import { sortHand } from '../../../../../../src/games/royal-stake/ui/play/cards';
import { i18next } from '../../../../../../src/i18n';
import { byTestId, click, handCards, iAmKingView, mount } from './fixtures';
import { withTestRoot } from './root';

let root: HTMLElement;
withTestRoot((r) => (root = r));

/** Red was led: red cards play (the red 9 also with the red king), the black queen frees the rest. */
const view = iAmKingView({
  trick: { leader: 1, plays: [{ seat: 1, card: 'red-5' }], greenPending: [] },
  leadSuit: 'red',
  blocked: [{ card: 'black-3', reason: 'ERR_MUST_FOLLOW', params: { lead: 'red' } }, { card: 'blue-7', reason: 'ERR_MUST_FOLLOW', params: { lead: 'red' } }],
});
const legal: RsMove[] = [
  { t: 'play', card: 'red-2' }, { t: 'play', card: 'red-9' }, { t: 'play', card: 'red-9', king: true },
  { t: 'play', card: 'red-9', queen: 'red' }, { t: 'play', card: 'rarity-1' }, { t: 'play', card: 'whiteFlag-1' },
  { t: 'play', card: 'blue-7', queen: 'black' },
];

async function mountPanel(moves = legal, v = view) {
  const played: RsMove[] = [];
  await mount(root, <PlayPanel view={v} legal={moves} busy={false} onPlay={(m) => played.push(m)} />);
  return played;
}
const card = (id: string) => root.querySelector<HTMLButtonElement>(`[data-testid="hand"] [data-card="${id}"]`)!;

describe('the hand', () => {
  it('is sorted red, blue, green, black, then rarities and flags, low to high, each card named in words', async () => {
    await mountPanel();
    expect(handCards(root)).toEqual(['red-2', 'red-9', 'blue-7', 'black-3', 'rarity-1', 'whiteFlag-1']);
    expect(card('red-9').textContent).toBe('9red 9');
    expect(card('rarity-1').textContent).toContain('rarity');
    expect(sortHand(['white-jack', 'red-queen', 'red-jack', 'red-10', 'whiteFlag-2', 'green-1'])).toEqual(['red-10', 'red-jack', 'red-queen', 'green-1', 'white-jack', 'whiteFlag-2']);
  });

  it('greys cards without a legal play and says why in the engine\'s words (#follow-rule)', async () => {
    await mountPanel(legal.filter((m) => m.t !== 'play' || m.card !== 'blue-7'));
    expect(card('black-3').getAttribute('aria-disabled')).toBe('true');
    expect(card('blue-7').getAttribute('aria-disabled')).toBe('true');
    expect(card('red-2').getAttribute('aria-disabled')).toBeNull();
    const reason = byTestId(root, 'blocked-reasons')!;
    expect(reason.querySelectorAll('li')).toHaveLength(1);
    expect(reason.textContent).toBe('You must follow the lead colour, red. (blue 7, black 3)');
    // The greyed card points at that reason for screen readers.
    expect(document.getElementById(card('black-3').getAttribute('aria-describedby')!)).toBe(reason.querySelector('li'));
    await click(card('black-3'));
    expect(card('black-3').getAttribute('aria-pressed')).toBe('false');
    expect((byTestId(root, 'play') as HTMLButtonElement).disabled).toBe(true);
  });

  it('a tap only selects; "Play" plays the selected card, and a second tap unselects', async () => {
    const played = await mountPanel();
    expect((byTestId(root, 'play') as HTMLButtonElement).disabled).toBe(true);
    await click(card('red-2'));
    expect(played).toEqual([]);
    expect(card('red-2').getAttribute('aria-pressed')).toBe('true');
    expect(byTestId(root, 'play')!.textContent).toBe('Play red 2');
    expect(byTestId(root, 'play-options')).toBeNull(); // no king or queen goes with the red 2
    await click(card('red-2'));
    expect(card('red-2').getAttribute('aria-pressed')).toBe('false');
    await click(card('red-2'));
    await click(byTestId(root, 'play'));
    expect(played).toEqual([{ t: 'play', card: 'red-2' }]);
  });

  it('offers the king and the queens only where a legal play has them (#kings, #queens)', async () => {
    const played = await mountPanel();
    await click(card('red-9'));
    expect(byTestId(root, 'opt-king')).not.toBeNull();
    expect(byTestId(root, 'opt-queen-red')).not.toBeNull();
    for (const q of ['white', 'blue', 'black']) expect(byTestId(root, `opt-queen-${q}`)).toBeNull();
    // King and red queen together is not among the legal moves: with the king on, the queen is off.
    await click(byTestId(root, 'opt-king'));
    expect((byTestId(root, 'opt-queen-red') as HTMLInputElement).disabled).toBe(true);
    await click(byTestId(root, 'play'));
    expect(played).toEqual([{ t: 'play', card: 'red-9', king: true }]);
  });

  it('a card playable only with the black queen starts with her chosen (#queens)', async () => {
    const played = await mountPanel();
    expect(card('blue-7').getAttribute('aria-disabled')).toBeNull();
    await click(card('blue-7'));
    expect((byTestId(root, 'opt-queen-black') as HTMLInputElement).checked).toBe(true);
    expect((byTestId(root, 'opt-queen-none') as HTMLInputElement).disabled).toBe(true);
    await click(byTestId(root, 'play'));
    expect(played).toEqual([{ t: 'play', card: 'blue-7', queen: 'black' }]);
  });

  it('the green queen is laid instead of a card, when legal', async () => {
    const played = await mountPanel([...legal, { t: 'green' }]);
    await click(card('red-2'));
    await click(byTestId(root, 'opt-green'));
    expect(card('red-2').getAttribute('aria-pressed')).toBe('false');
    expect(byTestId(root, 'play')!.textContent).toBe('Lay the green queen');
    await click(byTestId(root, 'play'));
    expect(played).toEqual([{ t: 'green' }]);
  });

  it('says once, in the first trick of the game, that a played card cannot be taken back', async () => {
    await mountPanel();
    expect(byTestId(root, 'final-note')?.textContent).toMatch(/cannot be taken back/);
    const later = iAmKingView({ history: [{ leader: 0, winner: 0, flagBonus: 0, plays: [{ seat: 0, card: 'red-1' }, { seat: 1, card: 'red-3' }, { seat: 2, card: 'red-4' }] }] });
    await mountPanel(legal, later);
    expect(byTestId(root, 'final-note')).toBeNull();
  });

  it('off turn, the hand is only shown: no buttons, nothing to play', async () => {
    await mountPanel([]);
    expect(handCards(root)).toHaveLength(6);
    expect(root.querySelector('[data-testid="hand"] button')).toBeNull();
    expect(byTestId(root, 'play')).toBeNull();
  });

  it('speaks Russian', async () => {
    await i18next.changeLanguage('ru');
    await mountPanel();
    await click(card('red-9'));
    expect(byTestId(root, 'play')!.textContent).toBe('Сыграть: красная 9');
    expect(byTestId(root, 'hand')!.querySelector('h3')!.textContent).toBe('Ваша рука: 6 карт');
    expect(byTestId(root, 'blocked-reasons')!.textContent).toBe('Нужно ходить в ведущий цвет — красный. (синяя 7, чёрная 3)');
  });
});
