import { describe, expect, it } from 'vitest';
import { openSession } from './browser';
import { createPadSession } from './flows';
import { useAppFixture } from './fixture';

const f = useAppFixture();

describe('history', () => {
  it('lists sessions across games, filters by player, deletes with confirmation and undo', async () => {
    const s = await openSession(f.browser);
    const { page } = s;
    const first = await createPadSession(page, f.server.url, ['Аня', 'Boris'], 'Carcassonne');
    await createPadSession(page, f.server.url, ['Chen', 'Dana'], 'Azul');
    await page
      .getByTestId('finish')
      .or(page.getByRole('button', { name: 'Finish game' }))
      .first()
      .click();
    await page.goto(`${f.server.url}#/history`);
    await page.locator('.session').nth(1).waitFor();
    expect(await page.locator('.session').count()).toBe(2);
    await page.getByLabel('Player').selectOption('Аня');
    await page.locator('.session').filter({ hasText: 'Carcassonne' }).waitFor();
    expect(await page.locator('.session').count()).toBe(1);
    await page.getByLabel('Player').selectOption('');
    const azul = page.locator('.session').filter({ hasText: 'Azul' });
    await azul.getByText('finished').waitFor();
    await azul.getByRole('button', { name: 'Delete' }).click();
    await azul.getByRole('button', { name: 'Yes' }).click();
    await page.getByTestId('notice-undo-delete').waitFor();
    expect(await page.locator('.session').count()).toBe(1);
    await page.getByRole('button', { name: 'Undo' }).click();
    await azul.waitFor();
    expect(await page.locator('.session').count()).toBe(2);
    // Resume: an unfinished session opens where it was, and home offers it under "Continue".
    await page.locator('.session').filter({ hasText: 'Carcassonne' }).getByRole('link').click();
    await page.getByTestId('total-Аня').filter({ hasText: '12' }).waitFor();
    expect(page.url()).toBe(first);
    await page.goto(f.server.url);
    await page.getByRole('heading', { name: 'Continue' }).waitFor();
    expect(await page.locator('.session').filter({ hasText: 'Azul' }).count()).toBe(0); // finished: not offered
    await s.context.close();
  });
});
