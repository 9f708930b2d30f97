/**
 * Between rounds: each player's tricks, the VP of the round and in all, every score row with
 * its rule (the scorer's own rows), team totals, and "Next round" (or, after the last round,
 * the way to the result).
 */
import { useT } from '../../../../i18n/useT';
import type { SeatRecord } from '../../../../storage/types';
import { RuleLink } from '../../../../ui/RuleLink';
import { signed } from '../../../../ui/score/Breakdown';
import { JACK_SHIFT } from '../../data/rulers';
import { categoryKey, GAME, seatParams } from '../score/names';
import type { RoundSummary } from './roundSummary';
import { Sheet } from './Sheet';

/** One team's line: its members and total. */
export function TeamLines({ teams, players }: { teams: RoundSummary['teams']; players: readonly SeatRecord[] }) {
  const { t } = useT(GAME);
  if (!teams) return null;
  const best = Math.max(...teams.map((x) => x.total));
  return (
    <ul class="rs-team-lines" data-testid="team-lines" aria-label={t('table.teamTotals')}>
      {teams.map((team, i) => (
        <li key={i} class={team.total === best ? 'rs-team-ahead' : undefined}>
          {t('table.teamLine', { names: team.seats.map((s) => players[s]?.name ?? '?').join(' + '), count: team.total })}
        </li>
      ))}
    </ul>
  );
}

/** The summary sheet of a finished round. */
export function RoundSummaryView({ summary, players, onClose }: { summary: RoundSummary; players: readonly SeatRecord[]; onClose: () => void }) {
  const { t } = useT(GAME);
  return (
    <Sheet
      title={t('table.summary.title', { round: summary.round })}
      testId="round-summary"
      onClose={onClose}
      closeText={summary.gameOver ? t('table.summary.toResult') : t('table.summary.next')}
    >
      <TeamLines teams={summary.teams} players={players} />
      <ul class="rs-summary">
        {summary.seats.map((s) => (
          <li key={s.seat} class="panel" data-testid={`summary-${s.seat}`}>
            <p class="rs-summary-head">
              <span class="dot" style={{ background: players[s.seat]?.color }} aria-hidden="true" />
              <strong>{players[s.seat]?.name ?? '?'}</strong>
              <span>
                {t('table.tricks', { count: s.tricks })}
                {s.extraWin ? ` ${t('table.summary.extraWin')}` : ''}
              </span>
              <span class="rs-summary-vp">{t('table.summary.vp', { gained: signed(s.gained), total: s.total })}</span>
            </p>
            {s.start?.map((r) => (
              <p key={r.category} class="small" data-testid={`summary-start-${s.seat}`}>
                {t(`categories.${categoryKey(r)}`, seatParams(r.params, players, t))}: {r.points}
              </p>
            ))}
            {s.jackShift && (
              <p class="small" data-testid={`jack-shift-${s.seat}`}>
                {t('stdTwo.summary.jackShift', { shift: JACK_SHIFT })}
              </p>
            )}
            {s.rows && s.rows.length > 0 && (
              <ul class="rows">
                {s.rows.map((r, i) => (
                  <li key={i} class="row-line">
                    <span class="row-label">{t(`categories.${categoryKey(r)}`, seatParams(r.params, players, t))}</span>
                    <span class="row-points">{signed(r.points)}</span>
                    {r.rule && (
                      <RuleLink game={GAME} anchor={r.rule}>
                        {t('common:score.rule')}
                      </RuleLink>
                    )}
                  </li>
                ))}
              </ul>
            )}
            {s.rows && s.rows.length === 0 && <p class="small">{t('table.summary.noPoints')}</p>}
          </li>
        ))}
      </ul>
    </Sheet>
  );
}
