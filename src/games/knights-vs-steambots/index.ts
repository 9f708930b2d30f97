import type { GameManifest } from '../types';

/** knights-vs-steambots: the small manifest the home screen reads; heavy parts load lazily. */
export const manifest: GameManifest = {
  id: 'knights-vs-steambots',
  order: 30,
  players: { min: 2, max: 4 },
  parts: ['rules', 'score'],
  unit: 'gold',
  accent: '#3d6b7d',
  loadScorer: () => import('./score').then((m) => m.scorer),
  loadScoreScreen: () => import('./ui/ScoreScreen').then((m) => m.ScoreScreen),
};
