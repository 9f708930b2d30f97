import { useT } from '../../../../i18n/useT';
import { TRICKS_PER_ROUND } from '../../data/decks';
import { ColourChips } from './Chips';
import { mapEntry, patchRound, withCount } from './edits';
import { dealWanted, unchosenColours, type StdEntry, type StdInput } from './input';
import { GAME } from './names';
import type { RoundProps } from './RoundEditor';
import { SquadStep } from './SquadStep';
import { StdCardsStep } from './StdCardsStep';
import { TricksStep } from './TricksStep';

/**
 * One round of the standard or two-player game in table order: the jester deal king (when the
 * round has one), squads and bets, tricks, then only the won cards and ruler marks it needs.
 */
export function StdRoundView({ input, r, seats, onChange, catchUp }: RoundProps<StdInput>) {
  const { t } = useT(GAME);
  const round = input.rounds[r]!;
  const deal = dealWanted(input, r);
  const mustDiffer = input.mode === 'two-players' || input.players.length === 3;
  const earlier = input.rounds
    .slice(0, r)
    .map((x) => x.jesterDealKing)
    .filter((c) => c !== undefined);
  return (
    <>
      {deal && (
        <div class="panel">
          <p>{t('scoreUi.deal.question')}</p>
          <ColourChips
            label={t('scoreUi.deal.question')}
            value={round.jesterDealKing}
            colours={unchosenColours(input)}
            taken={mustDiffer ? earlier : []}
            onPick={(c) => onChange((i) => patchRound(i, r, { jesterDealKing: c }))}
          />
        </div>
      )}
      <h3>{t('scoreUi.step.squads')}</h3>
      <SquadStep input={input} r={r} seats={seats} onEntry={(id, fn) => onChange((i) => mapEntry<StdEntry>(i, r, id, fn))} />
      <h3>{t('scoreUi.step.tricks')}</h3>
      <TricksStep
        seats={seats}
        total={TRICKS_PER_ROUND[input.mode]}
        tricks={(id) => round.players[id]?.tricks}
        onSet={(id, n) => onChange((i) => mapEntry<StdEntry>(i, r, id, (e) => withCount(e, 'tricks', n)))}
      />
      <h3>{t('scoreUi.step.cards')}</h3>
      <StdCardsStep input={input} r={r} seats={seats} onChange={onChange} catchUp={catchUp} />
    </>
  );
}
