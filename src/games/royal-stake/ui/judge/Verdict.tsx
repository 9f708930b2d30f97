import { useId } from 'preact/hooks';
import { useT } from '../../../../i18n/useT';
import type { Result } from '../../../../lib/result';
import type { TrickPlay, TrickVerdict } from '../../referee';
import { cardText, colourText, seatText } from './labels';
import { RuleLink } from '../../../../ui/RuleLink';
import type { Code } from '../../codes';

interface VerdictProps {
  plays: readonly TrickPlay[];
  order: number[];
  /** Null while there is nothing to judge yet. */
  result: Result<TrickVerdict, Code> | null;
  complete: boolean;
  /** Seat names (the play screen's players); without them seats read "Player 3". */
  names?: readonly string[];
}

/** The judge's word: who takes the trick and why in one line, the rule to read, broken follows. */
export function Verdict({ plays, order, result, complete, names }: VerdictProps) {
  const { t } = useT('royal-stake');
  const seatName = (seat: number) => names?.[seat] ?? seatText(t, seat);
  const hid = useId();
  let body;
  if (!result) body = <p class="hint">{t('judgeUi.nothingYet')}</p>;
  else if (!result.ok) {
    body = (
      <p role="alert" class="field-error" data-testid="judge-error">
        {t(`errors.${result.error}`, { ...result.params, colour: colourText(t, String(result.params?.colour ?? 'none')) })}
      </p>
    );
  } else {
    const v = result.value;
    const winner = plays[v.winner];
    const seat = seatName(order[v.winner] ?? v.winner);
    const card = winner ? cardText(t, winner.card) : '';
    const changedBy = v.params.changedBy;
    body = (
      <>
        <p data-testid="judge-winner" style={{ fontSize: '1.2rem' }}>
          <strong>{t(complete ? 'judgeUi.winner' : 'judgeUi.winnerSoFar', { seat, card })}</strong>
        </p>
        <p data-testid="judge-reason">
          {t(`trick.${v.reason}`)}
          {v.params.tie ? ` ${t('trick.tie')}` : ''}
          {changedBy ? ` ${t(`judgeUi.changedBy.${changedBy}`)}` : ''}
        </p>
        {v.params.flagBonus !== undefined && <p data-testid="judge-flag-bonus">{t('judgeUi.flagBonus', { vp: v.params.flagBonus })}</p>}
        <p class="small">{t('judgeUi.leadTrump', { lead: colourText(t, String(v.params.lead)), trump: colourText(t, String(v.params.trump)) })}</p>
        <p>
          <RuleLink data-testid="judge-rule" game="royal-stake" anchor={v.rule}>
            {t('judgeUi.rule', { section: t(`judgeUi.rules.${v.rule}`) })}
          </RuleLink>
        </p>
        {v.violations.length > 0 && (
          <ul class="rows" data-testid="judge-violations">
            {v.violations.map((x) => (
              <li key={x.index} class="row-line" style={{ gridTemplateColumns: '1fr auto' }}>
                <span class="field-error">
                  {t('trick.violation', { index: x.index + 1, lead: colourText(t, x.lead) })} ({seatName(order[x.index] ?? x.index)},{' '}
                  {cardText(t, plays[x.index]!.card)})
                </span>
                <RuleLink game="royal-stake" anchor={x.rule}>
                  {t('judgeUi.rules.follow-rule')}
                </RuleLink>
              </li>
            ))}
          </ul>
        )}
      </>
    );
  }
  return (
    <section class="panel" aria-labelledby={hid} aria-live="polite" data-testid="judge-verdict">
      <h2 id={hid}>{t('judgeUi.verdict')}</h2>
      {body}
    </section>
  );
}
