// @vitest-environment happy-dom
// A seat switched to a bot and back to "A person" gets the person's name back, never the bot's
// (notes: "a bot seat switched back to a person keeps the bot's name"; house rule: nothing a
// player entered is lost or silently changed). One SeatSetup serves every game's play setup.
import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { i18next } from '../../../src/i18n';
import { setSeatKind, type SeatChoice } from '../../../src/play/seatKind';
import type { SeatSpec } from '../../../src/play/types';
import { addTyped as addTypedIn, choose, kindSelects, mountToySetup, startAndLoad, typeInto } from './setup-helpers';
import { withTestRoot } from './test-root';
import { byTestId, click, initPlayI18n } from './ui-helpers';

const seat = (id: string, name: string, playerId?: string) => ({ id, name, color: '#1f6fb2', ...(playerId ? { playerId } : {}) });
const human: SeatSpec = { kind: 'human' };
const bot = (level: 'easy' | 'normal' | 'hard'): SeatSpec => ({ kind: 'bot', level });
/** What SeatSetup does after every change: the bot seat shows its level's name, without a saved player. */
const asBots = (c: SeatChoice): SeatChoice => ({
  ...c,
  players: c.players.map((p) => (c.kinds[p.id]?.kind === 'bot' ? { id: p.id, color: p.color, name: `Bot: ${c.kinds[p.id]!.level}` } : p)),
});
const switchTo = (c: SeatChoice, id: string, spec: SeatSpec) => asBots(setSeatKind(c, id, spec));

describe('setSeatKind: the person comes back when the bot leaves', () => {
  const start: SeatChoice = { players: [seat('a', 'Anya', 'p1'), seat('b', 'Boris')], kinds: {} };

  it('a saved player and a typed one-off name both return, after any number of level changes', () => {
    let c = switchTo(start, 'a', bot('hard'));
    c = switchTo(c, 'b', bot('easy'));
    expect(c.players.map((p) => p.name)).toEqual(['Bot: hard', 'Bot: easy']);
    c = switchTo(c, 'a', bot('normal'));
    c = switchTo(c, 'a', human);
    c = switchTo(c, 'b', human);
    expect(c.players).toEqual(start.players);
    expect(c.people).toEqual({});
  });

  it('a seat that was a bot from the start comes back with an empty name, never the bot name', () => {
    const c = switchTo({ players: [seat('a', 'Anya', 'p1'), seat('z', 'Bot: normal')], kinds: { z: bot('normal') } }, 'z', human);
    expect(c.players[1]).toEqual(seat('z', ''));
    expect(c.kinds.z).toEqual(human);
  });

  it('only a seat that was a bot from the start is typed in its row, and stays so across switches', () => {
    let c = switchTo({ players: [seat('a', 'Anya', 'p1'), seat('z', 'Bot: normal')], kinds: { z: bot('normal') }, remember: false }, 'a', bot('easy'));
    c = switchTo(c, 'a', human);
    expect(c.typed).toBeUndefined(); // Anya came back: nothing to type
    c = switchTo(c, 'z', human);
    c = switchTo(switchTo({ ...c, players: [c.players[0]!, seat('z', 'Vera')] }, 'z', bot('hard')), 'z', human);
    expect(c.typed).toEqual(['z']);
    expect(c.players[1]).toEqual(seat('z', 'Vera'));
    expect(c.remember).toBe(false); // the choice made in the picker survives every switch
  });

  it('a saved player seated again elsewhere meanwhile keeps that seat: here the name returns as a one-off seat', () => {
    let c = switchTo(start, 'a', bot('hard'));
    c = { ...c, players: [...c.players, seat('c', 'Anya', 'p1')] }; // her chip tapped while her seat was a bot
    c = switchTo(c, 'a', human);
    expect(c.players[0]).toEqual(seat('a', 'Anya'));
    expect(c.players.filter((p) => p.playerId === 'p1')).toHaveLength(1);
  });

  it('any sequence of switches ending on "A person" gives back exactly the seat the person had', () => {
    const spec = fc.constantFrom<SeatSpec>(human, bot('easy'), bot('normal'), bot('hard'));
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom('a', 'b'), spec), { maxLength: 12 }), (steps) => {
        let c = start;
        for (const [id, s] of steps) c = switchTo(c, id, s);
        for (const id of ['a', 'b']) c = switchTo(c, id, human);
        expect(c.players).toEqual(start.players);
      }),
    );
  });
});

let root: HTMLElement;
withTestRoot(initPlayI18n, (r) => {
  root = r;
  history.replaceState(null, '', '#/game/toy/play');
});

const addTyped = (name: string) => addTypedIn(root, name);
/** Picks `value` for the n-th seat (1-based). */
const chooseSeat = (n: number, value: string) => choose(kindSelects(root)[n - 1]!, value);
const seatNamesShown = () => [...root.querySelectorAll('.seats .seat-name')].map((e) => e.textContent);
const startButton = () => byTestId(root, 'start') as HTMLButtonElement;
const mountNew = () => mountToySetup(root);

describe('PlayNew seats: switching a seat back to "A person"', () => {
  it("gives back the typed player's name and saved player, and the session stores the person, not the bot", async () => {
    await mountNew();
    await addTyped('Anya');
    await addTyped('Boris');
    await chooseSeat(2, 'hard');
    expect(seatNamesShown()).toEqual(['Anya', 'Bot: hard']);
    await chooseSeat(2, 'easy');
    await chooseSeat(2, 'human');
    expect(seatNamesShown()).toEqual(['Anya', 'Boris']);
    const stored = await startAndLoad(root);
    expect(stored.players).toMatchObject([
      { name: 'Anya', playerId: expect.any(String) },
      { name: 'Boris', playerId: expect.any(String) },
    ]);
    expect(stored.data).toMatchObject({ seats: [human, human] });
  });

  it.each([
    ['en', 'Seat 2 is a person now: type their name to start.', 'Name for seat 2'],
    ['ru', 'За место 2 теперь играет человек: впишите его имя, чтобы начать.', 'Имя игрока на месте 2'],
  ])('a seat added as a bot asks for a name (%s), keeps what was typed across a bot and back', async (lang, hint, label) => {
    await i18next.changeLanguage(lang);
    await mountNew();
    await addTyped('Anya');
    await click(byTestId(root, 'add-bot'));
    expect(startButton().disabled).toBe(false);
    await chooseSeat(2, 'human');
    const name = root.querySelector<HTMLInputElement>('.seat-name-input')!;
    expect(name.value).toBe(''); // not "Bot: normal"
    expect(name.getAttribute('aria-label')).toBe(label);
    expect(byTestId(root, 'seat-name-missing')!.textContent).toBe(hint);
    expect(startButton().disabled).toBe(true); // a person without a name cannot start
    await typeInto(name, 'Vera');
    expect(byTestId(root, 'seat-name-missing')).toBeNull();
    expect(startButton().disabled).toBe(false);
    await chooseSeat(2, 'hard');
    expect(root.querySelector('.seat-name-input')).toBeNull();
    await chooseSeat(2, 'human');
    expect(root.querySelector<HTMLInputElement>('.seat-name-input')!.value).toBe('Vera');
    expect(seatNamesShown()).toEqual(['Anya', 'Vera']);
  });
});
