import type { ScoreScreenProps } from '../../types';
import { LootSetup } from './LootSetup';
import { LootSheet } from './LootSheet';

/** Sly Thieves scoring: a setup form for a new sheet, or the saved sheet itself. */
export function ScoreScreen({ sessionId }: ScoreScreenProps) {
  return sessionId ? <LootSheet sessionId={sessionId} /> : <LootSetup />;
}
