// @vitest-environment happy-dom
/**
 * Two copies of one character (rulebook «Создание отряда»: the deck holds copies; «Ставка»: in
 * round 3 both may lie face down) read once with their count wherever the play screen lists
 * characters as words: the squad lines, the bets named once every bet is laid, the hint, and the
 * cheerleader's copy card («Болельщица»), in order of first appearance, English and Russian.
 */
import { describe, expect, it } from 'vitest';
import { i18next } from '../../../../src/i18n';
import { engine } from '../../../../src/games/royal-stake/engine';
import type { RsState, RsView } from '../../../../src/games/royal-stake/engine/types';
import { squadText, stdHintText } from '../../../../src/games/royal-stake/ui/play/stdWords';
import { countedNames } from '../../../../src/games/royal-stake/ui/score/names';
import { StdCheerPanel } from '../../../../src/games/royal-stake/ui/play/StdCheerPanel';
import { byTestId, mount, players } from './ui/play/fixtures';
import { withTestRoot } from './ui/play/root';
import { atTrick, betAll, draftWith, play, stdConfig, stdStarted } from './standard/helpers';

let root: HTMLElement;
withTestRoot((r) => (root = r));
const en = () => i18next.getFixedT('en', 'royal-stake');
const ru = () => i18next.getFixedT('ru', 'royal-stake');

const view = (s: RsState, seat: number) => engine.view(s, seat) as RsView;

/** Round 3 in the trick phase: Vera (seat 2) holds both militia and a samurai, with `bets` face down. */
const veraWithTwoMilitia = (bets: string[]) => {
  const s = atTrick(stdConfig(4), 'twins', { 2: { chars: ['militia-1', 'samurai-1', 'militia-2'], bets } });
  s.round = 3;
  return s;
};

describe('a repeated name is counted, in order of first appearance', () => {
  it('countedNames: repeats once with ×n, the first appearance keeps its place; nothing else changes', () => {
    expect(countedNames(en(), ['Militia', 'Hermit', 'Militia'])).toBe('Militia ×2, Hermit');
    expect(countedNames(en(), ['Hermit', 'Militia', 'Ninja', 'Militia', 'Militia'])).toBe('Hermit, Militia ×3, Ninja');
    expect(countedNames(en(), ['Hermit', 'Ninja'])).toBe('Hermit, Ninja');
    expect(countedNames(ru(), ['Ополченец', 'Ополченец'])).toBe('Ополченец ×2');
    expect(countedNames(en(), [])).toBe('');
  });
});

describe('squad lines with two copies («Создание отряда», «Ставка»)', () => {
  it('another seat, every bet laid: face-up copies counted, the bet named', () => {
    const s = veraWithTwoMilitia(['samurai-1']);
    expect(squadText(en(), view(s, 1), 2)).toBe('Militia ×2; face down: Samurai');
    expect(squadText(ru(), view(s, 1), 2)).toBe('Ополченец ×2; лицом вниз: Самурай');
    expect(squadText(ru(), view(s, 1), 2, true)).toBe('Ополченец ×2; лицом вниз: Самурай');
  });

  it('round 3, both copies face down: the bet reads "Militia ×2"', () => {
    const s = veraWithTwoMilitia(['militia-1', 'militia-2']);
    expect(squadText(en(), view(s, 0), 2)).toBe('Samurai; face down: Militia ×2');
    expect(squadText(ru(), view(s, 0), 2, true)).toBe('Самурай; лицом вниз: Ополченец ×2');
    // The owner sees both marked as its bet: the same words twice, so counted too.
    expect(squadText(en(), view(s, 2), 2, true)).toBe('Militia (your bet) ×2, Samurai');
  });

  it('own squad, one copy bet: the bet copy and the face-up copy stay apart (they are not the same words)', () => {
    const s = veraWithTwoMilitia(['militia-1']);
    expect(squadText(en(), view(s, 2), 2)).toBe('Militia (your bet, face down), Samurai, Militia');
  });

  it('while someone still bets: all characters counted, only "has bet" told (bets are simultaneous, issue 20)', () => {
    const start = structuredClone(draftWith(stdStarted(stdConfig(4), 'twins-bet'), {}));
    const seat = engine.toMove(start)!;
    start.std!.seats.forEach((x, i) => (x.chars = i === seat ? ['militia-1', 'samurai-1', 'militia-2'] : x.chars.filter((c) => !c.startsWith('militia-'))));
    const s = play(start, { t: 'bet', cards: ['samurai-1'] });
    expect(s.phase).toBe('bet');
    const other = (seat + 1) % 4;
    expect(squadText(en(), view(s, other), seat)).toBe('Militia ×2, Samurai; has bet');
    expect(squadText(ru(), view(s, other), seat)).toBe('Ополченец ×2, Самурай; ставка сделана');
  });
});

describe('the hint and the copy card', () => {
  it('the hint for a bet of both copies («Ставка», round 3)', () => {
    expect(stdHintText(en(), { t: 'bet', cards: ['militia-1', 'militia-2'] })).toBe('lay face down: Militia ×2');
    expect(stdHintText(ru(), { t: 'bet', cards: ['militia-2', 'jack'] })).toBe('положить лицом вниз: Ополченец, Валет');
  });

  it('a bet of both copies: the copy card is that character whichever card it lies by («Болельщица»)', async () => {
    const config = stdConfig(4, { cheerleader: true });
    const drafted = draftWith(stdStarted(config, 'copy-twins'), { 3: ['cheerleader-1'] });
    const s0 = betAll(drafted, (seat) => (seat === 3 ? { t: 'bet', cards: ['cheerleader-1'] } : undefined));
    expect(s0.phase).toBe('cheer');
    const s = structuredClone(s0);
    s.std!.seats[1]!.chars = ['militia-1', 'militia-2', 'samurai-1'];
    s.std!.seats[1]!.bets = ['militia-1', 'militia-2'];
    const props = { view: view(s, 3), players: players(4), legal: engine.legalMoves(s), busy: false, onPlay: () => undefined };
    await mount(root, <StdCheerPanel {...props} />);
    expect(byTestId(root, 'copy-1-0')!.textContent).toBe('Copy bet card 1 of BorisThat card is: Militia');
    expect(byTestId(root, 'copy-1-1')!.textContent).toBe('Copy bet card 2 of BorisThat card is: Militia');
  });
});
