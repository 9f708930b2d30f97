import type { GameManifest } from '../types';

/** jackal: the small manifest the home screen reads; heavy parts load lazily. */
export const manifest: GameManifest = {
  id: 'jackal',
  order: 50,
  players: { min: 2, max: 4 },
  parts: ['rules', 'score'],
  unit: 'coins',
  accent: '#9a5b16',
  loadScorer: () => import('./score').then((m) => m.scorer),
  loadScoreScreen: () => import('./ui/ScoreScreen').then((m) => m.ScoreScreen),
};
