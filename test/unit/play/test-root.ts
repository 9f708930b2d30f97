/**
 * The page a play-screen test renders into: the game's strings loaded once, a fresh root element
 * (id "r") in English before each test, and whatever was rendered unmounted after it.
 */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { i18next } from '../../../src/i18n';

/** Registers the hooks; `onRoot` receives each test's root. `html` is the body (it must hold #r). */
export function withTestRoot(initI18n: () => Promise<void>, onRoot: (root: HTMLElement) => void, html = '<div id="r"></div>'): void {
  let root: HTMLElement;
  beforeAll(initI18n);
  beforeEach(async () => {
    await i18next.changeLanguage('en');
    document.body.innerHTML = html;
    root = document.getElementById('r')!;
    onRoot(root);
  });
  afterEach(async () => act(async () => render(null, root)));
}
