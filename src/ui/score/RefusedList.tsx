import { useT } from '../../i18n/useT';
import { useRefusedFields } from './refusedFields';
import './StillMissing.css';

/**
 * At the top of a sheet, with what is still missing: every field holding a value it refused
 * ("Gleb, round 2: use a number from -99999 to 99999"). Its last accepted value counts meanwhile.
 */
export function RefusedList() {
  const { t } = useT();
  const refused = useRefusedFields();
  if (!refused.length) return null;
  return (
    <div class="pad-missing refused-list" data-testid="refused-list">
      <strong>{t('score.needsAttention')}</strong>
      <ul>
        {refused.map((r) => (
          <li key={r.label}>{t('stepper.refused', { label: r.label, reason: r.reason })}</li>
        ))}
      </ul>
      <p class="small">{t('score.refusedNotCounted')}</p>
    </div>
  );
}
