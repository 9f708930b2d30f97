// @vitest-environment happy-dom
/**
 * The play setup: the seat count picks the mode (3 "I am King", 4 team whist, 5 "Emperor"; rules
 * page #mode-i-am-king, #mode-team, #mode-emperor), play seats 3-5 while scoring keeps 2-5, and
 * the printed king numbers (#king-number, #ruling-king-number) come from the card-values store;
 * while any is missing team and "Emperor" use Stolik's own numbering (issue 13: never a blocker),
 * shown as Stolik's, and the printed ones can be entered at any time.
 */
import 'fake-indexeddb/auto';
import { render } from 'preact';
import { useState } from 'preact/hooks';
import { act } from 'preact/test-utils';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { manifest } from '../../../../../../src/games/royal-stake';
import { engine, type RsConfig } from '../../../../../../src/games/royal-stake/engine';
import { KING_SLOTS, kingNumbersFrom, missingSlots } from '../../../../../../src/games/royal-stake/ui/play/kingNumbers';
import { STOLIK_KING_BACK, STOLIK_KING_FRONT, stolikKingNumbers } from '../../../../../../src/games/royal-stake/data/king-numbering';
import { modeFor, playSetup, rsConfig, type RsPlayOptions } from '../../../../../../src/games/royal-stake/ui/play/playSetup';
import { defaultStdSetup } from '../../../../../../src/games/royal-stake/ui/play/stdSetup';
import { i18next } from '../../../../../../src/i18n';
import { PlayNew } from '../../../../../../src/play/PlayNew';
import type { PlaySetup } from '../../../../../../src/play/types';
import { deleteCardValue, getCardValues, listCardValues, setCardValue } from '../../../../../../src/storage/cardValues';
import { byTestId, click, initRsI18n } from './fixtures';

const full = () => Object.fromEntries(KING_SLOTS.map((s, i) => [s.key, i + 1]));
/** The setup with the side mode of the seat count chosen (the standard game is the default since issue 20). */
const SIDE: RsPlayOptions = { ...playSetup.defaultOptions, std: { ...defaultStdSetup(), on: false } };

describe('config from the seat count', () => {
  it('3, 4, 5 seats play "I am King", team whist, "Emperor"; 2 seats the game for two; play and scoring take 2-5', () => {
    expect([2, 3, 4, 5, 6].map(modeFor)).toEqual([null, 'i-am-king', 'team', 'emperor', null]);
    expect(playSetup.players).toEqual({ min: 2, max: 5 });
    expect(manifest.players).toEqual({ min: 2, max: 5 });
    expect(rsConfig(3, { kingNumbers: kingNumbersFrom(full()) })).toEqual({ mode: 'i-am-king', players: 3 });
    expect(rsConfig(4, { kingNumbers: null })).toEqual({ mode: 'team', players: 4, kingNumbers: stolikKingNumbers(), kingNumberSet: 'stolik' });
  });
  it('king numbers from a full store go into team and "Emperor" configs, face and back per colour', () => {
    const numbers = kingNumbersFrom(full())!;
    expect(numbers.front).toEqual({ white: 1, red: 2, blue: 3, green: 4, black: 5 });
    expect(numbers.back).toEqual({ white: 6, red: 7, blue: 8, green: 9, black: 10 });
    expect(rsConfig(5, { kingNumbers: numbers })).toEqual({ mode: 'emperor', players: 5, kingNumbers: numbers, kingNumberSet: 'printed' });
    const partial = { ...full() };
    delete partial['royal-stake/king-number-back/green'];
    expect(kingNumbersFrom(partial)).toBeNull();
    expect(missingSlots(partial).map((s) => s.key)).toEqual(['royal-stake/king-number-back/green']);
  });
  it('the engine accepts every config the setup builds: without printed numbers team and "Emperor" start on Stolik\'s own', () => {
    for (const n of [3, 4, 5]) expect(engine.setup(rsConfig(n, SIDE) as RsConfig, 's').ok).toBe(true);
    // The default, the standard game, waits for the printed values (the form asks) or takes Stolik's.
    for (const n of [3, 4, 5])
      expect(engine.setup(rsConfig(n, playSetup.defaultOptions) as RsConfig, 's')).toMatchObject({ ok: false, error: 'ERR_NEEDS_CARD_VALUE' });
    const team = engine.setup(rsConfig(4, SIDE) as RsConfig, 's');
    expect(team.ok && team.value.config).toMatchObject({
      kingNumberSet: 'stolik',
      kingNumbers: { front: { white: 1, black: 5 }, back: { white: 6, black: 10 } },
    });
    // Stolik's numbering keeps what the book says of the real one: all different, every back larger than every face.
    const all = [...Object.values(STOLIK_KING_FRONT), ...Object.values(STOLIK_KING_BACK)];
    expect(new Set(all).size).toBe(10);
    expect(Math.min(...Object.values(STOLIK_KING_BACK))).toBeGreaterThan(Math.max(...Object.values(STOLIK_KING_FRONT)));
    // A team game without any config numbers is still refused by the engine, naming the value.
    expect(engine.setup({ mode: 'team', players: 4 }, 's')).toMatchObject({ ok: false, error: 'ERR_NEEDS_CARD_VALUE' });
    expect(engine.setup({ mode: 'team', players: 4, kingNumbers: stolikKingNumbers(), kingNumberSet: 'box' as never }, 's')).toMatchObject({
      ok: false,
      error: 'ERR_BAD_KING_NUMBERS',
    });
  });
});

describe('the options form', () => {
  let root: HTMLElement;
  let latest: RsPlayOptions;
  beforeAll(initRsI18n);
  beforeEach(async () => {
    await i18next.changeLanguage('en');
    for (const r of await listCardValues()) await deleteCardValue(r.key);
    document.body.innerHTML = '<div id="r"></div>';
    root = document.getElementById('r')!;
  });
  afterEach(async () => act(async () => render(null, root)));

  function Harness({ players }: { players: number }) {
    const [options, setOptions] = useState<RsPlayOptions>(SIDE);
    latest = options;
    const Options = playSetup.Options!;
    return <Options players={players} options={options} onChange={setOptions} />;
  }
  const mountForm = async (players: number) => {
    await act(async () => render(<Harness players={players} />, root));
    await act(async () => new Promise((r) => setTimeout(r, 20)));
  };

  it('3 seats: "I am King", no king numbers asked', async () => {
    await mountForm(3);
    expect(byTestId(root, 'mode-about')!.textContent).toMatch(/King in an auction/);
    expect(byTestId(root, 'king-numbers-ask')).toBeNull();
  });

  it('4 seats: partners opposite; missing numbers asked once, saved as entered by you, then used', async () => {
    await setCardValue('royal-stake', 'royal-stake/king-number/red', 4);
    await mountForm(4);
    expect(byTestId(root, 'mode-about')!.textContent).toMatch(/1st and 3rd .* against the 2nd and 4th/);
    const ask = byTestId(root, 'king-numbers-ask')!;
    expect(ask.textContent).toContain('Stolik does not know 9 king numbers');
    expect(byTestId(root, 'king-numbers-stolik')!.textContent).toContain('Stolik’s own king numbers');
    expect(byTestId(root, 'king-numbers-stolik-list')!.textContent).toBe('Face / back: white 1 / 6, red 2 / 7, blue 3 / 8, green 4 / 9, black 5 / 10.');
    expect(ask.querySelectorAll('.stepper')).toHaveLength(9); // the red face is known already
    expect(latest.kingNumbers).toBeNull();
    expect((rsConfig(4, latest) as RsConfig).kingNumberSet).toBe('stolik');
    // Type 7 into every stepper, then save.
    for (const input of ask.querySelectorAll<HTMLInputElement>('input')) {
      await act(async () => {
        input.value = '7';
        input.dispatchEvent(new Event('input', { bubbles: true }));
      });
    }
    await click(byTestId(root, 'save-king-numbers'));
    await vi.waitFor(() => expect(latest.kingNumbers).not.toBeNull());
    expect(latest.kingNumbers!.front.red).toBe(4);
    expect(latest.kingNumbers!.back.black).toBe(7);
    expect((rsConfig(4, latest) as RsConfig).kingNumberSet).toBe('printed');
    expect(Object.keys(await getCardValues('royal-stake'))).toHaveLength(10);
    expect(byTestId(root, 'king-numbers-ask')).toBeNull();
    expect(byTestId(root, 'king-numbers-known')!.textContent).toContain('entered by you');
  });

  it('5 seats with every number stored: nothing asked, the numbers are in the options at once', async () => {
    for (const [k, v] of Object.entries(full())) await setCardValue('royal-stake', k, v);
    await mountForm(5);
    expect(byTestId(root, 'mode-about')!.textContent).toMatch(/emperor/);
    expect(byTestId(root, 'king-numbers-ask')).toBeNull();
    expect(latest.kingNumbers).toEqual(kingNumbersFrom(full()));
  });

  it('Russian', async () => {
    await i18next.changeLanguage('ru');
    await mountForm(5);
    expect(byTestId(root, 'king-numbers-ask')!.textContent).toContain('Столик не знает 10 номеров королей');
    expect(byTestId(root, 'king-numbers-ask')!.textContent).toContain('нумерацию королей Столика');
  });
});

describe("PlayNew honours the setup's seat range (shared change in src/play)", () => {
  let root: HTMLElement;
  beforeAll(initRsI18n);
  beforeEach(() => {
    document.body.innerHTML = '<div id="r"></div>';
    root = document.getElementById('r')!;
  });
  afterEach(async () => act(async () => render(null, root)));
  const toy: PlaySetup = { defaultOptions: null, config: (players) => ({ players }), players: { min: 3, max: 4 } };

  it("Start needs the setup's minimum, and no seat can be added past its maximum", async () => {
    await act(async () => render(<PlayNew game="royal-stake" engine={engine as never} setup={toy} players={{ min: 2, max: 5 }} />, root));
    const start = byTestId(root, 'start') as HTMLButtonElement;
    const add = byTestId(root, 'add-bot') as HTMLButtonElement;
    await click(add);
    await click(add);
    const first = root.querySelector<HTMLSelectElement>('select')!;
    await act(async () => {
      first.value = 'human';
      first.dispatchEvent(new Event('change', { bubbles: true }));
    });
    // A seat that began as a bot asks for the person's name (it never keeps the bot's).
    const name = root.querySelector<HTMLInputElement>('.seat-name-input')!;
    await act(async () => {
      name.value = 'Anya';
      name.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(start.disabled).toBe(true); // a person and a bot: 2 seats, below the setup's 3
    await click(add);
    expect(start.disabled).toBe(false);
    await click(add);
    expect(root.querySelectorAll('select')).toHaveLength(4);
    expect(add.disabled).toBe(true);
  });
  it("without a range the manifest's limits apply", async () => {
    await act(async () =>
      render(<PlayNew game="royal-stake" engine={engine as never} setup={{ ...toy, players: undefined }} players={{ min: 2, max: 5 }} />, root),
    );
    const add = byTestId(root, 'add-bot') as HTMLButtonElement;
    for (let i = 0; i < 4; i++) await click(add);
    expect(add.disabled).toBe(false);
    await click(add);
    expect(add.disabled).toBe(true);
  });
});
