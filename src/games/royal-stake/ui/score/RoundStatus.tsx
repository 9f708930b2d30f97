import { useT } from '../../../../i18n/useT';
import type { SeatRecord } from '../../../../storage/types';
import type { Missing } from './missing';
import { GAME, nameOf } from './names';

/** The step a missing field belongs to (the round is entered in this order). */
export function stepOf(m: Missing): 'setup' | 'squads' | 'tricks' | 'cards' | 'table' {
  if (m.field === 'dealKing' || m.field === 'king' || m.field === 'rulers') return 'setup';
  if (m.field === 'squad' || m.field === 'copy') return 'squads';
  if (m.field === 'tricks') return 'tricks';
  if (m.field === 'tableTotal') return 'table';
  return 'cards';
}

/** Missing fields grouped by field, in entry order, each with the names it concerns. */
export function groupMissing(missing: readonly Missing[], seats: SeatRecord[]): Array<{ field: Missing['field']; names: string[] }> {
  const out: Array<{ field: Missing['field']; names: string[] }> = [];
  for (const m of missing) {
    let g = out.find((x) => x.field === m.field);
    if (!g) out.push((g = { field: m.field, names: [] }));
    if (m.player) g.names.push(nameOf(seats, m.player));
  }
  return out;
}

/**
 * The round at a glance, above its entry: either "complete, counted" or the step the table is
 * on and every value still missing with whose it is ("Tricks: Boris, Gleb"). A round is never
 * marked complete while one value is missing.
 */
export function RoundStatus({ missing, seats, scored, n }: { missing: readonly Missing[]; seats: SeatRecord[]; scored: boolean; n: number }) {
  const { t } = useT(GAME);
  if (missing.length === 0) {
    return (
      <p class={scored ? 'ok' : 'hint'} role="status" data-testid="round-status">
        {scored ? t('scoreUi.status.counted', { n }) : t('scoreUi.status.entered', { n })}
      </p>
    );
  }
  const step = stepOf(missing[0]!);
  return (
    <div class="panel rs-status" role="status" data-testid="round-status">
      <p>
        <strong>{t(`scoreUi.status.step.${step}`)}</strong> · {t('scoreUi.status.notCounted')}
      </p>
      <p class="small">{t('scoreUi.status.missing')}</p>
      <ul class="rs-missing-list" data-testid="missing">
        {groupMissing(missing, seats).map((g) => (
          <li key={g.field}>
            {t(`scoreUi.missing.${g.field}`)}
            {g.names.length > 0 && `: ${g.names.join(', ')}`}
          </li>
        ))}
      </ul>
    </div>
  );
}
