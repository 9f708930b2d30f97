import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { games } from '../../../src/games/registry';
import { allGames, templates } from './all-games';
import type { GameManifest, Part } from '../../../src/games/types';

/** What a part needs to exist, per src/games/README.md; returns the missing pieces. */
function gaps(g: GameManifest, part: Part): string[] {
  const missing: string[] = [];
  // A game's strings: in its own folder (src/games/<id>/locales/<lang>.json) or in locales/<lang>/<id>.json.
  const locale = (lang: string) =>
    existsSync(`src/games/${g.id}/locales/${lang}.json`) ? `src/games/${g.id}/locales/${lang}.json` : `locales/${lang}/${g.id}.json`;
  if (part === 'rules') {
    for (const lang of ['ru', 'en']) if (!existsSync(`locales/${lang}/rules/${g.id}.md`)) missing.push(`locales/${lang}/rules/${g.id}.md`);
  }
  if (part === 'score' || part === 'play') {
    for (const lang of ['ru', 'en']) if (!existsSync(locale(lang))) missing.push(locale(lang));
  }
  if (part === 'score') {
    if (!g.loadScorer) missing.push('manifest.loadScorer');
    if (!g.loadScoreScreen) missing.push('manifest.loadScoreScreen');
    const dir = `test/vectors/${g.id}`;
    if (!existsSync(dir) || readdirSync(dir).filter((f) => f.endsWith('.json')).length === 0) missing.push(`${dir}/*.json`);
  }
  if (part === 'play') {
    if (!g.loadEngine) missing.push('manifest.loadEngine');
    if (!g.loadPlayScreen) missing.push('manifest.loadPlayScreen');
    if (!g.loadPlaySetup) missing.push('manifest.loadPlaySetup');
    // The bot worker finds these by folder, not through the manifest (README: "Bots").
    for (const file of ['engine/index.ts', 'bots/index.ts']) if (!existsSync(`src/games/${g.id}/${file}`)) missing.push(`src/games/${g.id}/${file}`);
  }
  return missing;
}

const anchors = (file: string) => [...readFileSync(file, 'utf8').matchAll(/\{#([a-z0-9-]+)\}/g)].map((m) => m[1]);

describe('game contract', () => {
  it('registers every game folder once, under its folder name', () => {
    const folders = readdirSync('src/games', { withFileTypes: true })
      .filter((d) => d.isDirectory() && existsSync(`src/games/${d.name}/index.ts`))
      .map((d) => d.name);
    expect(games.length).toBeGreaterThan(0);
    expect(games.map((g) => g.id).sort()).toEqual(folders.filter((f) => !f.startsWith('_')).sort());
    for (const g of games) expect(g.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
  it('keeps the templates ("_" folders, the skeleton) out of the registry, each under its folder name', () => {
    expect(templates.map((g) => g.id)).toContain('_skeleton');
    for (const g of templates) {
      expect(g.id).toMatch(/^_[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(existsSync(`src/games/${g.id}/index.ts`), g.id).toBe(true);
      expect(games.map((x) => x.id)).not.toContain(g.id);
    }
  });
  it.each(allGames.map((g) => [g.id, g] as const))('%s: every declared part is complete', (_, g) => {
    const report = Object.fromEntries(g.parts.map((p) => [p, gaps(g, p)]));
    expect(report).toEqual(Object.fromEntries(g.parts.map((p) => [p, []])));
  });
  it.each(allGames.map((g) => [g.id, g] as const))('%s: names and player counts are sane', (_, g) => {
    expect(g.players.min).toBeGreaterThanOrEqual(1);
    expect(g.players.max).toBeGreaterThanOrEqual(g.players.min);
    for (const lang of ['ru', 'en']) {
      // Home shows a game's name at first paint, before its chunk loads: common.json, not screens.json; a template is never there, so its own file names it.
      const common = JSON.parse(readFileSync(`locales/${lang}/common.json`, 'utf8'));
      const own = g.id.startsWith('_') ? JSON.parse(readFileSync(`src/games/${g.id}/locales/${lang}.json`, 'utf8')) : {};
      expect(common.games[g.id]?.name ?? own.name, `${lang} name`).toBeTruthy();
    }
  });
  it.each(games.filter((g) => g.parts.includes('rules')).map((g) => [g.id] as const))('%s: rules pages have the same anchors in both languages', (id) => {
    expect(anchors(`locales/ru/rules/${id}.md`)).toEqual(anchors(`locales/en/rules/${id}.md`));
    for (const required of ['overview', 'scoring', 'glossary', 'rulings']) expect(anchors(`locales/en/rules/${id}.md`)).toContain(required);
  });
  it('lists what each game still lacks (informational)', () => {
    const todo = games.map(
      (g) =>
        `${g.id}: ${
          (['rules', 'score', 'play'] as Part[])
            .filter((p) => !g.parts.includes(p))
            .map((p) => `${p} [${gaps(g, p).join(', ') || 'declare it'}]`)
            .join('; ') || 'complete'
        }`,
    );
    console.info(`Contract gaps:\n  ${todo.join('\n  ')}`);
    expect(todo).toHaveLength(games.length);
  });
});
