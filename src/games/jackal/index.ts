import type { GameManifest } from '../types';

/** jackal: the small manifest the home screen reads; heavy parts load lazily. */
export const manifest: GameManifest = {
  id: 'jackal',
  order: 50,
  players: { min: 2, max: 4 },
  parts: ['rules', 'score', 'play'],
  unit: 'coins',
  accent: '#9a5b16',
  loadScorer: () => import('./score').then((m) => m.scorer),
  loadScoreScreen: () => import('./ui/ScoreScreen').then((m) => m.ScoreScreen),
  loadEngine: () => import('./engine').then((m) => m.engine),
  loadPlayScreen: () => import('./ui/play/PlayScreen').then((m) => m.PlayScreen),
  loadPlaySetup: () => import('./ui/play/playSetup').then((m) => m.playSetup),
};
