import { useT } from '../../../../i18n/useT';
import { TRICKS_PER_ROUND } from '../../data/decks';
import { Check, ColourName } from './Chips';
import { kingUsedSince, mapEntry, setKingUsed, withCount } from './edits';
import type { TeamEntry, TeamInput } from './input';
import { GAME, nameOf } from './names';
import type { RoundProps } from './RoundEditor';
import { TricksStep } from './TricksStep';

/**
 * One round of team whist: the pairs, eleven tricks, the red queen (once per game, in a trick
 * its player won) and the kings laid (they only matter for a tie at 200).
 */
export function TeamRound({ input, r, seats, onChange }: RoundProps<TeamInput>) {
  const { t } = useT(GAME);
  const round = input.rounds[r]!;
  const set = (id: string, fn: (e: TeamEntry) => TeamEntry) => onChange((i) => mapEntry<TeamEntry>(i, r, id, fn));
  const team = (i: number) => (input.teams[i] ?? []).map((id) => nameOf(seats, id)).join(' + ');
  return (
    <>
      <p class="small" data-testid="teams">
        {t('scoreUi.team.teams', { a: team(0), b: team(1) })}
      </p>
      <h3>{t('scoreUi.step.tricks')}</h3>
      <TricksStep
        seats={seats}
        total={TRICKS_PER_ROUND.team}
        tricks={(id) => round.players[id]?.tricks}
        onSet={(id, n) => set(id, (e) => withCount(e, 'tricks', n))}
      />
      <h3>{t('scoreUi.step.rulers')}</h3>
      {seats.map((s) => {
        const e = round.players[s.id]!;
        const colour = input.players.find((p) => p.id === s.id)!.rulers;
        const since = kingUsedSince(input, r, s.id);
        return (
          <fieldset key={s.id} data-testid={`cards-${s.name}`}>
            <legend>
              {s.name} · <ColourName colour={colour} />
            </legend>
            {colour === 'red' && <Check label={t('scoreUi.king.redQueen')} checked={e.redQueen} onChange={(v) => set(s.id, (x) => ({ ...x, redQueen: v }))} />}
            <Check
              label={since === undefined ? t('scoreUi.flags.kingUsed') : t('scoreUi.flags.kingUsedSince', { n: since + 1 })}
              checked={e.kingUsed}
              disabled={since !== undefined}
              onChange={(v) => onChange((i) => setKingUsed(i, r, s.id, v))}
            />
          </fieldset>
        );
      })}
    </>
  );
}
