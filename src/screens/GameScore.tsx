import type { ScoreScreenProps } from '../games/types';
import { GameScreen } from './GameScreen';

/** A game's scoring screen: no session id = set up a new one. */
export function GameScore({ id, sessionId }: { id: string; sessionId?: string }) {
  return <GameScreen<ScoreScreenProps> id={id} pick={(g) => g.loadScoreScreen} props={{ sessionId }} />;
}
