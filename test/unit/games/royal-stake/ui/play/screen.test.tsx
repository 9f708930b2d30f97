// @vitest-environment happy-dom
/**
 * The table on hand-made views: the pinned bar (round, trump), the opponents in playing order
 * with role, tricks, VP, cards in hand and rulers, teams with their totals, the trick with each
 * card at its player's place and the card winning so far marked (rules page #card-strength),
 * and the sheets: the standing, and the round's finished tricks with the trick judge's
 * explanation (#card-strength, #mode-i-am-king).
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

describe('the bar and the seats', () => {
  it('"I am King": round, trump, and the opponents left to right in playing order', async () => {
    const view = iAmKingView({ lead: 1, trump: 'white', handSizes: [6, 5, 6] });
    view.seats[1] = { ...view.seats[1]!, score: 200, tricks: 3, king: 'used' };
    await screen(view);
    expect(byTestId(root, 'round')!.textContent).toBe('Round 1 of 3 · “I am King”');
    expect(byTestId(root, 'trump')!.textContent).toBe('No trump');
    // Seat 0 holds the phone: seat 1 sits on its left, seat 2 on its right.
    expect([...byTestId(root, 'opponents')!.querySelectorAll('li')].map((li) => li.getAttribute('data-seat'))).toEqual(['1', '2']);
    expect(byTestId(root, 'seat-1')!.textContent).toBe('BorisKing3 tricks200 VP5 cards in handKking usedQqueen: 0 uses left');
    expect(byTestId(root, 'seat-0')!.textContent).toContain('Anya (you)');
    expect(byTestId(root, 'seat-0')!.textContent).toContain('opponent');
  });
  it('team whist: partner and rivals, black trump, team totals', async () => {
    const view = iAmKingView({
      config: { mode: 'team', players: 4 },
      seat: 1,
      lead: null,
      trump: null,
      teams: [
        [0, 2],
        [1, 3],
      ],
    });
    view.seats.push({ ...view.seats[2]! });
    view.seats = view.seats.map((s, i) => ({ ...s, score: i % 2 === 0 ? 100 : 0 }));
    view.handSizes = [6, 6, 6, 6];
    await screen(view);
    expect(byTestId(root, 'trump')!.textContent).toBe('Trump: black');
    expect([...byTestId(root, 'opponents')!.querySelectorAll('li')].map((li) => li.getAttribute('data-seat'))).toEqual(['2', '3', '0']);
    expect(byTestId(root, 'seat-3')!.querySelector('.rs-seat-role')!.textContent).toBe('partner');
    expect(byTestId(root, 'seat-2')!.querySelector('.rs-seat-role')!.textContent).toBe('rival');
    expect(byTestId(root, 'team-lines')!.textContent).toBe('Anya + Vera: 100 VPBoris + Gleb: 0 VP');
  });
  it('nothing while no seat is looking', async () => {
    await screen(null);
    expect(root.innerHTML).toBe('');
  });
});

describe('the trick on the table', () => {
  const view = iAmKingView({
    trick: {
      leader: 2,
      plays: [
        { seat: 2, card: 'green-4', redQueen: true },
        { seat: 1, card: 'red-6' },
      ],
      greenPending: [0],
    },
    history: [
      {
        leader: 0,
        winner: 2,
        flagBonus: 0,
        plays: [
          { seat: 0, card: 'red-2' },
          { seat: 1, card: 'red-5' },
          { seat: 2, card: 'red-8' },
        ],
      },
      {
        leader: 2,
        winner: 0,
        flagBonus: 100,
        plays: [
          { seat: 2, card: 'rarity-2' },
          { seat: 0, card: 'whiteFlag-1' },
          { seat: 1, card: 'blue-3' },
        ],
      },
    ],
  });
  it("each card lies on its player's side; the trump card laid later is marked as winning (#card-strength)", async () => {
    await screen(view);
    const green = root.querySelector<HTMLElement>('[data-played="green-4"]')!;
    const red = root.querySelector<HTMLElement>('[data-played="red-6"]')!;
    expect(green.style.left).toBe('88%'); // Vera, seat 2, sits on Anya's right
    expect(red.style.left).toBe('12%'); // Boris, seat 1, on her left
    expect(green.textContent).toContain('Vera: green 4 (red queen)');
    // Red is the King's trump: Boris's red 6 beats the green 4 that was led.
    expect(red.classList.contains('rs-win')).toBe(true);
    expect(green.classList.contains('rs-win')).toBe(false);
    expect(byTestId(root, 'winning-card')!.textContent).toBe('winning');
    expect(byTestId(root, 'seat-1')!.textContent).toContain('winning');
    expect(byTestId(root, 'green-pending')!.textContent).toBe('Green queen laid by Anya: plays last.');
  });
  it("the finished tricks sheet carries the judge's verdict on each: winner, reason, rule (#card-strength, #mode-i-am-king)", async () => {
    await screen(view);
    expect(byTestId(root, 'history')).toBeNull();
    await click(byTestId(root, 'open-tricks'));
    const sheet = byTestId(root, 'tricks-sheet')!;
    expect(sheet.getAttribute('role')).toBe('dialog');
    expect(sheet.querySelector('h2')!.textContent).toBe('This round: 2 tricks');
    const first = byTestId(root, 'done-trick-1')!;
    expect(first.querySelector('summary')!.textContent).toBe('Trick 1: Vera takes it with red 8');
    await click(first.querySelector('summary'));
    expect(first.querySelector('[data-testid="judge-winner"]')!.textContent).toBe('Vera takes the trick with red 8.');
    expect(first.querySelector('[data-testid="judge-reason"]')!.textContent).toBe('The highest trump takes the trick.');
    const second = byTestId(root, 'done-trick-2')!;
    expect(second.querySelector('summary')!.textContent).toBe('Trick 2: Anya takes it with white flag+100 VP');
    expect(second.querySelector('[data-testid="judge-rule"]')!.getAttribute('href')).toBe('#/game/royal-stake/rules/mode-i-am-king');
    await click(byTestId(root, 'sheet-close'));
    expect(byTestId(root, 'tricks-sheet')).toBeNull();
  });
  it('the standing sheet lists every seat, with the table settings under it', async () => {
    await screen(view);
    await click(byTestId(root, 'open-standing'));
    expect(byTestId(root, 'standing-seat-1')!.textContent).toContain('Boris');
    expect(byTestId(root, 'table-settings')).not.toBeNull();
    expect((byTestId(root, 'set-confirm') as HTMLInputElement).checked).toBe(true); // first game: the second tap is asked for
  });
  it('Russian', async () => {
    await i18next.changeLanguage('ru');
    await screen(view);
    expect(byTestId(root, 'trump')!.textContent).toBe('Козырь: красный');
    expect(byTestId(root, 'round')!.textContent).toBe('Раунд 1 из 3 · «Я король»');
    await click(byTestId(root, 'open-tricks'));
    expect(byTestId(root, 'done-trick-1')!.querySelector('summary')!.textContent).toBe('Взятка 1: берёт Vera, карта «красная 8»');
  });
});
