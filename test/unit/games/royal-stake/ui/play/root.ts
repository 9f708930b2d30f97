/**
 * The page every Royal Stake play test renders into: the strings loaded once, a fresh root
 * element (id "r") before each test in English, and whatever was rendered unmounted after it.
 */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { i18next } from '../../../../../../src/i18n';
import { initRsI18n } from './fixtures';

/** Registers the hooks; `onRoot` receives each test's root. `html` is the body (it must hold #r). */
export function withTestRoot(onRoot: (root: HTMLElement) => void, html = '<div id="r"></div>'): void {
  let root: HTMLElement;
  beforeAll(initRsI18n);
  beforeEach(async () => {
    await i18next.changeLanguage('en');
    document.body.innerHTML = html;
    root = document.getElementById('r')!;
    onRoot(root);
  });
  afterEach(async () => act(async () => render(null, root)));
}
