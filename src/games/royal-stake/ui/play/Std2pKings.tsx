/**
 * The game for two's kings, pinned on the table (rulebook «Игра на двоих»: the players may look at
 * the king deck at any time): this round's deal colour and what a card of it costs, the king deck
 * in order with this round's king marked, and each player's catch-up kings in round 3 with why
 * they were taken. All of it is public; it reads only the view.
 */
import { useT } from '../../../../i18n/useT';
import type { SeatRecord } from '../../../../storage/types';
import type { RsView } from '../../engine/types';
import { colourText } from '../judge/labels';
import { GAME } from './names';
import { TWO_PLAYER_FACTS, dealRate, isTwoPlayer, trailAfterRound2 } from './stdTwo';
import './std-two.css';

/** The deal line, the king deck and the catch-up kings (nothing before the sets are taken). */
export function Std2pKings({ view, players }: { view: RsView; players: readonly SeatRecord[] }) {
  const { t } = useT(GAME);
  const std = view.std;
  const deck = std?.kingDeck ?? [];
  if (!std || !isTwoPlayer(view) || deck.length === 0) return null;
  // This round's deal king: round r takes the r-th king of the deck.
  const now = std.dealKing ? deck.indexOf(std.dealKing) : Math.min(view.round, deck.length) - 1;
  const trail = view.round === 3 ? trailAfterRound2(view) : null;
  const extras = std.seats.flatMap((s, seat) => ((s.extraKings ?? []).length > 0 ? [{ seat, kings: s.extraKings! }] : []));
  return (
    <section class="rs-two-kings small" aria-label={t('stdTwo.deck.title')} data-testid="std-kings">
      <p>
        <span data-testid="std-deal">{t('stdTwo.deck.deal', { rate: dealRate(view.round) })}</span> <span class="sr-only">{t('stdTwo.deck.order')}: </span>
        <span class="rs-two-deck" data-testid="king-deck">
          {deck.map((c, i) => (
            <span key={c} class={i === now ? 'rs-two-now' : undefined} data-king={c}>
              <span class={`rs-swatch rs-${c}`} aria-hidden="true" />
              {t('stdTwo.deck.round', { round: i + 1, colour: colourText(t, c) })}
              {i === now && <span class="sr-only"> {t('stdTwo.deck.now')}</span>}
            </span>
          ))}
        </span>
      </p>
      {extras.map(({ seat, kings }) => (
        <p key={seat} data-testid={`extra-kings-${seat}`}>
          {t('stdTwo.deck.extras', {
            name: players[seat]?.name ?? '?',
            kings: kings.map((k) => t(k.used ? 'stdTwo.deck.laid' : 'stdTwo.deck.ready', { colour: colourText(t, k.colour) })).join(', '),
          })}
          {trail?.seat === seat &&
            ` ${t(trail.kings > 1 ? 'stdTwo.deck.whyBoth' : 'stdTwo.deck.whyOne', { gap: trail.gap, step: TWO_PLAYER_FACTS.catchUpStep, both: 2 * TWO_PLAYER_FACTS.catchUpStep })}`}
        </p>
      ))}
    </section>
  );
}
