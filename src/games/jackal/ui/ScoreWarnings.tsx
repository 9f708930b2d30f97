import type { ScoreResult } from '../../types';
import { useT } from '../../../i18n/useT';
import { RuleLink } from '../../../ui/RuleLink';
import { RULE } from '../score/anchors';
import './jackal.css';

/**
 * What the scorer accepted but the table should know: more coins in purses than the box holds
 * (ruling "coin-supply"). A warning, never a refusal: every coin won still counts.
 */
export function ScoreWarnings({ result }: { result: ScoreResult | null }) {
  const { t } = useT('jackal');
  const warnings = result?.warnings ?? [];
  if (warnings.length === 0) return null;
  return (
    <div class="warning-note" role="status" data-testid="score-warning">
      {warnings.map((w) => (
        <p key={w.code}>
          {t(`warnings.${w.code}`, w.params)}{' '}
          <RuleLink game="jackal" anchor={RULE.coinSupply}>
            {t('common:score.rule')}
          </RuleLink>
        </p>
      ))}
    </div>
  );
}
