import { useT } from '../../i18n/useT';
import { RefusedList } from './RefusedList';
import './StillMissing.css';

/** One player's values nobody has entered yet, already translated ("coins", "notoriety"). */
export interface MissingEntry {
  name: string;
  fields: string[];
}

/**
 * At the top of a sheet: values refused as typed (RefusedList), then what is still to be
 * entered, per player ("Boris: coins, notoriety").
 * Those players get no total or place until it is done. Renders nothing when all is entered.
 */
export function StillMissing({ entries }: { entries: readonly MissingEntry[] }) {
  const { t } = useT();
  if (entries.length === 0) return <RefusedList />;
  return (
    <>
      <RefusedList />
      <div class="pad-missing" role="status" data-testid="still-missing">
        <strong>{t('score.stillMissing')}</strong>
        <ul>
          {entries.map((e) => (
            <li key={e.name} data-testid={`missing-${e.name}`}>
              {t('score.refusedFor', { name: e.name, message: e.fields.join(', ') })}
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
