import { useId } from 'preact/hooks';
import { useT } from '../../../i18n/useT';
import type { SeatRecord } from '../../../storage/types';
import { RULE } from '../score/anchors';
import { nameOf } from './names';
import { RuleLink } from '../../../ui/RuleLink';
import { Editable } from '../../../ui/score/ReadValue';

/** Who holds the first-player token on this island (correctable), and who gets it next. */
export function TokenLine({
  seats,
  island,
  holder,
  onChange,
}: {
  seats: SeatRecord[];
  island: number;
  holder: string | undefined;
  onChange: (id: string) => void;
}) {
  const { t } = useT('jackal');
  const id = useId();
  const at = holder ? seats.findIndex((s) => s.id === holder) : -1;
  const next = at >= 0 ? seats[(at + 1) % seats.length] : undefined;
  return (
    <Editable label={t('sheet.token', { n: island })} value={holder ? nameOf(seats, holder) : null}>
      <div class="row" data-testid="token">
        <label for={id}>
          <span aria-hidden="true">⚑ </span>
          {t('sheet.token', { n: island })}
        </label>
        <select id={id} value={holder ?? ''} onChange={(e) => onChange((e.target as HTMLSelectElement).value)}>
          {seats.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
        {next && holder && (
          <span class="small">
            {t('sheet.tokenNext', { name: nameOf(seats, next.id) })}{' '}
            <RuleLink game="jackal" anchor={RULE.firstPlayer}>
              {t('common:score.rule')}
            </RuleLink>
          </span>
        )}
      </div>
    </Editable>
  );
}
