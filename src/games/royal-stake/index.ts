import type { GameManifest } from '../types';

/** royal-stake: the small manifest the home screen reads; heavy parts load lazily. */
export const manifest: GameManifest = {
  id: 'royal-stake',
  players: { min: 2, max: 5 },
  parts: ['rules', 'score'],
  accent: '#7b2d3a',
  loadScorer: () => import('./score').then((m) => m.scorer),
  loadScoreScreen: () => import('./ui/score/ScoreScreen').then((m) => m.ScoreScreen),
  loadRefereeScreen: () => import('./ui/judge/JudgeScreen').then((m) => m.JudgeScreen),
};
