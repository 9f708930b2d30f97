// @vitest-environment happy-dom
// The trick judge screen through its buttons: the book's examples («Сила карт»), a broken follow
// rule («Правило зависимости»), kings and queens, the green queen, the modes' specials, both
// languages. The winner and reason come from the pure judge; here we check what a player sees.
import { readFileSync } from 'node:fs';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18next } from '../../../../../../src/i18n';
import { JudgeScreen, resetJudge } from '../../../../../../src/games/royal-stake/ui/judge/JudgeScreen';
import { commonStrings } from '../../../../i18n/commonStrings';

const json = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
beforeAll(async () => {
  const resources = Object.fromEntries(['en', 'ru'].map((l) => [l, { common: commonStrings(l), 'royal-stake': json(`locales/${l}/royal-stake.json`) }]));
  await i18next.init({ lng: 'en', defaultNS: 'common', resources, interpolation: { escapeValue: false } });
});

let root: HTMLElement;
beforeEach(async () => {
  await i18next.changeLanguage('en');
  resetJudge();
  document.body.innerHTML = '<div id="r"></div>';
  root = document.getElementById('r')!;
  act(() => render(<JudgeScreen />, root));
});

const byTest = (id: string) => {
  const el = root.querySelector<HTMLElement>(`[data-testid="${id}"]`);
  if (!el) throw new Error(`no ${id}`);
  return el;
};
const tap = (...ids: string[]) => ids.forEach((id) => act(() => byTest(id).click()));
const text = (id: string) => byTest(id).textContent ?? '';
const has = (id: string) => root.querySelector(`[data-testid="${id}"]`) !== null;

// The default table has four players, whose deck has no 8s and 9s (Подготовка к игре): the
// book's examples are played with 7s and 6s in their place.
describe("the book's examples — «Сила карт»", () => {
  it('red 2 led, red 5, red 7, blue 6: player 3 takes it with red 7, citing card strength', () => {
    tap('judge-colour-red', 'judge-card-red-2', 'judge-card-red-5', 'judge-card-red-7', 'judge-colour-blue', 'judge-card-blue-6');
    expect(text('judge-winner')).toBe('Player 3 takes the trick with red 7.');
    expect(text('judge-reason')).toBe('The highest card of the lead colour takes the trick.');
    expect(byTest('judge-rule').getAttribute('href')).toBe('#/game/royal-stake/rules/card-strength');
    expect(text('judge-rule')).toBe('Rule: Card strength');
    expect(text('judge-full')).toContain('All cards are in (4)');
    expect(text('judge-play-3')).toContain('takes it');
  });
  it('red 2, red 7, black 1, blue 6: black is trump', () => {
    tap('judge-card-red-2', 'judge-card-red-7', 'judge-colour-black', 'judge-card-black-1', 'judge-colour-blue', 'judge-card-blue-6');
    expect(text('judge-winner')).toBe('Player 3 takes the trick with black 1.');
    expect(text('judge-reason')).toBe('The highest trump takes the trick.');
  });
  it('the pad starts on the lead colour, so following cards take one tap', () => {
    tap('judge-colour-green', 'judge-card-green-4');
    expect(byTest('judge-colour-green').getAttribute('aria-pressed')).toBe('true');
    tap('judge-card-green-7');
    expect(text('judge-winner')).toBe('So far Player 2 takes it with green 7 (not every card is in).');
  });
});

describe('the follow rule — «Правило зависимости»', () => {
  it('flags an off-colour card from a hand declared able to follow, with a link to the rule', () => {
    tap('judge-card-red-2', 'judge-colour-blue', 'judge-card-blue-6', 'judge-can-follow');
    expect(text('judge-violations')).toContain('Card 2 broke the follow rule: that hand could follow red.');
    expect(text('judge-violations')).toContain('Player 2, blue 6');
    expect(root.querySelector('[data-testid="judge-violations"] a')!.getAttribute('href')).toBe('#/game/royal-stake/rules/follow-rule');
    expect(text('judge-play-2')).toContain('broke the follow rule');
    tap('judge-black-queen'); // the black queen frees the play
    expect(has('judge-violations')).toBe(false);
  });
  it('a card of the lead colour is not asked about', () => {
    tap('judge-card-red-2', 'judge-card-red-7');
    expect(has('judge-can-follow')).toBe(false);
  });
});

describe('what lies on the cards — kings and queens', () => {
  it('a king on a red 3 beats a later rarity; only the fitting king is offered', () => {
    tap('judge-card-red-3');
    expect([...root.querySelectorAll('[data-testid^="judge-king-"]')].map((b) => b.getAttribute('data-testid'))).toEqual(['judge-king-none', 'judge-king-red']);
    tap('judge-king-red', 'judge-card-rarity');
    expect(text('judge-winner')).toContain('Player 1 takes it with red 3');
    expect(byTest('judge-rule').getAttribute('href')).toBe('#/game/royal-stake/rules/kings');
    expect(text('judge-play-1')).toContain('red king');
  });
  it('the white queen gives rarity strength, and the verdict says so; reopening a card edits it', () => {
    tap('judge-card-red-2', 'judge-queen-white', 'judge-colour-black', 'judge-card-black-10');
    expect(text('judge-winner')).toContain('Player 1');
    expect(text('judge-reason')).toContain('The white queen gave that card rarity strength.');
    act(() => byTest('judge-play-1').querySelector('button')!.click());
    tap('judge-queen-none');
    expect(text('judge-winner')).toContain('Player 2');
  });
  it("the green queen: her owner's card comes last in the order", () => {
    tap('judge-leader-2', 'judge-green-2');
    expect(text('judge-order')).toBe('Order of play: Player 3 → Player 4 → Player 1 → Player 2');
    tap('judge-colour-blue', 'judge-card-blue-3');
    expect(text('judge-play-1')).toContain('Player 3');
  });
});

describe('the modes', () => {
  it('"I am King": the trump is asked first; a white flag beats a rarity and pays 100', () => {
    tap('judge-mode-i-am-king');
    expect(has('judge-need-trump')).toBe(true);
    tap('judge-trump-red', 'judge-card-rarity', 'judge-card-whiteFlag', 'judge-card-red-10');
    expect(text('judge-winner')).toBe('Player 2 takes the trick with white flag.');
    expect(text('judge-flag-bonus')).toContain('100 VP');
    expect(byTest('judge-rule').getAttribute('href')).toBe('#/game/royal-stake/rules/mode-i-am-king');
  });
  it('team whist: jacks (11) and the white jack are on the pad; characters are not', () => {
    tap('judge-mode-team', 'judge-colour-white');
    expect(has('judge-card-white-1')).toBe(false);
    tap('judge-card-white-jack', 'judge-colour-red', 'judge-card-red-5', 'judge-card-red-10');
    expect(text('judge-winner')).toContain('Player 1 takes it with white jack');
    expect(has('judge-militia')).toBe(false);
  });
  it('"Emperor": five players, queens 12 beat jacks', () => {
    tap('judge-mode-emperor');
    expect(text('judge-order')).toContain('Player 5');
    tap('judge-colour-blue', 'judge-card-blue-jack', 'judge-card-blue-queen');
    expect(text('judge-winner')).toContain('Player 2 takes it with blue queen');
  });
  it('militia swaps a 1 into a 10 (standard game)', () => {
    tap('judge-colour-green', 'judge-card-green-7', 'judge-card-green-1', 'judge-militia');
    expect(text('judge-winner')).toContain('Player 2');
    expect(byTest('judge-rule').getAttribute('href')).toBe('#/game/royal-stake/rules/character-militia');
  });
});

describe('undo, clear and a language switch', () => {
  it('undo takes back the last card; clear asks first', () => {
    tap('judge-card-red-2', 'judge-card-red-5', 'judge-undo');
    expect(root.querySelectorAll('[data-testid^="judge-play-"]')).toHaveLength(1);
    act(() => root.querySelector<HTMLButtonElement>('.actions .danger')!.click());
    act(() => root.querySelector<HTMLButtonElement>('.confirm .danger')!.click());
    expect(has('judge-plays')).toBe(false);
  });
  it('switching to Russian keeps the trick and reads in Russian', async () => {
    tap('judge-card-red-2', 'judge-card-red-5', 'judge-card-red-7', 'judge-colour-blue', 'judge-card-blue-6');
    await act(async () => {
      await i18next.changeLanguage('ru');
    });
    expect(text('judge-winner')).toBe('Игрок 3 берёт взятку: красная 7.');
    expect(text('judge-rule')).toBe('Правило: Сила карт');
    expect(root.querySelector('h1')!.textContent).toBe('Судья взятки');
  });
  it('the trick survives leaving the screen (for the rules page) but is never stored', () => {
    tap('judge-card-red-2');
    act(() => render(null, root));
    act(() => render(<JudgeScreen />, root));
    expect(text('judge-play-1')).toContain('red 2');
  });
});
