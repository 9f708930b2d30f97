/**
 * Issue 23: "host and guests persist what they need in IndexedDB". The host keeps which phone
 * holds which seat, a guest keeps the table it sits at (and forgets it when the game is over or
 * its seat went to a bot), in the settings store as device settings: never in a backup. What is
 * read back is untrusted: junk reads as "nothing kept", never as a seat for a wrong phone.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeDb, writeTx } from '../../../../src/storage/db';
import { exportBackup } from '../../../../src/storage/backup';
import { setSetting } from '../../../../src/storage/settings';
import { GuestLink } from '../../../../src/play/tables/guestLink';
import { GUEST_KEY, HOST_KEY, loadGuestMemory, loadHostMemory, saveGuestMemory, saveHostMemory } from '../../../../src/play/tables/tableMemory';
import { FakeChannel, FP, settled } from './fakeChannel';

afterEach(async () => {
  await closeDb();
  indexedDB.deleteDatabase('stolik');
});

const welcome = {
  t: 'welcome',
  v: 1,
  table: 'table-1',
  game: 'sly-thieves',
  seat: 1,
  seats: [
    { name: 'Anya', kind: 'host', away: false },
    { name: 'Boris', kind: 'guest', away: false },
  ],
  rev: 3,
  view: {},
  toMove: 0,
  finished: false,
};

describe('the host’s memory of its tables', () => {
  it('keeps the phone of each seat per table, the newest tables first', async () => {
    await saveHostMemory({ table: 'a', phones: [null, FP('AA')] });
    await saveHostMemory({ table: 'b', phones: [null, FP('BB'), null] });
    await saveHostMemory({ table: 'a', phones: [null, FP('CC')] });
    expect(await loadHostMemory('a')).toEqual({ table: 'a', phones: [null, FP('CC')] });
    expect(await loadHostMemory('b')).toEqual({ table: 'b', phones: [null, FP('BB'), null] });
    expect(await loadHostMemory('zzz')).toBeNull();
    for (const t of ['c', 'd', 'e']) await saveHostMemory({ table: t, phones: [] });
    // A few kept: the oldest table is forgotten (its guests would pair by two codes).
    expect(await loadHostMemory('b')).toBeNull();
    expect(await loadHostMemory('a')).not.toBeNull();
  });

  it('a damaged record reads as nothing kept, never as a seat', async () => {
    await writeTx(['settings'], (tx) =>
      tx.store.put({ key: HOST_KEY, value: [{ table: 'a', phones: ['not a fingerprint'] }, 42, { table: 'b', phones: [FP('AB')] }] }),
    );
    expect(await loadHostMemory('a')).toBeNull();
    expect(await loadHostMemory('b')).toEqual({ table: 'b', phones: [FP('AB')] });
    await writeTx(['settings'], (tx) => tx.store.put({ key: HOST_KEY, value: 'junk' }));
    expect(await loadHostMemory('b')).toBeNull();
  });

  it('is a device setting: never exported with a backup', async () => {
    await saveHostMemory({ table: 'a', phones: [FP('AA')] });
    await saveGuestMemory({ table: 'a', game: 'sly-thieves', seat: 1, name: 'Boris', host: FP('AA') });
    await setSetting('lang', 'ru');
    const keys = (await exportBackup()).data.settings.map((s) => s.key);
    expect(keys).toEqual(['lang']);
  });
});

describe('a guest’s memory of its table', () => {
  it('is kept at the welcome and forgotten when the game is over', async () => {
    const link = new GuestLink(FP('0A'));
    const ch = new FakeChannel();
    (link as unknown as { attach(c: unknown): void }).attach(ch);
    ch.say(welcome);
    await settled(async () => (await loadGuestMemory()) !== null);
    expect(await loadGuestMemory()).toEqual({ table: 'table-1', game: 'sly-thieves', seat: 1, name: 'Boris', host: FP('0A') });
    // Junk from the host changes nothing kept.
    ch.say({ t: 'welcome', table: 'other' });
    ch.dispatchEvent(Object.assign(new Event('message'), { data: '{"t":' }));
    expect((await loadGuestMemory())?.table).toBe('table-1');
    ch.say({ t: 'view', rev: 4, view: {}, toMove: null, finished: true });
    await settled(async () => (await loadGuestMemory()) === null);
    expect(await loadGuestMemory()).toBeNull();
    link.dispose();
  });

  it('is forgotten when the host gives the seat to a bot', async () => {
    const link = new GuestLink(FP('0B'));
    const ch = new FakeChannel();
    (link as unknown as { attach(c: unknown): void }).attach(ch);
    ch.say(welcome);
    await settled(async () => (await loadGuestMemory()) !== null);
    ch.say({ t: 'refused', code: 'ERR_SEAT_TAKEN_OVER' });
    await settled(async () => (await loadGuestMemory()) === null);
    expect(await loadGuestMemory()).toBeNull();
    link.dispose();
  });

  it('a damaged record reads as no table', async () => {
    for (const value of [
      null,
      'x',
      { table: 't', game: 'g', seat: 99, name: 'B', host: FP('AA') },
      { table: 't', game: 'g', seat: 1, name: 'B', host: 'nope' },
    ]) {
      await writeTx(['settings'], (tx) => tx.store.put({ key: GUEST_KEY, value }));
      expect(await loadGuestMemory()).toBeNull();
    }
  });
});
