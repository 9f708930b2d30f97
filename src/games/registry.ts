/**
 * Finds every game folder at build time. Manifests are tiny and eager; each game's scorer, engine
 * and screens stay behind the manifest's loaders, so they become lazy chunks.
 */
import type { GameManifest, Scorer } from './types';

/** The box order from the project brief; a new game without a slot goes last. */
const ORDER = ['royal-stake', 'king-of-thieves', 'knights-vs-steambots', 'sly-thieves', 'jackal'];

function slot(id: string): number {
  return ORDER.includes(id) ? ORDER.indexOf(id) : ORDER.length;
}

const modules = import.meta.glob<{ manifest: GameManifest }>('./*/index.ts', { eager: true });

/** All games, in the order the home screen shows them. */
export const games: readonly GameManifest[] = Object.values(modules)
  .map((m) => m.manifest)
  .sort((a, b) => slot(a.id) - slot(b.id));

/** The manifest for an id, or undefined for an unknown game. */
export const findGame = (id: string): GameManifest | undefined => games.find((g) => g.id === id);

/** Id of the free score pad, which scores any other game and is not one of the five boxes. */
export const SCORE_PAD = 'score-pad';

/** Loads the pure scorer for a game id (or the score pad); undefined when it has none yet. */
export async function loadScorer(id: string): Promise<Scorer | undefined> {
  if (id === SCORE_PAD) return (await import('../scorepad/score')).scorePadScorer;
  return findGame(id)?.loadScorer?.();
}
