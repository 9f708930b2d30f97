import type { ScoreScreenProps } from '../../../types';
import { Setup } from './Setup';
import { Sheet } from './Sheet';

/** Royal Stake scoring: a setup form for a new sheet, or the saved sheet round by round. */
export function ScoreScreen({ sessionId }: ScoreScreenProps) {
  return sessionId ? <Sheet sessionId={sessionId} /> : <Setup />;
}
