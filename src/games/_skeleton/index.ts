import type { GameManifest } from '../types';

/**
 * The skeleton: a tiny real game kept as the template for a new one (src/games/README.md, "Adding
 * a game"). Its folder starts with "_", so the registry never shows it to players; the tests find
 * it through test/unit/games/all-games.ts and hold it to the same contract as every game.
 */
export const manifest: GameManifest = {
  id: '_skeleton',
  players: { min: 2, max: 4 },
  parts: ['play'],
  accent: '#5b6770',
  loadEngine: () => import('./engine').then((m) => m.engine),
  loadPlayScreen: () => import('./ui/PlayScreen').then((m) => m.PlayScreen),
  loadPlaySetup: () => import('./ui/playSetup').then((m) => m.playSetup),
};
