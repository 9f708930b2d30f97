// @vitest-environment happy-dom
// Personal orders ("Дополнение «Личные Поручения»"): a card's gold typed, then "Add" tapped before
// the sheet has saved and shown the typing. The add must keep the typed gold: in CI a typed 2 came
// back as 0 after a reload (score-knights-vs-steambots.e2e.ts).
import { readFileSync } from 'node:fs';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { beforeAll, expect, it } from 'vitest';
import { i18next } from '../../../../../src/i18n';
import { OrdersEditor } from '../../../../../src/games/knights-vs-steambots/ui/OrdersEditor';
import { manifest } from '../../../../../src/games/knights-vs-steambots/index';
import { initTestI18n } from '../../../ui/i18n-setup';

beforeAll(async () => {
  await initTestI18n('en');
  i18next.addResourceBundle('en', manifest.id, JSON.parse(readFileSync(`locales/en/${manifest.id}.json`, 'utf8')), true, true);
});

it('typing, then "Add" before the sheet shows the typing: the add keeps the typed gold; the sheet’s next list is taken up', async () => {
  document.body.innerHTML = '<div id="r"></div>';
  const root = document.getElementById('r')!;
  const sent: number[][] = [];
  // The sheet: records each change and, like a slow save, shows none of them yet.
  const draw = (orders: number[]) => render(<OrdersEditor who="Anya" orders={orders} onChange={(o) => sent.push(o)} />, root);
  await act(async () => draw([0]));
  const input = root.querySelector<HTMLInputElement>('[data-testid="orders"] input')!;
  await act(async () => {
    input.value = '2';
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  expect(sent.at(-1)).toEqual([2]);
  await act(async () => root.querySelector<HTMLButtonElement>('[data-testid="add-order"]')!.click());
  expect(sent.at(-1)).toEqual([2, 0]);
  // The sheet then shows a list of its own (saved, or changed elsewhere): that one is built on.
  await act(async () => draw([5, -1]));
  await act(async () => root.querySelector<HTMLButtonElement>('[data-testid="add-order"]')!.click());
  expect(sent.at(-1)).toEqual([5, -1, 0]);
});
