// @vitest-environment happy-dom
// A seat added as a bot and switched to "A person" gets its name typed in its row. That name is a
// player like one typed in the picker (issue notes: "the name typed there is a one-off"): at Start
// it becomes the saved player of that name or a new one, History and Statistics follow it, and the
// next game's picker offers it. Two seats are never the same saved player: the refusal names the
// seats next to the field (house rules). While the name is missing the list says so in words.
import 'fake-indexeddb/auto';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../src/i18n';
import { closeDb } from '../../../src/storage/db';
import { allPlayers, savePlayer } from '../../../src/storage/players';
import { addTyped as addTypedIn, choose, kindSelects, mountToySetup, startAndLoad as startLoad, typeInto } from './setup-helpers';
import { withTestRoot } from './test-root';
import { byTestId, click, initPlayI18n } from './ui-helpers';

let root: HTMLElement;
withTestRoot(initPlayI18n, (r) => {
  root = r;
  history.replaceState(null, '', '#/game/toy/play');
});
afterEach(async () => {
  await closeDb();
  indexedDB.deleteDatabase('stolik');
});

const addTyped = (name: string) => addTypedIn(root, name);
/** Adds a bot and makes it a person: the seat's name field appears in its row. */
async function addPersonSeat() {
  await click(byTestId(root, 'add-bot'));
  await choose(kindSelects(root).at(-1)!, 'human');
}
const rowName = (k: number) => root.querySelectorAll<HTMLInputElement>('.seat-name-input')[k]!;
const startButton = () => byTestId(root, 'start') as HTMLButtonElement;
const listed = () => [...root.querySelectorAll('.seats .seat-name')].map((e) => e.textContent);
/** Mounts setup and waits for the saved players to be read (their chips appear). */
async function mountNew(chips = 0) {
  await mountToySetup(root);
  await vi.waitFor(() => expect(root.querySelectorAll('.chip')).toHaveLength(chips));
}
const startAndLoad = () => startLoad(root);
/** In `lang`: Anya from the picker, then a seat added as a bot and made a person (its name still to type). */
async function anyaAndATypedSeat(lang: string) {
  await i18next.changeLanguage(lang);
  await mountNew();
  await addTyped('Anya');
  await addPersonSeat();
}

describe('a name typed in a seat that was a bot becomes a saved player at Start', () => {
  it('the saved player of that name (any case), or a new one the next game offers', async () => {
    const vera = await savePlayer({ name: 'Vera', color: '#8a3ffc' });
    await mountNew(1);
    await addTyped('Anya');
    await addPersonSeat();
    await addPersonSeat();
    await typeInto(rowName(0), 'vera');
    await typeInto(rowName(1), ' Gleb ');
    expect(startButton().disabled).toBe(false);
    const stored = await startAndLoad();
    const anya = stored.players[0]!.playerId;
    expect(stored.players).toMatchObject([
      { name: 'Anya', playerId: expect.any(String) },
      { name: 'vera', playerId: vera.id }, // the name as typed; the person is the saved Vera
      { name: 'Gleb', playerId: expect.any(String) },
    ]);
    const gleb = (await allPlayers()).filter((p) => p.name === 'Gleb');
    expect(gleb.map((p) => p.id)).toEqual([stored.players[2]!.playerId]);
    expect((await allPlayers()).map((p) => p.id).sort()).toEqual([anya, vera.id, gleb[0]!.id].sort()); // no second Vera
    await act(async () => render(null, root));
    await mountNew(3);
    expect([...root.querySelectorAll('.chip')].map((c) => c.textContent)).toEqual(['Anya', 'Gleb', 'Vera']);
  });

  it('a typed seat switched back to a bot is a bot at Start: no saved player, no player record', async () => {
    await mountNew();
    await addTyped('Anya');
    await addPersonSeat();
    await typeInto(rowName(0), 'Gleb');
    await choose(kindSelects(root).at(-1)!, 'hard');
    const stored = await startAndLoad();
    expect(stored.players[1]).toMatchObject({ name: 'Bot: hard' });
    expect(stored.players[1]!.playerId).toBeUndefined();
    expect((await allPlayers()).map((p) => p.name)).toEqual(['Anya']);
  });

  it('unticked "Save for next time": the typed name stays a one-off, nothing is saved', async () => {
    await mountNew();
    await act(async () => root.querySelector<HTMLInputElement>('[data-testid=picker-remember]')!.click());
    await addTyped('Guest');
    await addPersonSeat();
    await typeInto(rowName(0), 'Second guest');
    const stored = await startAndLoad();
    expect(stored.players.map((p) => [p.name, p.playerId])).toEqual([
      ['Guest', undefined],
      ['Second guest', undefined],
    ]);
    expect(await allPlayers()).toEqual([]);
  });
});

describe('two seats never share a saved player: refused next to the field, naming the seats', () => {
  it.each([
    ['en', 'Seat 2: Anya is already at seat 1. Type another name.', 'Seat 3: Gleb is already at seat 2. Type another name.'],
    ['ru', 'Место 2: Anya уже сидит на месте 1. Впишите другое имя.', 'Место 3: Gleb уже сидит на месте 2. Впишите другое имя.'],
  ])('a seated player or the same new name twice (%s)', async (lang, seated, twice) => {
    await anyaAndATypedSeat(lang);
    await typeInto(rowName(0), ' ANYA');
    const refusal = byTestId(root, 'seat-name-taken')!;
    expect(refusal.textContent).toBe(seated);
    expect(rowName(0).getAttribute('aria-invalid')).toBe('true');
    expect(rowName(0).getAttribute('aria-describedby')).toBe(refusal.id);
    expect(startButton().disabled).toBe(true);
    await typeInto(rowName(0), 'Gleb');
    expect(byTestId(root, 'seat-name-taken')).toBeNull();
    expect(startButton().disabled).toBe(false);
    await addPersonSeat();
    await typeInto(rowName(1), 'gleb');
    expect([...root.querySelectorAll('[data-testid=seat-name-taken]')].map((e) => e.textContent)).toEqual([twice]);
    expect(startButton().disabled).toBe(true);
    await typeInto(rowName(1), 'Gleb B.');
    expect(startButton().disabled).toBe(false);
    const stored = await startAndLoad();
    expect(new Set(stored.players.map((p) => p.playerId)).size).toBe(3);
  });
});

describe("a saved player's chip while their name is typed in a seat row", () => {
  const chip = (name: string) => [...root.querySelectorAll<HTMLButtonElement>('.chip')].find((c) => c.textContent === name)!;
  it('shows them as seated and cannot seat them twice; a one-off name leaves the chip free', async () => {
    await savePlayer({ name: 'Vera', color: '#8a3ffc' });
    await mountNew(1);
    await addTyped('Anya');
    await addPersonSeat();
    expect(chip('Vera').getAttribute('aria-pressed')).toBe('false');
    await typeInto(rowName(0), ' vera');
    expect(chip('Vera').getAttribute('aria-pressed')).toBe('true');
    expect(chip('Vera').disabled).toBe(true);
    await act(async () => chip('Vera').click());
    expect(listed()).toEqual(['Anya', 'vera']);
    expect(byTestId(root, 'seat-name-taken')).toBeNull();
    // The same name typed in the picker is a second person of that name: a one-off seat, no clash.
    await addTyped('Vera');
    expect(listed()).toEqual(['Anya', 'vera', 'Vera']);
    expect(byTestId(root, 'seat-name-taken')).toBeNull();
    await act(async () => root.querySelectorAll<HTMLButtonElement>('.seats li')[2]!.querySelectorAll('button')[1]!.click());
    expect(listed()).toEqual(['Anya', 'vera']);
    // Unticked "Save for next time": the typed Vera is a one-off guest, the saved Vera may still sit.
    await act(async () => root.querySelector<HTMLInputElement>('[data-testid=picker-remember]')!.click());
    expect(chip('Vera').disabled).toBe(false);
    expect(chip('Vera').getAttribute('aria-pressed')).toBe('false');
    // The name typed elsewhere: the chip is free again.
    await act(async () => root.querySelector<HTMLInputElement>('[data-testid=picker-remember]')!.click());
    await typeInto(rowName(0), 'Gleb');
    expect(chip('Vera').disabled).toBe(false);
  });
});

describe('while a seat waits for its name, the list says so in words', () => {
  it.each([
    ['en', 'Seat 2 (name to be typed)', 'Move Seat 2 (name to be typed) up'],
    ['ru', 'Место 2 (имя ещё не вписано)', 'Поднять выше: Место 2 (имя ещё не вписано)'],
  ])('%s', async (lang, shown, up) => {
    await anyaAndATypedSeat(lang);
    expect(listed()).toEqual(['Anya', shown]);
    const row = root.querySelectorAll('.seats li')[1]!;
    expect(row.querySelector('.seat-blank')).not.toBeNull();
    expect(row.querySelector('button .sr-only')!.textContent).toBe(up);
    await typeInto(rowName(0), 'Vera');
    expect(listed()).toEqual(['Anya', 'Vera']);
    expect(root.querySelector('.seats .seat-blank')).toBeNull();
  });
});
