/**
 * Issue 23, "results reach every phone": at the end each guest's History holds the game under the
 * host's session id (a backup merge never duplicates it), with the outcome, everyone's names and
 * its own seat marked, read-only and marked as played across phones; a finish announced twice, or
 * a game this phone already has, is never written over; junk from the host keeps nothing.
 */
import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { seatLabels } from '../../../../src/screens/history/seatLabels';
import { closeDb } from '../../../../src/storage/db';
import { getSession, listSummaries, saveSession, newSession } from '../../../../src/storage/sessions';
import { guestReceive, type GuestTable } from '../../../../src/play/tables/guest';
import { guestRecord, keepInHistory } from '../../../../src/play/tables/guestHistory';

afterEach(async () => {
  await closeDb();
  indexedDB.deleteDatabase('stolik');
});

const seats = [
  { name: 'Anya', kind: 'host', away: false },
  { name: 'Boris', kind: 'guest', away: false },
  { name: 'Robo', kind: 'bot', away: false },
];
const joined = (): GuestTable => {
  const w = { t: 'welcome', v: 1, table: 'session-42', game: 'sly-thieves', seat: 1, seats, rev: 7, view: {}, toMove: 0, finished: false };
  return guestReceive(null, JSON.stringify(w)).guest!;
};
const ended = (outcome: unknown) => guestReceive(joined(), JSON.stringify({ t: 'view', rev: 8, view: {}, toMove: null, finished: true, outcome })).guest!;
const OUTCOME = { finished: true, result: { totals: { '0': 5, '1': 9, '2': 2 }, ranking: [['1'], ['0'], ['2']], breakdown: {} } };

describe('a guest keeps the finished game in its History', () => {
  it('the host’s session id, names, totals, places and its own seat, marked as played across phones', async () => {
    expect(guestRecord(joined(), 1_000)).toBeNull(); // not over yet
    const record = guestRecord(ended(OUTCOME), 1_000)!;
    expect(record).toMatchObject({ id: 'session-42', game: 'sly-thieves', kind: 'play', finished: true, result: { totals: { '0': 5, '1': 9, '2': 2 } } });
    expect(record.players.map((p) => p.name)).toEqual(['Anya', 'Boris', 'Robo']);
    expect(await keepInHistory(record)).toBe(true);
    const [row] = (await listSummaries({ limit: 10 })).items;
    expect(row).toMatchObject({ id: 'session-42', finished: true, acrossPhones: { own: '1' }, ranking: [['1'], ['0'], ['2']], totals: { '1': 9 } });
    expect(row!.seats.map((s) => s.name)).toEqual(['Anya', 'Boris', 'Robo']);
  });

  it('never writes over a game this phone already has, and a second finish is harmless', async () => {
    const mine = await saveSession({ ...newSession({ game: 'sly-thieves', kind: 'play', title: 'own', players: [], data: { moves: [1] } }), id: 'session-42' });
    expect(await keepInHistory(guestRecord(ended(OUTCOME), 2_000)!)).toBe(true);
    expect(await getSession('session-42')).toEqual(mine);
  });

  it('an outcome that is not one keeps nothing and never throws', () => {
    for (const junk of [{ finished: true }, { finished: true, result: { totals: 3, ranking: [] } }, { finished: false, result: OUTCOME.result }]) {
      expect(guestRecord(ended(junk), 1)).toBeNull();
    }
  });
});

describe('History names the seat this phone played', () => {
  it('in both languages, and only on a game kept from a table across phones', async () => {
    const record = guestRecord(ended(OUTCOME), 1_000)!;
    await keepInHistory(record);
    const [row] = (await listSummaries({ limit: 10 })).items;
    for (const [lng, own] of [
      ['en', 'Boris (this phone)'],
      ['ru', 'Boris (этот телефон)'],
    ] as const) {
      const t = i18next.createInstance();
      await t.init({ lng, resources: { [lng]: { records: JSON.parse(readFileSync(`locales/${lng}/records.json`, 'utf8')) } }, defaultNS: 'records' });
      expect([...seatLabels(row!, t.t.bind(t)).values()]).toEqual(['Anya', own, 'Robo']);
      expect([...seatLabels({ ...row!, acrossPhones: undefined }, t.t.bind(t)).values()]).toEqual(['Anya', 'Boris', 'Robo']);
    }
  });
});
