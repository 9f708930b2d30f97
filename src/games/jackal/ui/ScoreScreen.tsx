import type { ScoreScreenProps } from '../../types';
import { Setup } from './Setup';
import { Sheet } from './Sheet';

/** Jackal's scoring screen: a new table's setup, or a saved game's island-by-island sheet. */
export function ScoreScreen({ sessionId }: ScoreScreenProps) {
  return sessionId ? <Sheet key={sessionId} sessionId={sessionId} /> : <Setup />;
}
