import type { ScoreScreenProps } from '../../types';
import { ScoreSetup } from '../../../ui/score/ScoreSetup';
import { GAME } from './CardFace';
import { emptyInput } from './holdings';
import { ScoreSheet } from './ScoreSheet';
import { SetupHelper } from './SetupHelper';

/** King of Thieves scoring: seat the players (with the box setup helper), then the sheet. */
export function ScoreScreen({ sessionId }: ScoreScreenProps) {
  if (sessionId) return <ScoreSheet sessionId={sessionId} />;
  return (
    <ScoreSetup game={GAME} initialData={emptyInput}>
      <SetupHelper />
    </ScoreSetup>
  );
}
