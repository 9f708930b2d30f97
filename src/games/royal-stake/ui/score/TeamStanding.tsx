import { useT } from '../../../../i18n/useT';
import type { SeatRecord } from '../../../../storage/types';
import { EMPEROR_TEAM_COLOURS } from '../../data/modes';
import type { RsInput } from './input';
import { GAME, nameOf } from './names';

/**
 * The team modes rank teams, not players: team whist shows each pair's points (every member
 * carries them), "Emperor" the sum of each side's players.
 */
export function TeamStanding({ input, seats, totals }: { input: RsInput; seats: SeatRecord[]; totals: Record<string, number> }) {
  const { t } = useT(GAME);
  const names = (ids: string[]) => ids.map((id) => nameOf(seats, id)).join(' + ');
  let teams: Array<{ ids: string[]; points: number }>;
  if (input.mode === 'team') teams = input.teams.map((ids) => ({ ids, points: totals[ids[0] ?? ''] ?? 0 }));
  else if (input.mode === 'emperor') {
    const emperor = (c: string) => (EMPEROR_TEAM_COLOURS as readonly string[]).includes(c);
    teams = [true, false].map((side) => {
      const ids = input.players.filter((p) => emperor(p.rulers) === side).map((p) => p.id);
      return { ids, points: ids.reduce((s, id) => s + (totals[id] ?? 0), 0) };
    });
  } else return null;
  return (
    <ul class="rows" data-testid="team-standing">
      {teams.map((team, i) => (
        <li key={i} class="row-line">
          <span class="row-label">{names(team.ids)}</span>
          <span class="row-points">{t('common:table.points', { count: team.points })}</span>
          <span />
        </li>
      ))}
    </ul>
  );
}
