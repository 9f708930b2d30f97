// @vitest-environment happy-dom
// Issue 20 point 16: a finished sheet kept its editing controls, dimmed and disabled: Jackal's
// coin chips and first-player select, Royal Stake's count fields and "King used" / option
// checkboxes, the Knights and Sly Thieves radios, King of Thieves' card picker, the pad's round
// buttons. On every game's sheet and the pad, a finished session now shows each value as text
// with its label (shared ReadValue / Editable, as the Stepper does): no input, select or disabled
// button inside the sheet, only Reopen and navigation; Reopen brings the editors back.
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScoreScreen as JackalScreen } from '../../../src/games/jackal/ui/ScoreScreen';
import { newSheet, setValue, startIsland, withTokenHolder } from '../../../src/games/jackal/ui/sheet';
import { ScoreScreen as KotScreen } from '../../../src/games/king-of-thieves/ui/ScoreScreen';
import { MARKET_CARDS } from '../../../src/games/king-of-thieves/data/cards';
import { emptyInput, toggleCard } from '../../../src/games/king-of-thieves/ui/holdings';
import { ScoreScreen as KvsScreen } from '../../../src/games/knights-vs-steambots/ui/ScoreScreen';
import { setCount, setGhost, setOrders, startingInput } from '../../../src/games/knights-vs-steambots/ui/model';
import { ScoreScreen as RsScreen } from '../../../src/games/royal-stake/ui/score/ScoreScreen';
import { initialInput, type StdInput } from '../../../src/games/royal-stake/ui/score/input';
import { ScoreScreen as SlyScreen } from '../../../src/games/sly-thieves/ui/ScoreScreen';
import { initialInput as slyInput, withCount } from '../../../src/games/sly-thieves/ui/input';
import { PadScreen } from '../../../src/scorepad/ui/PadScreen';
import { i18next } from '../../../src/i18n';
import { closeDb } from '../../../src/storage/db';
import { newSession, saveSession } from '../../../src/storage/sessions';
import type { SeatRecord } from '../../../src/storage/types';
import { initTestI18n } from './i18n-setup';

const NAMES = ['Anya', 'Boris', 'Vera', 'Gleb', 'Dasha', 'Egor'];
const seatsOf = (n: number): SeatRecord[] => NAMES.slice(0, n).map((name, i) => ({ id: `p${i}`, name, color: '#c0392b' }));
const ids = (n: number) => seatsOf(n).map((s) => s.id);

let root: HTMLElement;
beforeAll(async () => {
  await initTestI18n('en');
  for (const ns of ['jackal', 'king-of-thieves', 'knights-vs-steambots', 'royal-stake', 'sly-thieves'])
    i18next.addResourceBundle('en', ns, JSON.parse(readFileSync(`locales/en/${ns}.json`, 'utf8')), true, true);
});
beforeEach(() => {
  document.body.innerHTML = '<div id="r"></div>';
  root = document.getElementById('r')!;
});
afterEach(async () => {
  await act(async () => render(null, root));
  await closeDb();
  indexedDB.deleteDatabase('stolik');
});

/** What is left to touch inside a sheet: fields, selects, and buttons a person cannot press. */
function controls(): string[] {
  const dead = [...root.querySelectorAll<HTMLButtonElement>('button')].filter((b) => b.disabled || b.closest('fieldset:disabled, fieldset[disabled]'));
  return [
    ...[...root.querySelectorAll('input, select, textarea')].map((e) => `${e.tagName.toLowerCase()} ${e.getAttribute('type') ?? ''}`.trim()),
    ...dead.map((b) => `disabled button "${b.textContent?.trim()}"`),
  ];
}
const shown = () => [...root.querySelectorAll('[data-testid="read-only-value"]')].map((e) => e.textContent?.replace(/\s+/g, ' ').trim());

interface Case {
  game: string;
  players: number;
  data: unknown;
  screen: (id: string) => preact.JSX.Element;
  /** Values that must read as text on the finished sheet. */
  expect: string[];
}

function rsData(): StdInput {
  const seats = seatsOf(5);
  const input = initialInput(seats, {
    mode: 'standard',
    rulers: { p0: 'red', p1: 'blue', p2: 'white', p3: 'green', p4: 'black' },
    options: { jesterDeal: false, cheerleaderAdvanced: true, baseSquads: false },
  }) as StdInput;
  const round = input.rounds[0]!;
  const tricks = [3, 2, 1, 2, 1];
  seats.forEach((s, i) => Object.assign(round.players[s.id]!, { tricks: tricks[i], kingUsed: i === 1 }));
  return input;
}

const CASES: Case[] = [
  {
    game: 'score-pad',
    players: 6,
    data: { lowestWins: false, players: ids(6).map((id, i) => ({ id, rounds: [i, i === 2 ? null : 10 - i] })) },
    screen: (id) => <PadScreen sessionId={id} />,
    expect: ['Anya, round 2 10', 'Vera, round 2 —not entered'],
  },
  {
    game: 'jackal',
    players: 4,
    data: (() => {
      let s = startIsland(newSheet(ids(4)));
      s = setValue(s, 'p0', 1, 3);
      s = setValue(s, 'p0', 2, -2);
      s = setValue(s, 'p1', 2, 2);
      return withTokenHolder(s, ids(4), 2, 'p1');
    })(),
    screen: (id) => <JackalScreen sessionId={id} />,
    expect: ['First player on island 2 Boris', 'Anya: Tortuga instead of the island (coins for cards) −2 → 3 cards', 'Boris: coins won on island 2 2'],
  },
  {
    game: 'king-of-thieves',
    players: 5,
    data: toggleCard({ players: emptyInput(seatsOf(5)).players.map((p) => ({ ...p, coins: 4, notoriety: 1 })) }, 'p0', MARKET_CARDS[0]!.id),
    screen: (id) => <KotScreen sessionId={id} />,
    expect: ['Coins 4', 'Notoriety 1'],
  },
  {
    game: 'knights-vs-steambots',
    players: 4,
    data: setOrders(setGhost(setCount(startingInput('standard', ids(4)), 'p0', 'mages', 2), 'p0', true), 'p0', [3, -1]),
    screen: (id) => <KvsScreen sessionId={id} />,
    expect: ['Rules Full game', 'Mages 2', 'Knights alive (cooks too) —not entered', 'Ended the game as a ghost yes', 'Order card #2 −1'],
  },
  {
    game: 'sly-thieves',
    players: 4,
    data: withCount(slyInput(seatsOf(4), 'advanced', null), 'p0', 1, 4),
    screen: (id) => <SlyScreen sessionId={id} />,
    expect: ['Cash bundles, 1 point each 4', 'Gold bars, 2 points each —not entered', 'Variant played Advanced variant (icons and guards)'],
  },
  {
    game: 'royal-stake',
    players: 5,
    data: rsData(),
    screen: (id) => <RsScreen sessionId={id} />,
    expect: ['Anya: tricks 3', 'King used (face down at the end of this round) yes', "Dasha's rulers black", 'Blue cards won —not entered'],
  },
];

describe('a finished sheet reads as text, on every game and the pad', () => {
  for (const c of CASES) {
    it(`${c.game}, ${c.players} players: no input, select or disabled button; values as text; Reopen brings the editors back`, async () => {
      const session = await saveSession({
        ...newSession({ game: c.game, kind: 'score', title: '', players: seatsOf(c.players), data: c.data }),
        finished: true,
      });
      await act(async () => render(c.screen(session.id), root));
      await vi.waitFor(() => expect(root.querySelector('[data-testid="finish"]')).not.toBeNull(), { timeout: 5000 });
      await vi.waitFor(() => expect(root.querySelector('[aria-busy="true"]')).toBeNull());
      expect(controls()).toEqual([]);
      expect(shown().length).toBeGreaterThan(0);
      for (const text of c.expect) expect(shown()).toContain(text);
      // Every button left is Reopen or a way to look around (players, islands, rounds, rules).
      expect(root.querySelector('[data-testid="finish"]')!.textContent).toBe('Reopen');

      await act(async () => (root.querySelector('[data-testid="finish"]') as HTMLButtonElement).click());
      await vi.waitFor(() => expect(root.querySelectorAll('fieldset.sheet-lock:not([disabled]) :is(input, select, button)').length).toBeGreaterThan(0));
      expect(root.querySelector('[data-testid="read-only-value"]')).toBeNull();
    });
  }
});
