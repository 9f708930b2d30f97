// @vitest-environment happy-dom
/**
 * The game for two on the card table (rulebook «Игра на двоих»): the king deck in view at any time
 * («Вы в любой момент можете посмотреть, в каком порядке лежат короли в колоде») with this round's
 * deal colour and its 10 / 20 VP per card («Третий раунд» 1); the catch-up king before round 3
 * («Третий раунд» 4: one king per full 100 VP behind) with why; a catch-up king laid with a card
 * of its colour, and why one cannot go on the lifted card; the jack's +3 shift named in the round
 * summary; the bar and the hint. Views are built as `engine.view` gives them to one seat; every
 * move sent must be a listed one. Real games: ui-std-two-games.test.tsx.
 */
import { describe, expect, it } from 'vitest';
import type { StdState } from '../../../../src/games/royal-stake/engine/modes/standard/types';
import type { RsMove, RsView } from '../../../../src/games/royal-stake/engine/types';
import { i18next } from '../../../../src/i18n';
import { hintMoveText } from '../../../../src/games/royal-stake/ui/play/HintButton';
import { PhasePanel } from '../../../../src/games/royal-stake/ui/play/PhasePanel';
import { RoundSummaryView } from '../../../../src/games/royal-stake/ui/play/RoundSummaryView';
import { Std2pKings } from '../../../../src/games/royal-stake/ui/play/Std2pKings';
import { TableHand } from '../../../../src/games/royal-stake/ui/play/TableHand';
import { TableBar } from '../../../../src/games/royal-stake/ui/play/TableBar';
import { TWO_PLAYER_FACTS, dealRate } from '../../../../src/games/royal-stake/ui/play/stdTwo';
import { byTestId, click, fakeTable, iAmKingView, mount, players } from './ui/play/fixtures';
import { withTestRoot } from './ui/play/root';
import { play, stdConfig, stdStarted } from './standard/helpers';

let root: HTMLElement;
withTestRoot((r) => (root = r));

const std = (over: Partial<StdState> = {}): StdState => ({
  seats: [0, 1].map(() => ({ chars: [], lastChars: [], bets: null, hermitLeft: 0, exchangeLeft: false, recharged: false })),
  draft: null,
  betOrder: [],
  partner: null,
  copy: null,
  prep: [],
  pending: null,
  ninjaPassed: [],
  ninjaTrick: 0,
  dealKing: 'green',
  unchosen: ['green', 'blue', 'white'],
  cards: [],
  kingDeck: ['green', 'blue', 'white'],
  ...over,
});

/** Seat 0's view of a 2-player standard game (Anya red, Boris black). */
const twoView = (over: Partial<RsView> = {}, stdOver: Partial<StdState> = {}): RsView => {
  const base = iAmKingView();
  return {
    ...base,
    config: { mode: 'standard', players: 2, options: { jesterDeal: true, cheerleader: false, advancedCheerleader: false, baseSquads4p: false } },
    handSizes: [6, 6],
    seats: [
      { ...base.seats[0]!, set: 'red', king: 'ready', queenUses: 1, score: 50 },
      { ...base.seats[1]!, set: 'black', king: 'ready', queenUses: 1, score: 50 },
    ],
    trump: null,
    lead: null,
    ...over,
    std: std(stdOver),
  };
};

const text = (id: string) => byTestId(root, id)?.textContent ?? '';

describe('the setup note’s numbers are the engine’s («Игра на двоих», «Подготовка к игре» 1)', () => {
  it('50 VP and 9 cards (dealt once both sets are taken) in a real game; 10 VP a card in rounds 1-2, 20 in round 3', () => {
    const s = stdStarted(stdConfig(2, { jesterDeal: true }), 'facts');
    expect(s.seats.map((x) => x.score)).toEqual([TWO_PLAYER_FACTS.startVp, TWO_PLAYER_FACTS.startVp]);
    const dealt = play(s, { t: 'set', colour: 'red' }, { t: 'set', colour: 'blue' });
    expect(dealt.seats.map((x) => x.hand.length)).toEqual([TWO_PLAYER_FACTS.tricks, TWO_PLAYER_FACTS.tricks]);
    expect([1, 2, 3].map(dealRate)).toEqual([10, 10, 20]);
  });
});

describe('the bar names the game for two and its three rounds', () => {
  it('English and Russian', async () => {
    const view = twoView({ round: 2 });
    const { g } = fakeTable(view, []);
    await mount(root, <TableBar view={view} g={g} onOpen={() => undefined} />);
    expect(text('round')).toBe('Round 2 of 3 · Two players');
    await i18next.changeLanguage('ru');
    await mount(root, <TableBar view={{ ...view }} g={g} onOpen={() => undefined} />);
    expect(text('round')).toBe('Раунд 2 из 3 · Вдвоём');
    await i18next.changeLanguage('en');
  });
});

describe('the king deck and the deal colour, always in view («Подготовка к игре» 3)', () => {
  it('round 1: 10 VP per card, the deck in order with this round’s king marked', async () => {
    await mount(root, <Std2pKings view={twoView()} players={players(2)} />);
    expect(text('std-deal')).toBe('Jester deal, −10 VP a card:');
    const deck = [...byTestId(root, 'king-deck')!.querySelectorAll('[data-king]')];
    expect(deck.map((e) => e.getAttribute('data-king'))).toEqual(['green', 'blue', 'white']);
    expect(deck[0]!.className).toBe('rs-two-now');
    expect(deck[0]!.textContent).toBe('1 green (this round)');
    expect(deck[1]!.className).toBe('');
  });

  it('round 3: the third king marked, 20 VP per card; in Russian too', async () => {
    const view = twoView({ round: 3 }, { dealKing: 'white' });
    await mount(root, <Std2pKings view={view} players={players(2)} />);
    expect(text('std-deal')).toBe('Jester deal, −20 VP a card:');
    expect(byTestId(root, 'king-deck')!.querySelector('.rs-two-now')!.getAttribute('data-king')).toBe('white');
    await i18next.changeLanguage('ru');
    await mount(root, <Std2pKings view={{ ...view }} players={players(2)} />);
    expect(text('std-deal')).toBe('Сделка с шутом, −20 ПО за карту:');
    expect(text('king-deck')).toBe('1 — зелёный2 — синий3 — белый (этот раунд)');
    await i18next.changeLanguage('en');
  });

  it('nothing before the sets are taken, and nothing in a 3-5 player game', async () => {
    await mount(root, <Std2pKings view={twoView({}, { kingDeck: [] })} players={players(2)} />);
    expect(byTestId(root, 'std-kings')).toBeNull();
    const three = twoView();
    await mount(root, <Std2pKings view={{ ...three, config: { ...three.config, players: 3 } }} players={players(3)} />);
    expect(byTestId(root, 'std-kings')).toBeNull();
  });

  it('round 3: each player’s catch-up kings, in hand or laid', async () => {
    const seats = std().seats.map((s, i) =>
      i === 1
        ? {
            ...s,
            extraKings: [
              { colour: 'green' as const, used: true },
              { colour: 'blue' as const, used: false },
            ],
          }
        : s,
    );
    await mount(root, <Std2pKings view={twoView({ round: 3, phase: 'trick' }, { seats, dealKing: 'white' })} players={players(2)} />);
    expect(text('extra-kings-1')).toBe('Catch-up kings — Boris: green (laid), blue (in hand).');
    expect(byTestId(root, 'extra-kings-0')).toBeNull();
  });
});

describe('the catch-up king before round 3 («Третий раунд» 4)', () => {
  const catchUpView = (seat: number, toMove: number) =>
    twoView(
      {
        seat,
        toMove,
        round: 3,
        phase: 'catchUp',
        seats: [
          { ...twoView().seats[0]!, score: 90 },
          { ...twoView().seats[1]!, score: 240 },
        ],
      },
      { dealKing: 'white', catchUp: { seat: 0, kings: ['green', 'blue'] } },
    );

  it('the trailing player is told why (150 VP behind: one king) and takes one with a tap', async () => {
    const legal: RsMove[] = [
      { t: 'catchUp', colour: 'green' },
      { t: 'catchUp', colour: 'blue' },
    ];
    const played: RsMove[] = [];
    await mount(root, <PhasePanel view={catchUpView(0, 0)} players={players(2)} legal={legal} busy={false} onPlay={(m) => played.push(m)} />);
    expect(root.querySelector('h2')!.textContent).toBe('Catch-up king');
    expect(text('catch-up-why')).toBe(
      'You are 150 VP behind after round 2: take one of the kings of the round 1 and 2 deals (one for each full 100 VP behind; 200 or more: both).',
    );
    expect(text('catch-up-green')).toBe('Take the green king (deal of round 1)');
    expect(text('catch-up-blue')).toBe('Take the blue king (deal of round 2)');
    await click(byTestId(root, 'catch-up-blue'));
    expect(played).toEqual([{ t: 'catchUp', colour: 'blue' }]);
  });

  it('the other player sees who chooses and why, and no buttons', async () => {
    await mount(root, <PhasePanel view={catchUpView(1, 0)} players={players(2)} legal={[]} busy={false} onPlay={() => undefined} />);
    expect(text('catch-up-why')).toBe('Anya is 150 VP behind after round 2 and takes one catch-up king (one for each full 100 VP).');
    expect(root.querySelectorAll('[data-testid^="catch-up-"]:not([data-testid="catch-up-why"])')).toHaveLength(0);
    await i18next.changeLanguage('ru');
    await mount(root, <PhasePanel view={{ ...catchUpView(1, 0) }} players={players(2)} legal={[]} busy={false} onPlay={() => undefined} />);
    expect(text('catch-up-why')).toBe(
      'Отставание после 2-го раунда — 150 ПО. Одного дополнительного короля (по одному за каждые полные 100 ПО) выбирает Anya.',
    );
    await i18next.changeLanguage('en');
  });
});

describe('a catch-up king in the trick hand («Третий раунд» 4: used as usual)', () => {
  const seats = std().seats.map((s, i) =>
    i === 0
      ? {
          ...s,
          extraKings: [
            { colour: 'green' as const, used: false },
            { colour: 'white' as const, used: false },
          ],
        }
      : s,
  );
  const handView = () => twoView({ round: 3, hand: ['green-3', 'red-2', 'blue-4'] }, { seats, dealKing: 'white' });

  async function hand(legal: RsMove[]) {
    const played: RsMove[] = [];
    await mount(root, <TableHand view={handView()} legal={legal} busy={false} confirm onPlay={(m) => played.push(m)} />);
    return played;
  }
  const card = (id: string) => root.querySelector<HTMLElement>(`[data-testid="hand"] [data-card="${id}"]`);

  it('a green card offers the green catch-up king; the play sends king: "green"; the white one says where it goes', async () => {
    const played = await hand([
      { t: 'play', card: 'green-3' },
      { t: 'play', card: 'green-3', king: 'green' },
      { t: 'play', card: 'red-2' },
      { t: 'play', card: 'red-2', king: true },
    ]);
    await click(card('green-3'));
    const box = byTestId(root, 'opt-king-green') as HTMLInputElement;
    expect(box.parentElement!.textContent).toBe('Catch-up green king on it');
    expect(byTestId(root, 'opt-king')).toBeNull();
    expect(text('king-why-white')).toBe('Catch-up white king: only on a rarity or a white flag.');
    await click(box);
    await click(byTestId(root, 'play'));
    expect(played).toEqual([{ t: 'play', card: 'green-3', king: 'green' }]);
  });

  it('the own king keeps its checkbox; a catch-up king of another colour says which card it needs', async () => {
    const played = await hand([
      { t: 'play', card: 'red-2' },
      { t: 'play', card: 'red-2', king: true },
    ]);
    await click(card('red-2'));
    expect(byTestId(root, 'opt-king')!.parentElement!.textContent).toBe('red king on it');
    expect(text('king-why-green')).toBe('Catch-up green king: only on a green card.');
    await click(byTestId(root, 'opt-king'));
    await click(byTestId(root, 'play'));
    expect(played).toEqual([{ t: 'play', card: 'red-2', king: true }]);
  });

  it('two kings for one card: radios, "no king" first, each sends its own move', async () => {
    const played = await hand([
      { t: 'play', card: 'green-3' },
      { t: 'play', card: 'green-3', king: true },
      { t: 'play', card: 'green-3', king: 'green' },
    ]);
    await click(card('green-3'));
    const radios = [...root.querySelectorAll<HTMLInputElement>('input[name="rs-king"]')];
    expect(radios.map((r) => r.dataset.testid)).toEqual(['opt-king-none', 'opt-king', 'opt-king-green']);
    expect(radios[0]!.checked).toBe(true);
    await click(radios[2]);
    await click(byTestId(root, 'play'));
    expect(played).toEqual([{ t: 'play', card: 'green-3', king: 'green' }]);
  });
});

describe('the jack shift in the round summary («Игра на двоих»: the jack under the bet, +3)', () => {
  it('a seat whose round record has jackShift gets the line; the other does not', async () => {
    const summary = {
      round: 2,
      gameOver: false,
      teams: null,
      seats: [
        { seat: 0, tricks: 5, extraWin: false, gained: 40, total: 130, rows: null, jackShift: true },
        { seat: 1, tricks: 4, extraWin: false, gained: 10, total: 90, rows: null },
      ],
    };
    await mount(root, <RoundSummaryView summary={summary} players={players(2)} onClose={() => undefined} />);
    expect(text('jack-shift-0')).toBe('The face-up jack went under the bet: its numbers +3.');
    expect(byTestId(root, 'jack-shift-1')).toBeNull();
  });
});

describe('the hint names a catch-up king by colour, never as “your king”', () => {
  it('English and Russian', async () => {
    const t = i18next.getFixedT('en', 'royal-stake');
    expect(hintMoveText(t, { t: 'play', card: 'green-3', king: 'green' })).toBe('play green 3 and lay the catch-up green king on it');
    expect(hintMoveText(t, { t: 'catchUp', colour: 'blue' })).toBe('take the blue king as a catch-up king');
    const ru = i18next.getFixedT('ru', 'royal-stake');
    expect(hintMoveText(ru, { t: 'play', card: 'green-3', king: 'green' })).toMatch(/^сыграть «.+» и положить сверху дополнительного короля \(зелёный\)$/);
  });
});
