// @vitest-environment happy-dom
// The browser bar follows the theme setting: index.html has one theme-color meta per scheme.
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { applyTheme } from '../../../src/device/theme';

const metas = () => [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')];
/** The media of the light and the dark meta, in that order. */
const media = () => metas().map((m) => `${m.dataset.scheme}:${m.getAttribute('media')}`);

describe('theme-color follows the theme', () => {
  beforeEach(() => {
    const head = readFileSync('index.html', 'utf8').match(/<head>([\s\S]*)<\/head>/)![1]!;
    document.head.innerHTML = head.replace(/<meta http-equiv[^>]*>/, '');
  });

  it('index.html has a light and a dark bar colour, each for its scheme', () => {
    expect(metas().map((m) => [m.dataset.scheme, m.content])).toEqual([
      ['light', '#1e5b4f'],
      ['dark', '#15191a'],
    ]);
    expect(media()).toEqual(['light:(prefers-color-scheme: light)', 'dark:(prefers-color-scheme: dark)']);
  });

  it('a pinned theme wins over the device scheme; system gives the choice back', () => {
    applyTheme('dark');
    expect(media()).toEqual(['light:not all', 'dark:all']);
    expect(document.documentElement.dataset.theme).toBe('dark');
    applyTheme('light');
    expect(media()).toEqual(['light:all', 'dark:not all']);
    applyTheme('system');
    expect(media()).toEqual(['light:(prefers-color-scheme: light)', 'dark:(prefers-color-scheme: dark)']);
  });
});
