/**
 * Finds every game folder at build time. Manifests are tiny and eager; each game's scorer, engine
 * and screens stay behind the manifest's loaders, so they become lazy chunks.
 */
import { SCORE_PAD } from '../lib/scorePad';
import { guardedEngine } from './guard';
import { TEMPLATES } from './templates';
import type { GameManifest, Scorer } from './types';

// Folders starting with "_" are templates (the skeleton), never shown as games; only a build made
// to test them (templates.ts: the e2e's build B) lists them, and in every other build they fold away.
const boxed = import.meta.glob<{ manifest: GameManifest }>(['./*/index.ts', '!./_*/index.ts'], { eager: true });
const modules = TEMPLATES ? { ...boxed, ...import.meta.glob<{ manifest: GameManifest }>('./_*/index.ts', { eager: true }) } : boxed;

/** The platform's view of a manifest: the engine it loads is always guarded (guard.ts). */
export function platformManifest(m: GameManifest): GameManifest {
  const load = m.loadEngine;
  return load ? { ...m, loadEngine: () => load().then(guardedEngine) } : m;
}

/** Manifests in home-screen order: by their `order`, a game without one last, then by id. */
export function inOrder(list: readonly GameManifest[]): GameManifest[] {
  const slot = (m: GameManifest) => m.order ?? Number.MAX_SAFE_INTEGER;
  return [...list].sort((a, b) => slot(a) - slot(b) || a.id.localeCompare(b.id));
}

/** All games, in the order the home screen shows them. */
export const games: readonly GameManifest[] = inOrder(Object.values(modules).map((m) => platformManifest(m.manifest)));

/** The manifest for an id, or undefined for an unknown game. */
export const findGame = (id: string): GameManifest | undefined => games.find((g) => g.id === id);

export { SCORE_PAD };

/** Loads the pure scorer for a game id (or the score pad); undefined when it has none yet. */
export async function loadScorer(id: string): Promise<Scorer | undefined> {
  if (id === SCORE_PAD) return (await import('../scorepad/score')).scorePadScorer;
  return findGame(id)?.loadScorer?.();
}
