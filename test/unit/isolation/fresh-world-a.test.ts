// @vitest-environment happy-dom
// The 'isolated' project runs its files in vmForks (vitest.config.ts): several files share one
// process, each in its own VM context. Two copies of this file (fresh-world-a and -b) prove what
// the pool must keep: whichever runs second in a worker still starts with an empty DOM, no
// globals left by the other, an uninitialised i18next and an empty IndexedDB, and leaves all four
// dirty for the other to find.
import 'fake-indexeddb/auto';
import i18next from 'i18next';
import { expect, it } from 'vitest';
import { initI18n } from '../../../src/i18n';

it('starts from an empty DOM, globals, i18next and IndexedDB, whatever ran before it', async () => {
  expect(document.body.innerHTML).toBe('');
  expect((globalThis as { __leftover?: number }).__leftover).toBeUndefined();
  expect(i18next.isInitialized ?? false).toBe(false);
  expect(await indexedDB.databases()).toEqual([]);
  document.body.innerHTML = '<p>left behind</p>';
  (globalThis as { __leftover?: number }).__leftover = 1;
  await initI18n('ru');
  expect(i18next.language).toBe('ru');
  await new Promise<void>((done, fail) => {
    const open = indexedDB.open('left-behind', 1);
    open.onupgradeneeded = () => open.result.createObjectStore('x');
    open.onsuccess = () => {
      open.result.close();
      done();
    };
    open.onerror = () => fail(open.error);
  });
  expect(await indexedDB.databases()).toHaveLength(1);
});
