// @vitest-environment happy-dom
// The King of Thieves score sheet as a player uses it: the card picker, the counts, the Big Haul
// question (ruling-big-haul-icon), and the setup helper ("Подготовка").
import { readFileSync } from 'node:fs';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BIG_HAUL_ICON_KEY, MARKET_CARDS } from '../../../../../src/games/king-of-thieves/data/cards';
import { ScoreScreen } from '../../../../../src/games/king-of-thieves/ui/ScoreScreen';
import { emptyInput, holdingOf } from '../../../../../src/games/king-of-thieves/ui/holdings';
import { i18next } from '../../../../../src/i18n';
import { deleteCardValue, getCardValues } from '../../../../../src/storage/cardValues';
import { getSession, newSession, saveSession } from '../../../../../src/storage/sessions';
import { initTestI18n } from '../../../../unit/ui/i18n-setup';

const seats = [
  { id: 'seat-a', name: 'Anya', color: '#c0392b' },
  { id: 'seat-b', name: 'Boris', color: '#1f6fb2' },
  { id: 'seat-c', name: 'Vera', color: '#2e7d32' },
];
let root: HTMLElement;
const $ = <E extends Element = HTMLElement>(sel: string) => root.querySelector<E & HTMLElement>(sel);
const $$ = (sel: string) => [...root.querySelectorAll<HTMLElement>(sel)];

/** Lets IndexedDB and the lazy scorer settle, re-rendering until `check` holds. */
async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (check()) return;
    await act(() => new Promise<void>((r) => setTimeout(r, 10)));
  }
  throw new Error(`timed out waiting for ${what}`);
}
const click = (el: HTMLElement | null) => act(() => el!.click());
function type(sel: string, text: string) {
  const input = $<HTMLInputElement>(sel)!;
  act(() => {
    input.value = text;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** A sheet where every count was entered as 0 (a new sheet has them missing). */
const zeroed = () => ({ players: emptyInput(seats).players.map((p) => ({ ...p, coins: 0, notoriety: 0 })) });

async function openSheet(data: unknown = zeroed()): Promise<string> {
  const session = newSession({ game: 'king-of-thieves', kind: 'score', title: '', players: seats, data });
  await saveSession(session);
  act(() => render(<ScoreScreen sessionId={session.id} />, root));
  await until(() => !!$('[data-testid="total-Anya"]') || !!$('[data-testid="cannot-score"]') || !!$('[data-testid="still-missing"]'), 'the sheet');
  return session.id;
}
const savedHolding = async (id: string, seat: string) => holdingOf((await getSession(id))!.data, seat);

beforeAll(async () => {
  await initTestI18n('en');
  i18next.addResourceBundle('en', 'king-of-thieves', JSON.parse(readFileSync('locales/en/king-of-thieves.json', 'utf8')));
});
beforeEach(async () => {
  act(() => render(null, document.body));
  document.body.innerHTML = '<div id="r"></div>';
  root = document.getElementById('r')!;
  await deleteCardValue(BIG_HAUL_ICON_KEY);
});

describe('card picker', () => {
  it('finds a card by its Russian name in an English app and gives it to the player on one tap', async () => {
    const id = await openSheet();
    type('#kot-card-search', 'корон');
    expect($$('[data-testid^="card-"]').map((b) => b.dataset.testid)).toEqual(['card-crown']);
    expect($('[data-testid="card-crown"]')!.textContent).toContain('Корона'); // the name that matched
    click($('[data-testid="card-crown"]'));
    await until(() => !!$('[data-testid="owned-cards"]'), 'the owned list');
    expect($('[data-testid="owned-cards"]')!.textContent).toContain('Crown');
    expect($<HTMLInputElement>('#kot-card-search')!.value).toBe(''); // ready for the next name
    expect((await savedHolding(id, 'seat-a')).cards).toEqual(['crown']);
  });

  it('lists every deck with its cards, cost, icons and printed points', async () => {
    await openSheet();
    // Only 13 / 12 / 11 cards of decks A / B / C take part in a game ("Подготовка").
    const summaries = $$('[data-testid^="deck-"] > summary').map((s) => [s.firstChild!.textContent, s.querySelector('.small')!.textContent]);
    expect(summaries).toEqual([
      ['Deck A', '0 of 13 taken'],
      ['Deck B', '0 of 12 taken'],
      ['Deck C', '0 of 11 taken'],
    ]);
    expect($$('[data-testid^="card-"]')).toHaveLength(49);
    const assistant = $('[data-testid="card-executive-assistant"]')!.textContent!;
    expect(assistant).toContain('Henchman ×2');
    expect(assistant).toContain('cost: green, red');
    expect($('[data-testid="card-crown"]')!.textContent).toContain('6 points');
  });

  it('tells the two treasure maps apart by their cost', async () => {
    await openSheet();
    type('#kot-card-search', 'treasure map');
    const names = $$('[data-testid^="card-treasure-map"] strong').map((s) => s.textContent);
    expect(names).toEqual(['Treasure Map (green, green, blue)', 'Treasure Map (green, red, red)']);
  });

  it("a card another player holds is marked with the holder's name and cannot be taken", async () => {
    const input = zeroed();
    input.players[0]!.cards.push('crown');
    const id = await openSheet(input);
    click($('[data-testid="seat-Boris"]'));
    await until(() => $('#kot-player-h')!.textContent!.includes('Boris'), 'Boris');
    const crown = $<HTMLButtonElement>('[data-testid="card-crown"]')!;
    expect(crown.disabled).toBe(true);
    expect(crown.textContent).toContain('Anya has it');
    expect($<HTMLButtonElement>('[data-testid="card-unlabeled-potion"]')!.disabled).toBe(true);
    expect((await savedHolding(id, 'seat-b')).cards).toEqual([]);
  });

  it('once 13 deck-A cards are held, the other deck-A cards lock but held ones can still be given back', async () => {
    const input = emptyInput(seats);
    const deckA = MARKET_CARDS.filter((c) => c.deck === 'A').map((c) => c.id);
    input.players[0]!.cards.push(...deckA.slice(0, 13));
    await openSheet(input);
    const spare = $<HTMLButtonElement>(`[data-testid="card-${deckA[13]}"]`)!;
    expect(spare.disabled).toBe(true);
    expect(spare.textContent).toContain('all 13 cards of this deck are taken');
    expect($<HTMLButtonElement>(`[data-testid="card-${deckA[0]}"]`)!.disabled).toBe(false);
  });
});

describe('counts and totals', () => {
  it('coins and notoriety steppers save and the totals follow ("Подсчёт очков": coins 3, notoriety 1 each)', async () => {
    const id = await openSheet();
    type('.stepper:nth-child(1) input', '2');
    await until(() => $('[data-testid="total-Anya"]')?.textContent === '3', 'the coin bonus');
    type('.stepper:nth-child(2) input', '5');
    await until(() => $('[data-testid="total-Anya"]')?.textContent === '8', 'notoriety');
    expect(await savedHolding(id, 'seat-a')).toMatchObject({ coins: 2, notoriety: 5 });
    type('.stepper:nth-child(1) input', '-1'); // refused: nothing changes
    expect($('.stepper [role=alert]')).not.toBeNull();
    expect((await savedHolding(id, 'seat-a')).coins).toBe(2);
  });
});

describe('counts nobody entered (house rule: not entered is not 0)', () => {
  it('a new sheet lists every missing count, shows no totals and blocks Finish until all are entered', async () => {
    const id = await openSheet(emptyInput(seats));
    expect($('[data-testid="still-missing"]')!.textContent).toContain('Boris: coins, notoriety');
    expect($('[data-testid="total-Anya"]')).toBeNull();
    expect($('[data-testid="cannot-score"]')).toBeNull(); // missing is not a refusal
    expect($<HTMLInputElement>('.stepper:nth-child(1) input')!.value).toBe(''); // not shown as 0
    expect($<HTMLButtonElement>('[data-testid="finish"]')!.disabled).toBe(true);
    for (const name of ['Anya', 'Boris', 'Vera']) {
      click($(`[data-testid="seat-${name}"]`));
      await until(() => $('#kot-player-h')!.textContent!.includes(name), name);
      type('.stepper:nth-child(1) input', '0');
      await until(() => !$(`[data-testid="missing-${name}"]`)?.textContent?.includes('coins'), `${name}'s coins`);
      type('.stepper:nth-child(2) input', name === 'Vera' ? '2' : '0');
      await until(() => !$(`[data-testid="missing-${name}"]`), `${name} complete`);
    }
    await until(() => $('[data-testid="total-Vera"]')?.textContent === '2', 'totals');
    expect($('[data-testid="still-missing"]')).toBeNull();
    expect($<HTMLButtonElement>('[data-testid="finish"]')!.disabled).toBe(false);
    expect(await savedHolding(id, 'seat-a')).toMatchObject({ coins: 0, notoriety: 0 });
  });
});

describe('Big Haul icon (ruling-big-haul-icon)', () => {
  it('asks once when the answer changes a score, stores it, and flags the rows it decided', async () => {
    const input = zeroed();
    input.players[0]!.cards.push('big-haul');
    input.players[1]!.cards.push('bondsman');
    await openSheet(input);
    await until(() => !!$('[data-testid="big-haul-question"]'), 'the question');
    expect($('[data-testid="cannot-score"]')).not.toBeNull();
    expect($('[data-testid="total-Anya"]')).toBeNull(); // no totals while the input cannot be scored
    const henchman = $$('[data-testid="big-haul-question"] button').find((b) => b.textContent === 'Henchman');
    click(henchman!);
    await until(() => !!$('[data-testid="total-Anya"]'), 'totals');
    expect(await getCardValues('king-of-thieves')).toEqual({ [BIG_HAUL_ICON_KEY]: 1 });
    expect($('[data-testid="big-haul-question"]')).toBeNull();
    // Both hold one henchman icon: shared first place pays 3 - 1 = 2 each.
    expect($('[data-testid="total-Anya"]')!.textContent).toBe('2');
    expect($('.breakdown')!.textContent).toContain('entered by you');
    await until(() => !!$('[data-testid="big-haul-answer"]'), 'the stored answer');
    expect($('[data-testid="big-haul-answer"]')!.textContent).toContain('Henchman');
  });
});

describe('setup helper ("Подготовка")', () => {
  it('shows dice by player count and the cards to remove from each deck', () => {
    act(() => render(<ScoreScreen />, root));
    expect([3, 4, 5].map((n) => $(`[data-testid="dice-${n}"]`)!.textContent)).toEqual(['10', '11', '13']);
    expect(['A', 'B', 'C'].map((d) => $(`[data-testid="remove-${d}"]`)!.textContent)).toEqual(['3', '7', '3']);
  });
});
