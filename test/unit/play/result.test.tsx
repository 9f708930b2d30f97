// @vitest-environment happy-dom
/**
 * The end screen: the winner, by team in team games (winning team, team totals, the tie-break
 * used, from the scorer's own notes), the hints each person used (issue 13), "Play again" with
 * the same seats named, and a way back that says where it goes.
 */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Outcome } from '../../../src/games/types';
import { i18next } from '../../../src/i18n';
import type { TieBreakNote } from '../../../src/lib/ranking';
import { PlayResult, type ResultTeams } from '../../../src/play/PlayResult';
import { byTestId, initPlayI18n } from './ui-helpers';

let root: HTMLElement;
beforeAll(initPlayI18n);
beforeEach(() => {
  document.body.innerHTML = '<div id="r"></div>';
  root = document.getElementById('r')!;
});
afterEach(async () => {
  await act(async () => render(null, root));
  await i18next.changeLanguage('en');
});

const players = ['Anya', 'Boris', 'Vera', 'Gleb'].map((name, i) => ({ id: `p${i}`, name, color: '#1f6fb2' }));
const seats = [
  { kind: 'human' as const },
  { kind: 'bot' as const, level: 'easy' as const },
  { kind: 'bot' as const, level: 'easy' as const },
  { kind: 'bot' as const, level: 'hard' as const },
];
const outcome = (ranking: string[][], tieBreaks?: TieBreakNote[]): Outcome => ({
  finished: true,
  result: { totals: { p0: 100, p1: 100, p2: 100, p3: 100 }, ranking, breakdown: {}, ...(tieBreaks ? { tieBreaks } : {}) },
});
const show = (o: Outcome, teams: ResultTeams | null, hints?: number[], who = seats) =>
  act(async () =>
    render(<PlayResult game="toy" players={players} seats={who} outcome={o} teams={teams} hints={hints} finishedAt={0} onAgain={() => undefined} />, root),
  );
/** The scorer's note for team whist level at 100: the lower king sum, 9 to 13, put Boris and Gleb first. */
const kingSumNote: TieBreakNote = {
  kind: 'ahead',
  ahead: ['p1', 'p3'],
  behind: ['p0', 'p2'],
  place: 1,
  total: 100,
  same: [],
  by: { key: 'kingSum', ahead: 9, behind: 13, lowestWins: true },
};

describe('the end screen', () => {
  const teams: ResultTeams = {
    teams: [
      { seats: [0, 2], total: 100 },
      { seats: [1, 3], total: 100 },
    ],
  };
  it("a team game names the winning team with both totals and the scorer's tie-break in words", async () => {
    await show(
      outcome(
        [
          ['p1', 'p3'],
          ['p0', 'p2'],
        ],
        [kingSumNote],
      ),
      teams,
    );
    expect(byTestId(root, 'winners')!.textContent).toBe('Team Boris, Gleb wins with 100!');
    expect(byTestId(root, 'team-total-0')!.textContent).toBe('Team Anya, Vera100');
    expect(byTestId(root, 'team-total-1')!.textContent).toBe('Team Boris, Glebwinner100');
    expect(byTestId(root, 'tie-breaks')!.textContent).toBe('Boris and Gleb ahead of Anya and Vera: equal totals (100), lower sum of king numbers, 9 to 13.');
    await i18next.changeLanguage('ru');
    await show(
      outcome(
        [
          ['p1', 'p3'],
          ['p0', 'p2'],
        ],
        [kingSumNote],
      ),
      teams,
    );
    expect(byTestId(root, 'tie-breaks')!.textContent).toBe(
      'Boris и Gleb выше, чем Anya и Vera: итоги равны (100), меньше сумма номеров королей — 9 против 13.',
    );
  });
  it('a shared first place names no winning team; the note says the rules break no tie', async () => {
    await show(outcome([['p0', 'p1', 'p2', 'p3']], [{ kind: 'shared', ids: ['p0', 'p1', 'p2', 'p3'], place: 1, total: 100, same: [] }]), teams);
    expect(byTestId(root, 'winners')!.textContent).toBe('The teams share first place!');
    expect(byTestId(root, 'tie-breaks')!.textContent).toBe('Anya, Boris, Vera, and Gleb share place 1: equal totals (100), and the rules break no tie.');
    await show(
      outcome([
        ['p1', 'p3'],
        ['p0', 'p2'],
      ]),
      teams,
    );
    expect(byTestId(root, 'tie-breaks')).toBeNull();
  });
  it('the hints each person used, with Russian plurals; bots are not listed; nothing when no count was kept', async () => {
    const people = seats.map(() => ({ kind: 'human' as const }));
    await show(outcome([['p1'], ['p0', 'p2', 'p3']]), null, [1, 2, 5, 0], people);
    const lines = () => [0, 1, 2, 3].map((i) => byTestId(root, `hints-used-${i}`)?.textContent ?? null);
    expect(lines()).toEqual(['Anya: 1 hint.', 'Boris: 2 hints.', 'Vera: 5 hints.', 'Gleb: no hints.']);
    await i18next.changeLanguage('ru');
    await show(outcome([['p1'], ['p0', 'p2', 'p3']]), null, [1, 2, 5, 0], people);
    expect(lines()).toEqual(['Anya: 1 подсказка.', 'Boris: 2 подсказки.', 'Vera: 5 подсказок.', 'Gleb: без подсказок.']);
    await show(outcome([['p1'], ['p0', 'p2', 'p3']]), null, [21, 0, 0, 3]);
    expect(lines()).toEqual(['Anya: 21 подсказка.', null, null, null]);
    await show(outcome([['p1'], ['p0', 'p2', 'p3']]), null);
    expect(byTestId(root, 'hints-used')).toBeNull();
  });
  it('without teams: the winners by name; the way back names the game\'s page; "Play again" keeps the seats', async () => {
    await show(outcome([['p2'], ['p0', 'p1', 'p3']]), null);
    expect(byTestId(root, 'winners')!.textContent).toBe('Vera wins!');
    expect(byTestId(root, 'game-home')!.getAttribute('href')).toBe('#/game/toy');
    expect(byTestId(root, 'game-home')!.textContent).toMatch(/^Back to the .+ page$/);
    expect(byTestId(root, 'again')!.textContent).toBe('Play again, same seats');
    expect(byTestId(root, 'again-seats')!.textContent).toBe('Same seats: Anya, A (bot, easy), B (bot, easy), C (bot, hard).');
    await i18next.changeLanguage('ru');
    await show(outcome([['p2'], ['p0', 'p1', 'p3']]), teams);
    expect(byTestId(root, 'again-seats')!.textContent).toBe('Те же места: Anya, А (бот, лёгкий), Б (бот, лёгкий), В (бот, сильный).');
  });
});
