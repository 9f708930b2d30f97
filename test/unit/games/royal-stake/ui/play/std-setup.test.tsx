// @vitest-environment happy-dom
/**
 * The standard game's setup form (offered on the play setup: STANDARD_PLAY_OFFERED).
 * Rulebook «Подготовка к игре» (the cheerleader with 4-5 players, base squads' spare cards with
 * 4), «Необязательное правило. Шут» (no unchosen king with 5; always with 2), «Игра на двоих»;
 * rules page #digital-values and #ruling-king-number: printed values are asked once each in the
 * score sheet's words and kept in the store, or Stolik's own digital values are used, as Stolik's.
 */
import 'fake-indexeddb/auto';
import { render } from 'preact';
import { useState } from 'preact/hooks';
import { act } from 'preact/test-utils';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkStdConfig, DEFAULT_STD_OPTIONS } from '../../../../../../src/games/royal-stake/engine/modes/standard/config';
import { RsSetupOptions } from '../../../../../../src/games/royal-stake/ui/play/RsSetupOptions';
import { playSetup, rsConfig, type RsPlayOptions } from '../../../../../../src/games/royal-stake/ui/play/playSetup';
import { StdSetupForm } from '../../../../../../src/games/royal-stake/ui/play/StdSetupForm';
import {
  STANDARD_PLAY_OFFERED,
  TWO_PLAYER_PLAY_OFFERED,
  defaultStdSetup,
  fitOptions,
  missingValueKeys,
  optionState,
  printedFrom,
  stdConfig,
  type StdSetup,
} from '../../../../../../src/games/royal-stake/ui/play/stdSetup';
import { i18next } from '../../../../../../src/i18n';
import { deleteCardValue, getCardValues, listCardValues, setCardValue } from '../../../../../../src/storage/cardValues';
import { byTestId, click, initRsI18n } from './fixtures';

const BACKS = ['hermit', 'militia', 'samurai', 'berserker', 'healer', 'collector'];
const COLOURS = ['white', 'red', 'blue', 'green', 'black'];
/** A store holding every lost value (backs: 2 -> 40 and 0 -> 10, kings 1..10). */
const fullStore = (): Record<string, number> => ({
  ...Object.fromEntries(
    BACKS.flatMap((c) => [
      [`royal-stake/bet/${c}/2`, 40],
      [`royal-stake/bet/${c}/0`, 10],
    ]),
  ),
  ...Object.fromEntries(COLOURS.map((c, i) => [`royal-stake/king-number/${c}`, i + 1])),
  ...Object.fromEntries(COLOURS.map((c, i) => [`royal-stake/king-number-back/${c}`, i + 6])),
});
const on = (over: Partial<StdSetup> = {}): StdSetup => ({ ...defaultStdSetup(), on: true, ...over });

describe('which optional rules a table may choose — «Подготовка к игре», «Необязательное правило. Шут»', () => {
  it('the jester deal: 3-4 players choose, 5 cannot (every king chosen), 2 always play it', () => {
    expect([2, 3, 4, 5].map((n) => optionState(n, 'jesterDeal', DEFAULT_STD_OPTIONS))).toEqual([
      { free: false, why: 'dealTwo' },
      { free: true },
      { free: true },
      { free: false, why: 'noDealFive' },
    ]);
    const all = { jesterDeal: true, cheerleader: true, advancedCheerleader: true, baseSquads4p: true };
    // Two players also decide the jack shift themselves (issue 20) and pick their sets in turns unless chosen otherwise.
    expect(fitOptions(2, DEFAULT_STD_OPTIONS)).toEqual({ ...DEFAULT_STD_OPTIONS, jesterDeal: true, randomSets: false, jackChoice: true });
    expect(fitOptions(2, { ...DEFAULT_STD_OPTIONS, randomSets: true }).randomSets).toBe(true);
    expect(fitOptions(5, all)).toEqual({ jesterDeal: false, cheerleader: true, advancedCheerleader: true, baseSquads4p: false });
    expect(fitOptions(4, all)).toEqual(all);
    expect(fitOptions(3, all)).toEqual({ jesterDeal: true, cheerleader: false, advancedCheerleader: false, baseSquads4p: false });
  });
  it("the cheerleader with 4-5 players; her advanced rule only with her; base squads' spares only with 4", () => {
    expect(optionState(3, 'cheerleader', DEFAULT_STD_OPTIONS)).toEqual({ free: false, why: 'cheerleaderFew' });
    expect(optionState(4, 'advancedCheerleader', DEFAULT_STD_OPTIONS)).toEqual({ free: false, why: 'needsCheerleader' });
    expect(optionState(4, 'advancedCheerleader', { ...DEFAULT_STD_OPTIONS, cheerleader: true })).toEqual({ free: true });
    expect(optionState(5, 'baseSquads4p', DEFAULT_STD_OPTIONS)).toEqual({ free: false, why: 'baseSquadsFour' });
  });
});

describe('the config the form builds (engine/modes/standard/config.ts)', () => {
  it("Stolik's values: the engine accepts the config for 3, 4 and 5 players, and it says valueSet stolik", () => {
    for (const n of [3, 4, 5]) {
      const config = stdConfig(n, on({ valueSet: 'stolik', options: { ...DEFAULT_STD_OPTIONS, jesterDeal: n < 5 } }));
      expect(config.valueSet).toBe('stolik');
      expect(checkStdConfig(config)).toEqual({ ok: true, value: true });
    }
  });
  it('printed values: used once the store holds all 16; until then the engine refuses, naming the first missing one', () => {
    const store = fullStore();
    expect(missingValueKeys(store)).toEqual([]);
    const printed = printedFrom(store)!;
    expect(printed.bets.hermit).toEqual([
      { wins: 0, vp: 10 },
      { wins: 2, vp: 40 },
    ]);
    expect(printed.kingNumbers.back.black).toBe(10);
    expect(checkStdConfig(stdConfig(4, on({ printed })))).toEqual({ ok: true, value: true });
    delete store['royal-stake/bet/militia/2'];
    delete store['royal-stake/bet/militia/0'];
    delete store['royal-stake/king-number-back/green'];
    expect(missingValueKeys(store)).toEqual(['royal-stake/bet/militia', 'royal-stake/king-number-back/green']);
    expect(printedFrom(store)).toBeNull();
    expect(checkStdConfig(stdConfig(4, on({ printed: printedFrom(store) })))).toMatchObject({ ok: false, error: 'ERR_NEEDS_CARD_VALUE' });
    expect(missingValueKeys({})).toHaveLength(16);
  });
  it('is offered on the play setup, the game for two too, and is the default for 3-5 seats (issue 20 point 9): the side mode is a choice', () => {
    expect(STANDARD_PLAY_OFFERED).toBe(true);
    expect(TWO_PLAYER_PLAY_OFFERED).toBe(true);
    expect(playSetup.Options).toBe(RsSetupOptions);
    expect(playSetup.players).toEqual({ min: 2, max: 5 });
    // Two seats: the standard config with players 2 and the compulsory jester deal, which the engine accepts.
    const two = rsConfig(2, { kingNumbers: null, std: defaultStdSetup() });
    expect(two).toMatchObject({ mode: 'standard', players: 2, options: { jesterDeal: true, cheerleader: false } });
    expect(checkStdConfig(rsConfig(2, { kingNumbers: null, std: { ...defaultStdSetup(), valueSet: 'stolik' } }))).toEqual({ ok: true, value: true });
    expect(playSetup.defaultOptions).toEqual({ kingNumbers: null, std: defaultStdSetup() });
    // The default is the standard game at every seat count; the side mode only when chosen.
    expect(defaultStdSetup().on).toBe(true);
    for (const n of [3, 4, 5]) expect(rsConfig(n, { kingNumbers: null, std: defaultStdSetup() })).toMatchObject({ mode: 'standard', players: n });
    expect(rsConfig(3, { kingNumbers: null, std: { ...defaultStdSetup(), on: false } })).toEqual({ mode: 'i-am-king', players: 3 });
    // Choosing the standard game builds its config (here with Stolik's own values).
    expect(rsConfig(3, { kingNumbers: null, std: on({ valueSet: 'stolik' }) })).toMatchObject({ mode: 'standard', players: 3, valueSet: 'stolik' });
  });
});

describe('the form', () => {
  let root: HTMLElement;
  let latest: StdSetup;
  beforeAll(initRsI18n);
  beforeEach(async () => {
    await i18next.changeLanguage('en');
    for (const r of await listCardValues()) await deleteCardValue(r.key);
    document.body.innerHTML = '<div id="r"></div>';
    root = document.getElementById('r')!;
  });
  afterEach(async () => act(async () => render(null, root)));

  function Harness({ players, start }: { players: number; start?: StdSetup }) {
    const [setup, setSetup] = useState<StdSetup>(start ?? on());
    latest = setup;
    return <StdSetupForm players={players} setup={setup} onChange={setSetup} />;
  }
  const mount = async (players: number, start?: StdSetup) => {
    await act(async () => render(<Harness players={players} start={start} />, root));
    // Until the form has read the stored card values (a fixed 20 ms was too short under CI's load).
    await vi.waitFor(() => expect(byTestId(root, 'std-setup')!.getAttribute('aria-busy')).toBe('false'));
  };
  const box = (id: string) => byTestId(root, id) as HTMLInputElement;
  const type = async (input: HTMLInputElement, value: string) =>
    act(async () => {
      input.value = value;
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });

  it('5 players: no jester deal (the reason beside it); the advanced rule opens once the cheerleader is on', async () => {
    await mount(5);
    expect(box('std-jesterDeal').disabled).toBe(true);
    expect(root.querySelector(`#${box('std-jesterDeal').getAttribute('aria-describedby')}`)!.textContent).toBe(
      'With 5 players every king is chosen, so none is left for the deal.',
    );
    expect(box('std-baseSquads4p').disabled).toBe(true);
    expect(box('std-advancedCheerleader').disabled).toBe(true);
    await click(box('std-cheerleader'));
    expect(latest.options.cheerleader).toBe(true);
    expect(box('std-advancedCheerleader').disabled).toBe(false);
    await click(box('std-advancedCheerleader'));
    expect(stdConfig(5, latest).options).toEqual({ jesterDeal: false, cheerleader: true, advancedCheerleader: true, baseSquads4p: false });
    // Turning the cheerleader off takes her advanced rule with it.
    await click(box('std-cheerleader'));
    expect(stdConfig(5, latest).options.advancedCheerleader).toBe(false);
    expect(root.querySelectorAll('form')).toHaveLength(0); // PlayNew's form wraps it
  });

  it('2 players («Игра на двоих»): the differences listed, the jester deal on and fixed with its reason; the 3-5 options not shown', async () => {
    await mount(2);
    const note = byTestId(root, 'std-two-players')!.textContent!;
    expect(note).toContain('Each player starts with 50 VP.');
    expect(note).toContain('9 cards each and 9 tricks a round');
    expect(byTestId(root, 'std-two-deal')!.textContent).toContain('lose 10 VP for each card of that colour in it (20 VP in round 3)');
    expect(note).toContain('200 VP behind, both');
    expect(box('std-jesterDeal').checked).toBe(true);
    expect(box('std-jesterDeal').disabled).toBe(true);
    expect(root.querySelector(`#${box('std-jesterDeal').getAttribute('aria-describedby')}`)!.textContent).toBe('Always on in the game for two.');
    for (const k of ['cheerleader', 'advancedCheerleader', 'baseSquads4p']) expect(byTestId(root, `std-${k}`)).toBeNull();
    await act(async () => void (await i18next.changeLanguage('ru')));
    expect(byTestId(root, 'std-two-players')!.textContent).toContain('По 9 карт на руке и 9 взяток в раунде');
  });

  it("printed values are asked one by one in the score sheet's words, saved once, then the next", async () => {
    await mount(4);
    const missing = byTestId(root, 'std-printed-missing')!;
    expect(missing.textContent).toContain('Stolik still needs 16 values printed on your cards');
    const ask = byTestId(root, 'ask-card-value')!;
    expect(ask.querySelector('h2')!.textContent).toBe(i18next.t('royal-stake:scoreUi.ask.betTitle', { card: 'Hermit' }));
    const [, vp] = [...ask.querySelectorAll<HTMLInputElement>('input')];
    await type(vp!, '50');
    await click(byTestId(root, 'ask-save'));
    await vi.waitFor(() => expect(byTestId(root, 'std-printed-missing')!.textContent).toContain('needs 15 values'));
    expect(await getCardValues('royal-stake')).toEqual({ 'royal-stake/bet/hermit/0': 50 });
    expect(byTestId(root, 'ask-card-value')!.querySelector('h2')!.textContent).toBe('What does the back of your Militia show?');
    expect(latest.printed).toBeNull();
    expect(checkStdConfig(stdConfig(4, latest))).toMatchObject({ ok: false, error: 'ERR_NEEDS_CARD_VALUE' });
  });

  it('the last king number saved completes the set: nothing more is asked and the config uses them', async () => {
    const store = fullStore();
    delete store['royal-stake/king-number-back/black'];
    for (const [k, v] of Object.entries(store)) await setCardValue('royal-stake', k, v);
    await mount(3);
    const ask = byTestId(root, 'ask-card-value')!;
    expect(ask.querySelector('h2')!.textContent).toBe('What number is printed on the back of the black king?');
    expect(ask.textContent).toContain('picking order, the first player of each round');
    await type(ask.querySelector<HTMLInputElement>('input')!, '12');
    await click(byTestId(root, 'ask-save'));
    await vi.waitFor(() => expect(latest.printed).not.toBeNull());
    expect(byTestId(root, 'std-printed-missing')).toBeNull();
    expect(byTestId(root, 'std-printed-known')!.textContent).toContain('entered by you');
    const config = stdConfig(3, latest);
    expect(config).toMatchObject({ valueSet: 'printed', values: { kingNumbers: { back: { black: 12 } } } });
    expect(checkStdConfig(config)).toEqual({ ok: true, value: true });
  });

  it("Stolik's digital values: shown as Stolik's with a link to the rules page, nothing asked", async () => {
    await mount(4);
    await click(box('std-values-stolik'));
    expect(latest.valueSet).toBe('stolik');
    expect(byTestId(root, 'ask-card-value')).toBeNull();
    const shown = byTestId(root, 'std-stolik-values')!;
    expect(shown.textContent).toContain('Made up by Stolik');
    expect(byTestId(root, 'std-stolik-backs')!.querySelector('li')!.textContent).toBe('Hermit, back: 0 wins: 50 VP, 1 win: 30 VP');
    expect(shown.textContent).toContain('white 1 / 6, red 2 / 7, blue 3 / 8, green 4 / 9, black 5 / 10');
    expect(shown.querySelector('a')!.getAttribute('href')).toContain('digital-values');
    expect(checkStdConfig(stdConfig(4, latest))).toEqual({ ok: true, value: true });
  });

  it('Russian: plurals and Stolik’s values read as Russian', async () => {
    await i18next.changeLanguage('ru');
    await mount(4, on({ valueSet: 'stolik' }));
    expect(byTestId(root, 'std-stolik-backs')!.textContent).toContain('Отшельник, оборот: 0 побед — 50 ПО, 1 победа — 30 ПО');
    expect(byTestId(root, 'std-stolik-backs')!.textContent).toContain('3 победы — 60 ПО');
    await click(box('std-values-printed'));
    expect(byTestId(root, 'std-printed-missing')!.textContent).toContain('Столику не хватает 16 значений с ваших карт');
  });

  it('once offered: the table picks the standard game or the side mode of its seat count; two seats only the two-player game', async () => {
    let opts: RsPlayOptions = { kingNumbers: null, std: defaultStdSetup() };
    function Choice({ players }: { players: number }) {
      const [o, setO] = useState<RsPlayOptions>(opts);
      opts = o;
      return <RsSetupOptions players={players} options={o} onChange={setO} />;
    }
    await act(async () => render(<Choice players={4} />, root));
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    expect(byTestId(root, 'rs-game-choice')!.textContent).toContain('Team whist (4 players)');
    // Preselected: the standard game (issue 20 point 9); team whist is a choice.
    expect(box('choose-standard').checked).toBe(true);
    expect(byTestId(root, 'std-setup')).not.toBeNull();
    expect(byTestId(root, 'rs-options')).toBeNull();
    await click(box('choose-side'));
    expect(opts.std!.on).toBe(false);
    expect(byTestId(root, 'rs-options')).not.toBeNull();
    expect(byTestId(root, 'std-setup')).toBeNull();
    await click(box('choose-standard'));
    expect(opts.std!.on).toBe(true);
    expect(byTestId(root, 'std-setup')).not.toBeNull();
    expect(byTestId(root, 'rs-options')).toBeNull();
    await act(async () => render(null, root));
    opts = { kingNumbers: null, std: defaultStdSetup() };
    await act(async () => render(<Choice players={2} />, root));
    expect(byTestId(root, 'rs-game-choice')).toBeNull();
    // Two seats: the two-player game's form once it is offered, else the seat-count hint.
    expect(byTestId(root, 'std-two-players') !== null).toBe(TWO_PLAYER_PLAY_OFFERED);
    expect(byTestId(root, 'rs-options') !== null).toBe(!TWO_PLAYER_PLAY_OFFERED);
  });
});
