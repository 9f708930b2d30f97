// @vitest-environment happy-dom
// Issue 11, first paint: the script that runs before the body paints picks the language and the
// theme exactly as the app does (saved choice, then the browser's list, then English).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstPaint } from '../../../src/app/firstPaint';
import { parseRoute } from '../../../src/nav/router';

const html = document.documentElement;

describe('firstPaint', () => {
  beforeEach(() => {
    localStorage.clear();
    html.lang = 'en';
    delete html.dataset.theme;
    delete html.dataset.route;
    location.hash = '';
    document.head.innerHTML =
      '<meta name="theme-color" media="(prefers-color-scheme: light)" data-scheme="light"><meta name="theme-color" media="(prefers-color-scheme: dark)" data-scheme="dark">';
  });
  afterEach(() => vi.restoreAllMocks());

  it('a Russian browser with nothing saved: Russian, system theme', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ru-RU', 'en']);
    expect(firstPaint()).toBe('ru');
    expect(html.lang).toBe('ru');
    expect(html.dataset.theme).toBe('system');
  });

  it('a saved choice wins over the browser; a pinned dark theme sets the bar colour too', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    localStorage.setItem('stolik.lang', 'ru');
    localStorage.setItem('stolik.theme', 'dark');
    expect(firstPaint()).toBe('ru');
    expect(html.dataset.theme).toBe('dark');
    expect([...document.querySelectorAll('meta[name="theme-color"]')].map((m) => m.getAttribute('media'))).toEqual(['not all', 'all']);
  });

  it('a browser in neither language gets English; garbage saved is ignored', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'fr']);
    localStorage.setItem('stolik.lang', 'xx');
    localStorage.setItem('stolik.theme', 'purple');
    expect(firstPaint()).toBe('en');
    expect(html.dataset.theme).toBe('system');
  });

  it('marks any address but the home screen, so the prerendered home stays hidden there', () => {
    // The same answer as the router's, for home and for other (also malformed) addresses.
    for (const hash of ['', '#', '#/', '#//', '#/settings', '#/pad/x', '#/%', '#/game/royal-stake', '#x']) {
      location.hash = hash;
      delete html.dataset.route;
      firstPaint();
      expect(html.dataset.route === undefined, hash).toBe(parseRoute(location.hash).name === 'home');
    }
    location.hash = '#/settings';
    firstPaint();
    expect(html.dataset.route).toBe('other');
  });
});
