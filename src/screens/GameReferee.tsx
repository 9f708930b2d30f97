import { GameScreen } from './GameScreen';

/** A game's dispute helper (trick judge, arrival judge); it needs no session. */
export function GameReferee({ id }: { id: string }) {
  return <GameScreen<Record<string, never>> id={id} pick={(g) => g.loadRefereeScreen} props={{}} />;
}
