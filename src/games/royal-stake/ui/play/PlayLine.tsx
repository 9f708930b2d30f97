/**
 * A laid card in words: the seat's name, the card and what lies on it (king, queens), for the
 * finished tricks sheet; `recordTags` also gives the table's cards their screen-reader words.
 */
import type { TFunction } from 'i18next';
import { useT } from '../../../../i18n/useT';
import type { SeatRecord } from '../../../../storage/types';
import { CARD, toTrickCard } from '../../engine/cards';
import type { PlayRecord } from '../../engine/types';
import { playTags } from '../judge/labels';
import { cardColour, cardMark, cardName } from './cards';
import { GAME } from './names';

/** Tags of what lies on a play: the judge's words, plus the red and green queens of these modes. */
export function recordTags(t: TFunction, p: PlayRecord): string[] {
  const tags = CARD[p.card] ? playTags(t, { card: toTrickCard(p.card), king: p.king, queen: p.queen, blackQueen: p.blackQueen }) : [];
  if (p.redQueen) tags.push(t('playUi.redQueenTag'));
  if (p.greenQueen) tags.push(t('judgeUi.tag.greenQueen'));
  return tags;
}

/** One laid card: name, the card and its tags. */
export function PlayLine({ play, players }: { play: PlayRecord; players: readonly SeatRecord[] }) {
  const { t } = useT(GAME);
  const tags = recordTags(t, play);
  return (
    <li class="rs-play-line" data-played={play.card}>
      <span class={`rs-card rs-small rs-${cardColour(play.card)}`} aria-hidden="true">
        {cardMark(play.card)}
      </span>
      <span>
        <strong>{players[play.seat]?.name ?? '?'}</strong>: {cardName(t, play.card)}
        {tags.length > 0 && <span class="small"> ({tags.join(', ')})</span>}
      </span>
    </li>
  );
}
