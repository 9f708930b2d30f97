/**
 * Choosing rulers: the King's set (its colour is trump, white = no trump), the opponents' and
 * the "Emperor" picks, and the team-whist draft of sets and specials. Each choice says what it
 * means in this mode; only the engine's legal picks are buttons.
 */
import type { TFunction } from 'i18next';
import { useT } from '../../../../i18n/useT';
import type { Colour } from '../../data/colours';
import type { RsMove, RsView } from '../../engine/types';
import { capital, colourText } from '../judge/labels';
import { cardName } from './cards';
import { GAME } from './names';
import type { PhaseProps } from './phaseProps';

/** What taking the `colour` set means now (trump, queen ability, emperor side...). */
export function setMeaning(t: TFunction, view: RsView, colour: Colour): string {
  const { mode } = view.config;
  if (view.phase === 'kingSet') return colour === 'white' ? t('playUi.meaning.noTrump') : t('playUi.meaning.trump', { colour: colourText(t, colour) });
  if (mode === 'emperor') return t(`playUi.meaning.emperor.${colour === 'white' || colour === 'black' ? colour : 'other'}`);
  const queen = t(`playUi.meaning.queen.${colour}`);
  if (mode === 'team') return colour === 'green' ? `${queen} ${t('playUi.meaning.greenTwice')}` : queen;
  return `${queen} ${t('playUi.meaning.opponent')}`;
}

/** Set and special buttons, with the picking order for everyone to see. */
export function PickPanel({ view, players, legal, busy, onPlay }: PhaseProps) {
  const { t } = useT(GAME);
  const name = (seat: number) => players[seat]?.name ?? '?';
  const sets = legal.filter((m): m is Extract<RsMove, { t: 'set' }> => m.t === 'set');
  const specials = legal.filter((m): m is Extract<RsMove, { t: 'special' }> => m.t === 'special');
  const order = view.phase === 'draft' ? (view.draft?.order ?? []) : view.phase === 'sets' ? view.pickOrder : [];
  const onTable = view.draft
    ? [...view.draft.sets.map((c) => t('playUi.set', { colour: colourText(t, c) })), ...view.draft.specials.map((c) => cardName(t, c))]
    : [];
  return (
    <>
      <p>{t(`playUi.pick.${view.phase === 'sets' && view.config.mode === 'emperor' ? 'setsEmperor' : view.phase}`)}</p>
      {order.length > 0 && (
        <p class="small" data-testid="pick-order">
          {t('playUi.pick.order', { names: order.map(name).join(' → ') })}
        </p>
      )}
      {view.phase === 'sets' && view.reveal && view.reveal.order.length > 0 && (
        <p class="small" data-testid="revealed">
          {t('playUi.reveal.shown', { cards: view.reveal.order.map((seat) => `${name(seat)}: ${cardName(t, view.reveal!.chosen[seat] ?? '')}`).join(', ') })}
        </p>
      )}
      {onTable.length > 0 && (
        <p class="small" data-testid="on-table">
          {t('playUi.pick.onTable', { items: onTable.join(', ') })}
        </p>
      )}
      {(sets.length > 0 || specials.length > 0) && (
        <ul class="rs-choices">
          {sets.map((m) => (
            <li key={m.colour}>
              <button type="button" class={`rs-choice rs-${m.colour}`} disabled={busy} data-testid={`set-${m.colour}`} onClick={() => onPlay(m)}>
                <strong>{capital(t('playUi.set', { colour: colourText(t, m.colour) }))}</strong>
                <span class="small">{setMeaning(t, view, m.colour)}</span>
              </button>
            </li>
          ))}
          {specials.map((m) => (
            <li key={m.card}>
              <button type="button" class="rs-choice rs-white" disabled={busy} data-testid={`special-${m.card}`} onClick={() => onPlay(m)}>
                <strong>{capital(cardName(t, m.card))}</strong>
                <span class="small">{t('playUi.meaning.special')}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
