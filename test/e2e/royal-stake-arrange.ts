/**
 * Arranged Royal Stake standard deals for the e2e tests and the screenshot script. A game is
 * started through the setup screen as a player would; then its stored seed and first moves are
 * replaced by ones searched here with the engine, in which the person (seat 0) holds the wished
 * characters and leads, so a test reaches the abilities without playing for them.
 */
import type { Page } from 'playwright-core';
import { engine } from '../../src/games/royal-stake/engine';
import { characterOf } from '../../src/games/royal-stake/engine/modes/standard/types';
import type { RsConfig, RsMove, RsState } from '../../src/games/royal-stake/engine/types';
import { summarize } from '../../src/storage/summary';
import type { SessionRecord } from '../../src/storage/types';

const COLOURS = ['white', 'red', 'blue', 'green', 'black'] as const;

/** A seed and the moves to play from it. */
export interface Arrangement {
  seed: string;
  moves: RsMove[];
}

/** What to search for. */
export interface Wish {
  /** Characters seat 0 drafts (one copy each); the other seats draft anything else. */
  chars: readonly string[];
  /** Seeds tried are `<prefix>-0` … `<prefix>-399`. */
  prefix: string;
  /** Where the moves stop (default: once the draft is over). */
  stop?: (s: RsState) => boolean;
  /** Seat 0's own choice after the draft (its bet, its partner card), or undefined for the first legal move. */
  own?: (legal: readonly RsMove[]) => RsMove | undefined;
  /** What must hold where the moves stop, besides seat 0 holding `chars` and leading. */
  holds?: (s: RsState) => boolean;
}

/** The first seed (and seat 0's set colour) whose game, played as `wish` says, stops where it holds. */
export function arrange(config: RsConfig, wish: Wish): Arrangement {
  const { chars, prefix, stop = (s: RsState) => s.phase !== 'squad', own = () => undefined, holds = () => true } = wish;
  for (let i = 0; i < 400; i++) {
    for (const colour of COLOURS) {
      const seed = `${prefix}-${i}`;
      const r = engine.setup(config, seed);
      if (!r.ok) throw new Error(r.error);
      let s = r.value;
      const moves: RsMove[] = [];
      for (let n = 0; n < 200 && !stop(s); n++) {
        const seat = engine.toMove(s)!;
        const legal = engine.legalMoves(s);
        const mine = s.std!.seats[seat]!.chars.map(characterOf);
        const m =
          (seat === 0 && s.seats[0]!.set === null ? legal.find((x) => x.t === 'set' && x.colour === colour) : undefined) ??
          (seat === 0 ? legal.find((x) => x.t === 'character' && chars.includes(characterOf(x.card)) && !mine.includes(characterOf(x.card))) : undefined) ??
          (seat === 0 && s.phase !== 'squad' ? own(legal) : undefined) ??
          (s.seats[seat]!.set === null ? legal.find((x) => x.t === 'set') : undefined) ??
          legal.find((x) => x.t === 'character' && !chars.includes(characterOf(x.card))) ??
          legal[0]!;
        moves.push(m);
        const a = engine.apply(s, m);
        if (!a.ok) throw new Error(a.error);
        s = a.value;
      }
      const kinds = s.std!.seats[0]!.chars.map(characterOf);
      if (s.first === 0 && engine.toMove(s) === 0 && chars.every((k) => kinds.includes(k as never)) && holds(s)) return { seed, moves };
    }
  }
  throw new Error('no seed found');
}

/** The stored session `id`, read in the page. */
export const readSession = (page: Page, id: string) =>
  page.evaluate(
    (key) =>
      new Promise<unknown>((res, rej) => {
        const open = indexedDB.open('stolik');
        open.onerror = () => rej(open.error);
        open.onsuccess = () => {
          const r = open.result.transaction('sessions').objectStore('sessions').get(key);
          r.onsuccess = () => (open.result.close(), res(r.result));
          r.onerror = () => rej(r.error);
        };
      }),
    id,
  ) as Promise<SessionRecord>;

/** Stores a session with its summary, and the given device settings, in one transaction. */
export const writeSession = (page: Page, rec: SessionRecord, settings: { key: string; value: unknown }[] = []) =>
  page.evaluate(
    ([r, sum, extra]) =>
      new Promise<void>((res, rej) => {
        const open = indexedDB.open('stolik');
        open.onerror = () => rej(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction(['sessions', 'summaries', 'settings'], 'readwrite');
          tx.objectStore('sessions').put(r);
          tx.objectStore('summaries').put(sum);
          for (const s of extra) tx.objectStore('settings').put(s);
          tx.oncomplete = () => (open.result.close(), res());
          tx.onerror = () => rej(tx.error);
        };
      }),
    [rec, summarize(rec), settings] as const,
  );

/**
 * Replaces the stored game `id`'s seed and moves by `arrangement(config)` (the page must not show
 * that game while its record changes), with the given device settings.
 */
export async function rearrange(
  page: Page,
  id: string,
  arrangement: (config: RsConfig) => Arrangement,
  settings?: { key: string; value: unknown }[],
): Promise<void> {
  const rec = await readSession(page, id);
  const data = rec.data as { config: RsConfig; seed: string; moves: RsMove[] };
  await writeSession(page, { ...rec, rev: rec.rev + 1, data: { ...data, ...arrangement(data.config) } } as SessionRecord, settings);
}

/**
 * From the home screen to the play setup, seated with these people and `bots` easy bots, with the
 * side mode of the seat count chosen (3-5 seats; the standard game is preselected since issue 20).
 */
export async function seatTable(page: Page, url: string, people: string[], bots: number): Promise<void> {
  await seatPeople(page, url, people, bots);
  await page.getByTestId('choose-side').check();
  await page.getByTestId('mode-about').waitFor();
}

/** From the home screen to the play setup with these people and `bots` easy bots in their seats. */
export async function seatPeople(page: Page, url: string, people: string[], bots: number): Promise<void> {
  await page.goto(url);
  await page.locator('a[href$="#/game/royal-stake"]').first().click();
  await page.locator('a[href$="#/game/royal-stake/play"]').first().click();
  await page.locator('#picker-name').waitFor();
  for (const name of people) {
    await page.locator('#picker-name').fill(name);
    await page.locator('#picker-name').press('Enter');
  }
  for (let i = 0; i < bots; i++) {
    await page.getByTestId('add-bot').click();
    await page
      .locator('select')
      .nth(people.length + i)
      .selectOption('easy');
  }
}

/** Starts the seated game; returns the table's URL. */
export async function startSeated(page: Page): Promise<string> {
  await page.getByTestId('start').click();
  await page.waitForURL(/#\/game\/royal-stake\/play\/[0-9a-f-]+$/);
  return page.url();
}

/**
 * A standard game (the cheerleader option on, Stolik's values) with `people` and `bots` easy bots,
 * started through the setup screen, then given `arrangement` and the device `settings` while the
 * page is away from the table; back on the table. Returns the table's URL.
 */
export async function arrangedStandardTable(
  page: Page,
  appUrl: string,
  people: string[],
  bots: number,
  arrangement: (config: RsConfig) => Arrangement,
  settings?: { key: string; value: unknown }[],
): Promise<string> {
  await seatTable(page, appUrl, people, bots);
  await page.getByTestId('choose-standard').check();
  await page.getByTestId('std-cheerleader').check();
  await page.getByTestId('std-values-stolik').check();
  const url = await startSeated(page);
  await page.goto(appUrl); // leave the table before its record changes under it
  await page.locator('a.game-link').first().waitFor();
  await rearrange(page, url.match(/play\/([0-9a-f-]+)$/)![1]!, arrangement, settings);
  await page.goto(url);
  return url;
}
