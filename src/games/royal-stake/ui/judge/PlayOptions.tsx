import type { TrickPlay } from '../../referee';
import { useT } from '../../../../i18n/useT';
import { Chip, ChipGroup } from './Chips';
import { allows, featuresOf, kingChoices, leadsBefore, offLead, type JudgeDraft } from './draft';
import { capital, colourText } from './labels';

interface PlayOptionsProps {
  draft: JudgeDraft;
  index: number;
  onEdit: (patch: Partial<Omit<TrickPlay, 'card'>>) => void;
}

/**
 * What lies on one card or changes it: a king, the white or blue queen, the black queen, the
 * militia's swap, the samurai, and whether the hand could follow. Only what the judge would
 * accept on this card is offered (a red king only on red, each queen once per trick...).
 */
export function PlayOptions({ draft, index, onEdit }: PlayOptionsProps) {
  const { t } = useT('royal-stake');
  const play = draft.plays[index];
  if (!play) return null;
  const features = featuresOf(draft.mode);
  const kings = kingChoices(draft, index);
  const queens = (['white', 'blue'] as const).filter((q) => play.queen === q || allows(draft, index, { queen: q }));
  const off = offLead(draft.plays, index);
  const lead = leadsBefore(draft.plays)[index];
  const toggle = (key: 'militia' | 'samurai' | 'blackQueen' | 'canFollow') => () => onEdit({ [key]: !play[key] });
  const militia = features.characters && (play.militia || allows(draft, index, { militia: true }));
  const samurai = features.characters && play.card.kind === 'number' && play.card.colour === 'red';
  const blackQueen = features.rulerQueens && (play.blackQueen || (off && allows(draft, index, { blackQueen: true })));
  const canFollow = play.canFollow || (off && !!lead);
  return (
    <div data-testid="judge-options">
      {kings.length > 0 && (
        <ChipGroup label={t('judgeUi.king')}>
          <Chip pressed={!play.king} testId="judge-king-none" onClick={() => onEdit({ king: undefined })}>
            {t('judgeUi.noKing')}
          </Chip>
          {kings.map((c) => (
            <Chip key={c} swatch={c} pressed={play.king === c} testId={`judge-king-${c}`} onClick={() => onEdit({ king: c })}>
              {capital(t('judgeUi.kingOf', { colour: colourText(t, c) }))}
            </Chip>
          ))}
        </ChipGroup>
      )}
      {features.rulerQueens && queens.length > 0 && (
        <ChipGroup label={t('judgeUi.queen')}>
          <Chip pressed={!play.queen} testId="judge-queen-none" onClick={() => onEdit({ queen: undefined })}>
            {t('judgeUi.noQueen')}
          </Chip>
          {queens.map((q) => (
            <Chip key={q} swatch={q} pressed={play.queen === q} testId={`judge-queen-${q}`} onClick={() => onEdit({ queen: q })}>
              {t(`judgeUi.queenEffect.${q}`)}
            </Chip>
          ))}
        </ChipGroup>
      )}
      {(militia || samurai || blackQueen) && (
        <ChipGroup label={t('judgeUi.effects')}>
          {militia && (
            <Chip pressed={!!play.militia} testId="judge-militia" onClick={toggle('militia')}>
              {t('judgeUi.militia')}
            </Chip>
          )}
          {samurai && (
            <Chip pressed={!!play.samurai} testId="judge-samurai" onClick={toggle('samurai')}>
              {t('judgeUi.samurai')}
            </Chip>
          )}
          {blackQueen && (
            <Chip pressed={!!play.blackQueen} testId="judge-black-queen" onClick={toggle('blackQueen')}>
              {t('judgeUi.blackQueen')}
            </Chip>
          )}
        </ChipGroup>
      )}
      {canFollow && (
        <ChipGroup label={t('judgeUi.followRule')}>
          <Chip pressed={!!play.canFollow} testId="judge-can-follow" onClick={toggle('canFollow')}>
            {t('judgeUi.canFollow', { lead: colourText(t, lead ?? 'none') })}
          </Chip>
        </ChipGroup>
      )}
    </div>
  );
}
