// @vitest-environment happy-dom
// Issue 22, first load <= 36 KB: the `common` strings are split in two files. common.json loads at
// boot and holds what home and the shell show; screens.json (every other screen's common strings)
// joins the same namespace when one of them opens (src/i18n/index.ts, src/app/screens.ts). Home
// must then show every word from common.json alone, in both languages, and the two files must
// never define the same key (a later file would silently win).
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../../src/app/App';
import { i18next, initI18n } from '../../../src/i18n';

type Tree = Record<string, unknown>;
const leaves = (o: Tree, p = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? leaves(v as Tree, `${p}${k}.`) : [`${p}${k}`]));
const file = (lang: string, name: string) => JSON.parse(readFileSync(`locales/${lang}/${name}.json`, 'utf8')) as Tree;
/** What i18next shows for a key it does not have: the key itself, e.g. "home.games" or "errors.crashTitle". */
const RAW_KEY = /^[a-zA-Z]+(\.[\w-]+)+$/;

afterEach(() => document.body.replaceChildren());

describe('home needs only common.json', () => {
  it.each(['en', 'ru'] as const)('%s: home and the shell show no raw key when screens.json is not loaded', async (lang) => {
    await initI18n(lang);
    expect(i18next.exists('tieBreak.title'), 'screens.json is not loaded at boot').toBe(false);
    document.body.innerHTML = '<div id="app"></div>';
    const root = document.getElementById('app')!;
    await act(async () => render(<App />, root));
    await act(() => new Promise<void>((r) => setTimeout(r, 50)));
    const texts = [...root.querySelectorAll('*')].flatMap((el) => [
      ...[...el.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent!.trim()),
      el.getAttribute('aria-label') ?? '',
      el.getAttribute('title') ?? '',
    ]);
    expect(texts.filter((t) => RAW_KEY.test(t))).toEqual([]);
    expect(root.textContent).toContain(lang === 'ru' ? 'Игры' : 'Games');
    await act(async () => render(null, root));
  });

  it.each(['en', 'ru'])('%s: common.json and screens.json never define the same key', (lang) => {
    const first = new Set(leaves(file(lang, 'common')));
    expect(leaves(file(lang, 'screens')).filter((k) => first.has(k))).toEqual([]);
  });
});
