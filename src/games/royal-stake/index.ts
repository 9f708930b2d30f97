import type { GameManifest } from '../types';

/** royal-stake: the small manifest the home screen reads; heavy parts load lazily. */
export const manifest: GameManifest = {
  id: 'royal-stake',
  order: 10,
  // Scoring seats 2-5; play (3-5) narrows it in ui/play/playSetup.
  players: { min: 2, max: 5 },
  parts: ['rules', 'score', 'play'],
  accent: '#7b2d3a',
  loadScorer: () => import('./score').then((m) => m.scorer),
  loadScoreScreen: () => import('./ui/score/ScoreScreen').then((m) => m.ScoreScreen),
  loadRefereeScreen: () => import('./ui/judge/JudgeScreen').then((m) => m.JudgeScreen),
  loadEngine: () => import('./engine').then((m) => m.engine),
  loadPlayScreen: () => import('./ui/play/PlayScreen').then((m) => m.PlayScreen),
  loadPlaySetup: () => import('./ui/play/playSetup').then((m) => m.playSetup),
};
