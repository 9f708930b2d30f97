// @vitest-environment happy-dom
/**
 * The whole screen on hand-made views: standing (roles, trump, teams with partners opposite),
 * the trick on the table with what lies on each card, and the round's history with the trick
 * judge's explanation for every finished trick (rules page #card-strength, #kings, #mode-*).
 */
import { describe, expect, it } from 'vitest';
import type { RsView } from '../../../../../../src/games/royal-stake/engine/types';
import { PlayScreen } from '../../../../../../src/games/royal-stake/ui/play/PlayScreen';
import { i18next } from '../../../../../../src/i18n';
import { byTestId, click, fakeTable, iAmKingView, mount } from './fixtures';
import { withTestRoot } from './root';

let root: HTMLElement;
withTestRoot((r) => (root = r));

const screen = async (view: RsView | null) => {
  const { wrap } = fakeTable(view, []);
  await mount(root, wrap(<PlayScreen sessionId="s" />));
};

describe('standing', () => {
  it('"I am King": the King, the opponents, the trump and each seat\'s rulers, VP and tricks', async () => {
    const view = iAmKingView({ lead: 1, trump: 'white' });
    view.seats[1] = { ...view.seats[1]!, score: 200, tricks: 3, king: 'used' };
    await screen(view);
    expect(byTestId(root, 'trump')!.textContent).toBe('No trump: the King chose white.');
    expect(byTestId(root, 'seat-0')!.textContent).toContain('Anya (you)');
    expect(byTestId(root, 'seat-0')!.textContent).toContain('opponent');
    expect(byTestId(root, 'seat-1')!.textContent).toBe(' BorisKingblue rulers · king used · queen: 0 uses left2003');
  });
  it('team whist: partners opposite, black trump', async () => {
    const view = iAmKingView({ config: { mode: 'team', players: 4 }, lead: null, trump: null, teams: [[0, 2], [1, 3]] });
    view.seats.push({ ...view.seats[2]! });
    await screen(view);
    expect(byTestId(root, 'teams')!.textContent).toBe('Partners sit opposite: Anya and Vera against Boris and Gleb.');
    expect(byTestId(root, 'trump')!.textContent).toBe('Trump: black.');
    expect(byTestId(root, 'seat-1')!.textContent).toContain('partner: Gleb');
  });
  it('nothing while no seat is looking', async () => {
    await screen(null);
    expect(root.innerHTML).toBe('');
  });
});

describe('the trick and the history', () => {
  const view = iAmKingView({
    trick: { leader: 2, plays: [{ seat: 2, card: 'green-4', redQueen: true }, { seat: 1, card: 'red-6', king: 'red' }], greenPending: [0] },
    history: [
      { leader: 0, winner: 2, flagBonus: 0, plays: [{ seat: 0, card: 'red-2' }, { seat: 1, card: 'red-5' }, { seat: 2, card: 'red-8' }] },
      { leader: 2, winner: 0, flagBonus: 100, plays: [{ seat: 2, card: 'rarity-2' }, { seat: 0, card: 'whiteFlag-1' }, { seat: 1, card: 'blue-3' }] },
    ],
  });
  it('the trick shows each seat\'s card and what lies on it, and who still plays last', async () => {
    await screen(view);
    const trick = byTestId(root, 'trick')!;
    expect(trick.textContent).toContain('Vera leads.');
    expect(root.querySelector('[data-played="green-4"]')!.textContent).toBe('4Vera: green 4 (red queen)');
    expect(root.querySelector('[data-played="red-6"]')!.textContent).toBe('6Boris: red 6 (red king)');
    expect(byTestId(root, 'green-pending')!.textContent).toBe('Green queen laid by Anya: plays last.');
  });
  it('every finished trick carries the judge\'s verdict: winner, reason, rule (#card-strength, #mode-i-am-king)', async () => {
    await screen(view);
    expect(byTestId(root, 'history')!.querySelector('h2')!.textContent).toBe('This round: 2 tricks');
    const first = byTestId(root, 'done-trick-1')!;
    expect(first.querySelector('summary')!.textContent).toBe('Trick 1: Vera takes it with red 8');
    await click(first.querySelector('summary'));
    expect(first.querySelector('[data-testid="judge-winner"]')!.textContent).toBe('Vera takes the trick with red 8.');
    expect(first.querySelector('[data-testid="judge-reason"]')!.textContent).toBe('The highest trump takes the trick.'); // red is the King's trump
    const second = byTestId(root, 'done-trick-2')!;
    expect(second.querySelector('summary')!.textContent).toBe('Trick 2: Anya takes it with white flag+100 VP');
    expect(second.querySelector('[data-testid="judge-reason"]')!.textContent).toBe('In this mode a white flag beats rarities.');
    expect(second.querySelector('[data-testid="judge-rule"]')!.getAttribute('href')).toBe('#/game/royal-stake/rules/mode-i-am-king');
    // Newest first.
    expect([...root.querySelectorAll('[data-testid^="done-trick-"]')].map((e) => e.getAttribute('data-testid'))).toEqual(['done-trick-2', 'done-trick-1']);
  });
  it('Russian', async () => {
    await i18next.changeLanguage('ru');
    await screen(view);
    expect(byTestId(root, 'done-trick-1')!.querySelector('summary')!.textContent).toBe('Взятка 1: берёт Vera, карта «красная 8»');
    expect(byTestId(root, 'trump')!.textContent).toBe('Козырь: красный (цвет Короля).');
  });
});
