import type { SeatRecord } from '../../../../storage/types';
import { EmperorRound } from './EmperorRound';
import type { RsInput } from './input';
import { KingRound } from './KingRound';
import { StdRoundView } from './StdRound';
import { TableRound, TableSwitch } from './TableRound';
import { isTableRound } from './tableRound';
import { TeamRound } from './TeamRound';

/** Props every mode's round editor takes. */
export interface RoundProps<I extends RsInput = RsInput> {
  input: I;
  /** The round (0-based). */
  r: number;
  seats: SeatRecord[];
  /** Saves a change; resolves false when it did not land (a count field then shows the stored value again). */
  onChange: (fn: (i: RsInput) => RsInput) => Promise<boolean>;
  /** Two players, round 3: who must say whether they took catch-up kings (scoring.ts `catchUpIds`). */
  catchUp?: readonly string[];
}

/** The open round's editor: the "totals only" switch, then the typed totals or the way to play's own entry. */
export function RoundEditor(props: RoundProps) {
  return (
    <>
      <TableSwitch input={props.input} r={props.r} onChange={props.onChange} />
      {isTableRound(props.input.rounds[props.r]) ? <TableRound {...props} /> : <ModeRound {...props} />}
    </>
  );
}

function ModeRound(props: RoundProps) {
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
