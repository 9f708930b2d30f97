// Issue 22 "A new game is one folder": what the platform does for every game so that a game's
// folder needs nothing outside it: the home order comes from the manifests, the engine guard is
// applied by the loaders, and the score pad's id is named once.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { guardEngine, isGuarded } from '../../../src/games/guard';
import { games, inOrder } from '../../../src/games/registry';
import type { Engine, GameManifest } from '../../../src/games/types';
import { loadBotGameFromRegistry } from '../../../src/play/botRegistry';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}
const stripComments = (text: string): string => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

describe('the platform does for every game what no game folder should', () => {
  it("the home order is the manifests' own: the five boxes in the brief's order, each slot declared once", () => {
    expect(games.map((g) => g.id)).toEqual(['royal-stake', 'king-of-thieves', 'knights-vs-steambots', 'sly-thieves', 'jackal']);
    const orders = games.map((g) => g.order);
    expect(orders.every((o) => typeof o === 'number')).toBe(true);
    expect(new Set(orders).size).toBe(orders.length);
    // A game without a slot goes last; equal slots fall back to the id.
    const m = (id: string, order?: number) => ({ id, order }) as GameManifest;
    expect(inOrder([m('zed'), m('b', 20), m('a', 20), m('c', 10)]).map((g) => g.id)).toEqual(['c', 'a', 'b', 'zed']);
  });

  it('every engine the registry or the bot worker loads is guarded, and both give the very same object', async () => {
    const played = games.filter((g) => g.loadEngine);
    expect(played.length).toBeGreaterThanOrEqual(2);
    for (const g of played) {
      const engine = await g.loadEngine!();
      expect(isGuarded(engine), g.id).toBe(true);
      expect(engine.legalMoves(null)).toEqual([]);
      expect(engine.toMove(undefined)).toBeNull();
      const worker = await loadBotGameFromRegistry(g.id);
      if (worker.ok) expect(worker.value.engine).toBe(engine);
    }
  });

  it('an engine its game did not guard is guarded once, not twice', () => {
    const raw = { legalMoves: () => [] } as unknown as Engine<unknown, unknown, unknown>;
    const once = guardEngine(raw);
    expect(isGuarded(raw)).toBe(false);
    expect(guardEngine(once)).toBe(once);
  });

  it("the score pad's id is written once (src/lib/scorePad.ts)", () => {
    const writers = sources('src').filter((f) => f !== join('src', 'lib', 'scorePad.ts') && /['"]score-pad['"]/.test(stripComments(readFileSync(f, 'utf8'))));
    expect(writers).toEqual([]);
  });
});
