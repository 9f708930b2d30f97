/**
 * The trick on the table: who led, each card laid so far with the seat's name and what lies on
 * it (king, queens), and who laid the green queen and still plays last.
 */
import type { TFunction } from 'i18next';
import { useT } from '../../../../i18n/useT';
import type { SeatRecord } from '../../../../storage/types';
import { CARD, toTrickCard } from '../../engine/cards';
import type { PlayRecord, TrickState } from '../../engine/types';
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
      <span class={`rs-card rs-small rs-${cardColour(play.card)}`} aria-hidden="true">{cardMark(play.card)}</span>
      <span>
        <strong>{players[play.seat]?.name ?? '?'}</strong>: {cardName(t, play.card)}
        {tags.length > 0 && <span class="small"> ({tags.join(', ')})</span>}
      </span>
    </li>
  );
}

/** The current trick. */
export function TrickTable({ trick, players }: { trick: TrickState | null; players: readonly SeatRecord[] }) {
  const { t } = useT(GAME);
  if (!trick) return null;
  const name = (seat: number) => players[seat]?.name ?? '?';
  return (
    <section class="panel rs-trick" aria-labelledby="rs-trick-h" data-testid="trick">
      <h2 id="rs-trick-h">{t('playUi.trickNow')}</h2>
      <p class="small">{t('playUi.leads', { name: name(trick.leader) })}</p>
      {trick.plays.length === 0 ? (
        <p class="hint">{t('playUi.noCardsYet')}</p>
      ) : (
        <ol class="rs-plays">
          {trick.plays.map((p) => <PlayLine key={`${p.seat}-${p.card}`} play={p} players={players} />)}
        </ol>
      )}
      {trick.greenPending.length > 0 && (
        <p class="small" data-testid="green-pending">{t('playUi.greenPending', { names: trick.greenPending.map(name).join(', ') })}</p>
      )}
    </section>
  );
}
