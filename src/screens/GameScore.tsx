import type { ScoreScreenProps } from '../games/types';
import { SessionGuard } from '../ui/SessionGuard';
import { GameScreen } from './GameScreen';

/** A game's scoring screen: no session id = set up a new one; a saved one must be this game's score sheet. */
export function GameScore({ id, sessionId }: { id: string; sessionId?: string }) {
  const screen = <GameScreen<ScoreScreenProps> id={id} pick={(g) => g.loadScoreScreen} props={{ sessionId }} />;
  return sessionId ? (
    <SessionGuard sessionId={sessionId} route={{ game: id, kind: 'score' }}>
      {screen}
    </SessionGuard>
  ) : (
    screen
  );
}
