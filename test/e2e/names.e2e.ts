/**
 * Issue 21 points 2 and 3: a name can neither reverse the number beside it nor pass for another.
 * A name stored before names were normalised (old data, here with U+202E RIGHT-TO-LEFT OVERRIDE)
 * still leaves a total of 90 reading "90" in History and on the pad; "Boris" + U+200B is taken when
 * Boris is saved; a name of only zero-width spaces is refused in words.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SessionRecord } from '../../src/storage/types';
import { openSession } from './browser';
import { useAppFixture } from './fixture';
import { seatsNamed, storeSessions } from './seedSession';

const f = useAppFixture();

/** Stores a finished pad whose first player is called "Eve" + U+202E and scored 90 (as an older Stolik could). */
async function seedOverridePad(page: Page): Promise<void> {
  const record = {
    id: 'rlo-pad',
    game: 'score-pad',
    kind: 'score',
    title: 'Mixed',
    players: seatsNamed(['Eve\u202E', 'Ann']),
    createdAt: 1,
    updatedAt: 1,
    finished: false,
    data: {
      players: [
        { id: 'p0', rounds: [90] },
        { id: 'p1', rounds: [5] },
      ],
      lowestWins: false,
    },
    result: { totals: { p0: 90, p1: 5 }, ranking: [['p0'], ['p1']] },
    rev: 1,
  } as SessionRecord;
  await storeSessions(page, [record]);
}

/**
 * The characters of `text` inside `box` in the order the eye reads them, left to right: each
 * character's place on screen, measured with a Range (what the reader sees, not the DOM order).
 */
async function readOnScreen(box: Locator, text: string): Promise<string> {
  return box.evaluate((el, want) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const at = n.textContent!.indexOf(want);
      if (at < 0) continue;
      const chars = [...want].map((c, i) => {
        const r = document.createRange();
        r.setStart(n!, at + i);
        r.setEnd(n!, at + i + 1);
        return { c, x: r.getBoundingClientRect().left };
      });
      return chars
        .sort((a, b) => a.x - b.x)
        .map((x) => x.c)
        .join('');
    }
    return '';
  }, text);
}

describe('names at the door and on screen', () => {
  it('a stored name with U+202E does not make 90 read "09" in History, on the pad, or in the pad\'s table', async () => {
    const s = await openSession(f.browser);
    const { page } = s;
    await page.goto(f.server.url);
    await page.locator('a.game-link').first().waitFor();
    await seedOverridePad(page);
    await page.goto(`${f.server.url}#/history`);
    const row = page.getByTestId('history-row').filter({ hasText: 'Mixed' });
    await row.waitFor();
    expect(await readOnScreen(row.locator('li').first(), '90')).toBe('90');
    await page.goto(`${f.server.url}#/pad/rlo-pad`);
    const strip = page.getByTestId('pad-totals');
    await strip.waitFor();
    expect(await readOnScreen(strip.locator('li').first(), '90')).toBe('90');
    expect(await readOnScreen(page.locator('[data-pad-table] tfoot, [data-pad-table] table').first(), '90')).toBe('90');
    expect(s.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
    await s.context.close();
  });

  it('"Boris" + U+200B is refused as taken on the Players screen; a name of only zero-width spaces is refused there and at setup', async () => {
    const s = await openSession(f.browser);
    const { page } = s;
    await page.goto(`${f.server.url}#/players`);
    const field = page.locator('#new-player');
    await field.fill('Boris');
    await field.press('Enter');
    await page.locator('.pl-list li').filter({ hasText: 'Boris' }).waitFor();
    await field.fill('Boris\u200B');
    await field.press('Enter');
    await page.locator('#new-player-err').filter({ hasText: 'Boris is already saved.' }).waitFor();
    await field.fill('\u200B\u200B\u200B');
    await field.press('Enter');
    await page.locator('#new-player-err').filter({ hasText: 'This name has only invisible characters' }).waitFor();
    await page.reload();
    await page.locator('.pl-list li').first().waitFor();
    expect(await page.locator('.pl-list > li').count()).toBe(1);

    // The seat picker of a new pad: the same door.
    await page.goto(`${f.server.url}#/pad`);
    await page.locator('#picker-name').fill('\u200B\u200B');
    await page.locator('#picker-name').press('Enter');
    await page.locator('#picker-name-err').filter({ hasText: 'This name has only invisible characters' }).waitFor();
    expect(await page.locator('.picker .seats li').count()).toBe(0);
    await s.context.close();
  });
});
