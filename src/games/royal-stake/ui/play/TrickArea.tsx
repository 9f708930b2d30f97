/**
 * The middle of the table: each card of the trick lies on its player's side (the viewer's at
 * the bottom) and arrives from there; the card winning so far is marked. A finished trick stays
 * with its winner highlighted and the judge's one-line reason until a tap or the pause runs
 * out, then the cards leave toward the winner. Motion is transform and opacity only, and none
 * at all under prefers-reduced-motion (play.css). On a short area the cards close up into rows
 * rather than being cut off (trickRows.ts, trick.css).
 */
import type { TFunction } from 'i18next';
import { useT } from '../../../../i18n/useT';
import type { SeatRecord } from '../../../../storage/types';
import type { PlayRecord, RsView } from '../../engine/types';
import { cardColour, cardMark, cardName, cardShort } from './cards';
import { GAME } from './names';
import { seatPlaces, SPOT, type Place } from './seats';
import { cardRows, leastHeight, lineRows, ROW } from './trickRows';
import { recordTags } from './PlayLine';
import type { TrickMoment } from './trickMoment';
import './trick.css';

/** Where a card flies in from: off the table on its player's side (px). */
const FROM: Readonly<Record<Place, [number, number]>> = {
  bottom: [0, 140],
  left: [-120, 0],
  'top-left': [-70, -110],
  top: [0, -120],
  'top-right': [70, -110],
  right: [120, 0],
};

interface TrickAreaProps {
  view: RsView;
  players: readonly SeatRecord[];
  /** The finished trick being shown, and whether its cards are on their way to the winner. */
  moment: TrickMoment | null;
  leaving: boolean;
  winning: number | null;
  onDismiss: () => void;
}

/** The judge's one line on a finished trick: who takes it and why. */
export function momentLine(t: TFunction, m: TrickMoment, players: readonly SeatRecord[]): string {
  const play = m.trick.plays.find((p) => p.seat === m.trick.winner);
  const who = t('table.takes', { name: players[m.trick.winner]?.name ?? '?', card: play ? cardName(t, play.card) : '' });
  if (!m.verdict) return who;
  const extra = m.verdict.params.changedBy ? ` ${t(`judgeUi.changedBy.${m.verdict.params.changedBy}`)}` : '';
  const bonus = m.trick.flagBonus > 0 ? ` ${t('playUi.flagBonus', { vp: m.trick.flagBonus })}` : '';
  return `${who} ${t(`trick.${m.verdict.reason}`)}${m.verdict.params.tie ? ` ${t('trick.tie')}` : ''}${extra}${bonus}`;
}

/** The finished trick's line under the table: who takes it and why; a tap (or the pause) moves on. */
export function MomentLine({ moment, players, onDismiss }: { moment: TrickMoment; players: readonly SeatRecord[]; onDismiss: () => void }) {
  const { t } = useT(GAME);
  return (
    <div class="rs-moment-wrap" role="status">
      <button type="button" class="rs-moment" data-testid="trick-moment" data-winner={moment.trick.winner} onClick={onDismiss}>
        <span>{momentLine(t, moment, players)}</span>
        <span class="rs-moment-tap">{t('table.tapOn')}</span>
      </button>
    </div>
  );
}

/** The trick on the table, or the trick just finished. */
export function TrickArea({ view, players, moment, leaving, winning, onDismiss }: TrickAreaProps) {
  const { t } = useT(GAME);
  const places = seatPlaces(view.seats.length, view.seat);
  const plays: readonly PlayRecord[] = moment ? moment.trick.plays : (view.trick?.plays ?? []);
  const marked = moment ? moment.trick.winner : winning;
  const to = SPOT[places.find((p) => p.seat === marked)?.place ?? 'bottom'];
  const leader = moment ? moment.trick.leader : (view.trick?.leader ?? null);
  const pending = moment ? [] : (view.trick?.greenPending ?? []);
  const all = places.map((p) => p.place);
  const waitingLine = (seat: number) => (pending.includes(seat) ? t('table.greenLater') : seat === view.toMove && !moment ? t('table.toPlay') : '');
  const onTable = places.filter((p) => plays.some((q) => q.seat === p.seat)).map((p) => p.place);
  // The viewer's own "to play" under the top row gives way on a short area (the bar says it too).
  const yieldsLine = (seat: number, place: Place) => seat === view.seat && !pending.includes(seat) && lineRows(place, all).cards > 0;
  const waiting = places.filter((p) => !plays.some((q) => q.seat === p.seat) && waitingLine(p.seat) && !yieldsLine(p.seat, p.place)).map((p) => p.place);
  const least = leastHeight(all, onTable, waiting);
  return (
    <section
      class={`rs-trick${moment ? ' rs-done-trick' : ''}${leaving ? ' rs-leaving' : ''}`}
      aria-label={t('table.trickLabel')}
      data-testid="trick"
      style={{ '--rs-least': `${least}rem`, '--rs-name-row': `${ROW.name}rem`, '--rs-card-min': `${ROW.card}rem`, '--rs-win-row': `${ROW.win}rem` }}
      onClick={moment ? onDismiss : undefined}
    >
      {places.map(({ seat, place, x, y }) => {
        const p = plays.find((q) => q.seat === seat);
        const name = players[seat]?.name ?? '?';
        if (!p) {
          const line = waitingLine(seat);
          const up = lineRows(place, all);
          return line ? (
            <span
              key={seat}
              class={`rs-spot-empty${yieldsLine(seat, place) ? ' rs-spot-yields' : ''}`}
              style={{ left: `${x}%`, '--y': `${y}%`, '--names': up.names, '--cards': up.cards }}
            >
              {name}: {line}
            </span>
          ) : null;
        }
        const above = cardRows(place, all);
        const tags = recordTags(t, p);
        const queen = p.queen || p.redQueen || p.blackQueen || p.greenQueen;
        const won = seat === marked;
        const [fx, fy] = FROM[place];
        return (
          <div
            key={`${seat}-${p.card}`}
            class={`rs-played rs-${cardColour(p.card)}${won ? ' rs-win' : ''}`}
            data-played={p.card}
            data-seat={seat}
            style={{
              left: `${x}%`,
              '--y': `${y}%`,
              '--names': above.names + 1,
              '--cards': above.cards,
              '--fx': `${fx}px`,
              '--fy': `${fy}px`,
              '--tx': `${to.x - x}cqw`,
              '--ty': `${to.y - y}cqh`,
            }}
          >
            <span class="rs-played-who">{name}</span>
            <span class="rs-played-face" aria-hidden="true">
              <span class="rs-mark">{cardMark(p.card)}</span>
              {(p.king || queen) && (
                <span class="rs-tags">
                  {p.king ? t('table.kingLetter') : ''}
                  {p.king && queen ? '+' : ''}
                  {queen ? t('table.queenLetter') : ''}
                </span>
              )}
            </span>
            <span class="rs-name" aria-hidden="true">
              {cardShort(t, p.card)}
            </span>
            <span class="sr-only">
              {t('table.playedBy', { name, card: cardName(t, p.card) })}
              {tags.length > 0 ? ` (${tags.join(', ')})` : ''}
            </span>
            {won && (
              <span class="rs-win-tag" data-testid="winning-card">
                {moment ? t('table.tookIt') : t('table.winningShort')}
              </span>
            )}
          </div>
        );
      })}
      {plays.length === 0 && leader !== null && !moment && (
        <p class="rs-trick-note">{leader === view.seat ? t('table.youLead') : t('playUi.leads', { name: players[leader]?.name ?? '?' })}</p>
      )}
      {pending.length > 0 && (
        <p class="sr-only" data-testid="green-pending">
          {t('playUi.greenPending', { names: pending.map((s) => players[s]?.name ?? '?').join(', ') })}
        </p>
      )}
    </section>
  );
}
