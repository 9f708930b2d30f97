import type { GameManifest } from '../types';

/** king-of-thieves: the small manifest the home screen reads; heavy parts load lazily. */
export const manifest: GameManifest = {
  id: 'king-of-thieves',
  order: 20,
  players: { min: 3, max: 5 },
  parts: ['rules', 'score', 'play'],
  accent: '#4b3f8f',
  loadScorer: () => import('./score').then((m) => m.scorer),
  loadScoreScreen: () => import('./ui/ScoreScreen').then((m) => m.ScoreScreen),
  loadEngine: () => import('./engine').then((m) => m.engine),
  loadPlayScreen: () => import('./ui/play/PlayScreen').then((m) => m.PlayScreen),
  loadPlaySetup: () => import('./ui/play/playSetup').then((m) => m.playSetup),
};
