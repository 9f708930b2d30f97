import type { SeatRecord } from '../../../../storage/types';
import { EmperorRound } from './EmperorRound';
import type { RsInput } from './input';
import { KingRound } from './KingRound';
import { StdRoundView } from './StdRound';
import { TeamRound } from './TeamRound';

/** Props every mode's round editor takes. */
export interface RoundProps<I extends RsInput = RsInput> {
  input: I;
  /** The round (0-based). */
  r: number;
  seats: SeatRecord[];
  onChange: (fn: (i: RsInput) => RsInput) => void;
}

/** The open round's editor for the sheet's way to play. */
export function RoundEditor(props: RoundProps) {
  const { input } = props;
  switch (input.mode) {
    case 'i-am-king':
      return <KingRound {...props} input={input} />;
    case 'team':
      return <TeamRound {...props} input={input} />;
    case 'emperor':
      return <EmperorRound {...props} input={input} />;
    default:
      return <StdRoundView {...props} input={input} />;
  }
}
