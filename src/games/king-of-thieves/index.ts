import type { GameManifest } from '../types';

/** king-of-thieves: the small manifest the home screen reads; heavy parts load lazily. */
export const manifest: GameManifest = {
  id: 'king-of-thieves',
  order: 20,
  players: { min: 3, max: 5 },
  parts: ['rules', 'score'],
  accent: '#4b3f8f',
  loadScorer: () => import('./score').then((m) => m.scorer),
  loadScoreScreen: () => import('./ui/ScoreScreen').then((m) => m.ScoreScreen),
};
