// Issue 22, "a test proves the skeleton passes ... e2e smoke without any file outside its folder":
// template games (src/games/_*) join only a build made to test them (STOLIK_TEMPLATES=1, the e2e's
// build B: src/games/templates.ts), where templates.e2e.ts plays them in the real app. Here: a
// build players get leaves every template out of the registry, the bot worker and the strings;
// the switch on takes each in from its folder alone (its name and tagline too); and the size
// check (scripts/template-leaks.ts) finds a template in a build by its folder's name.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { templateFolders, templateLeaks } from '../../../scripts/template-leaks';

const ids = templateFolders();
const own = (id: string, lang: string) => JSON.parse(readFileSync(`src/games/${id}/locales/${lang}.json`, 'utf8')) as { name: string; tagline: string };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('template games', () => {
  it('there is one: the skeleton', () => expect(ids).toContain('_skeleton'));

  it('a build players get leaves every template out: registry, bot worker, strings', async () => {
    const { games, findGame } = await import('../../../src/games/registry');
    const { loadBotGameFromRegistry } = await import('../../../src/play/botRegistry');
    const { loadNamespace } = await import('../../../src/i18n');
    for (const id of ids) {
      expect(games.map((g) => g.id)).not.toContain(id);
      expect(findGame(id), id).toBeUndefined();
      expect(await loadBotGameFromRegistry(id)).toEqual({ ok: false, error: 'ERR_UNKNOWN_GAME', params: { game: id } });
      await expect(loadNamespace('en', id)).rejects.toThrow(`missing locale file en/${id}.json`);
    }
  });

  it('with the switch on (STOLIK_TEMPLATES=1) each template is a game like any other, from its folder alone', async () => {
    vi.stubGlobal('__TEMPLATES__', true);
    vi.resetModules();
    const { games } = await import('../../../src/games/registry');
    const { loadBotGameFromRegistry } = await import('../../../src/play/botRegistry');
    const { i18next, i18nOptions, loadNamespace } = await import('../../../src/i18n');
    await i18next.init(i18nOptions('en'));
    for (const id of ids) {
      const g = games.find((x) => x.id === id)!;
      expect(g, id).toBeDefined();
      // The worker plays the very engine the page replays (README "Bots").
      const worker = await loadBotGameFromRegistry(id);
      expect(worker.ok, id).toBe(true);
      if (worker.ok) expect(worker.value.engine).toBe(await g.loadEngine!());
    }
    // Home's name and tagline (common:games.<id>) come with the common strings, from the folder's own file.
    for (const lang of ['en', 'ru'] as const) {
      await loadNamespace(lang, 'common');
      for (const id of ids) {
        await loadNamespace(lang, id);
        const { name, tagline } = own(id, lang);
        expect([name, tagline].every(Boolean), `${id} ${lang}: name and tagline`).toBe(true);
        expect(i18next.getResource(lang, 'common', `games.${id}`)).toEqual({ name, tagline });
        expect(i18next.getResource(lang, id, 'name')).toBe(name);
      }
    }
    // The boxed games keep their place; the common strings are still all there.
    expect(games.filter((g) => !g.id.startsWith('_')).length).toBeGreaterThanOrEqual(5);
    expect(i18next.getResource('en', 'common', 'home.games')).toBe('Games');
  });

  it('the size check finds a template in a build by its folder name, in a file or in its text', () => {
    const dist = mkdtempSync(join(tmpdir(), 'stolik-leaks-'));
    try {
      mkdirSync(join(dist, 'assets'));
      writeFileSync(join(dist, 'index.html'), '<div id="app"></div>');
      writeFileSync(join(dist, 'assets', 'clean.js'), 'const games={"../games/jackal/engine/index.ts":()=>import("./engine-1.js")};');
      expect(templateLeaks(dist, ['_skeleton'])).toEqual([]);
      // What the bot worker's chunk held before templates left the builds players get.
      writeFileSync(join(dist, 'assets', 'bot.worker-1.js'), 'const B={"../games/_skeleton/engine/index.ts":()=>import("./engine-2.js")};');
      writeFileSync(join(dist, 'assets', '_skeleton-ui-1.js'), 'export{}');
      expect(templateLeaks(dist, ['_skeleton']).sort()).toEqual(['assets/_skeleton-ui-1.js: _skeleton', 'assets/bot.worker-1.js: _skeleton']);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
