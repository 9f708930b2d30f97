import { useT } from '../../../../i18n/useT';
import type { SeatRecord } from '../../../../storage/types';
import { Check } from './Chips';
import { CountField } from './CountField';
import type { RsInput } from './input';
import { GAME } from './names';
import type { RoundProps } from './RoundEditor';
import { canDetail, isTableRound, setTableFrom, setTableTotal, type TableFields } from './tableRound';

/** Largest round score a table may type (a typo guard: real rounds stay far below). */
const MAX_ROUND_POINTS = 9999;

/**
 * The "totals only" switch of a round and, when on, one typed field per player for the round
 * points the table counted itself. Details entered before stay saved under the switch.
 */
export function TableSwitch({ input, r, onChange }: { input: RsInput; r: number; onChange: RoundProps['onChange'] }) {
  const { t } = useT(GAME);
  const on = isTableRound(input.rounds[r]);
  return (
    <Check
      label={t('scoreUi.table.switch')}
      checked={on}
      disabled={on && !canDetail(input, r)}
      testid="table-switch"
      onChange={(v) => onChange((i) => setTableFrom(i, r, v))}
    />
  );
}

/** The typed round points of a "totals only" round. */
export function TableRound({ input, r, seats, onChange }: { input: RsInput; r: number; seats: SeatRecord[]; onChange: RoundProps['onChange'] }) {
  const { t } = useT(GAME);
  const table = (input.rounds[r] as TableFields).table ?? {};
  return (
    <>
      <p class="hint">{t('scoreUi.table.about')}</p>
      <div class="rs-counts" data-testid="table-totals">
        {seats.map((s) => (
          <CountField
            key={s.id}
            label={t('scoreUi.table.of', { name: s.name })}
            value={table[s.id]}
            max={MAX_ROUND_POINTS}
            negative
            onChange={(n) => onChange((i) => setTableTotal(i, r, s.id, n))}
            testid={`table-${s.name}`}
          />
        ))}
      </div>
    </>
  );
}
