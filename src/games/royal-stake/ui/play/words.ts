/** Engine facts in words for the play screen: refusal reasons, roles, trump. */
import type { TFunction } from 'i18next';
import type { Blocked, CardId, RsView } from '../../engine/types';
import { colourText } from '../judge/labels';

/**
 * Why each blocked card cannot be played, as the engine's reason in words. Params go in raw:
 * the strings nest colour and card names themselves (`$t(royal-stake:colours.{{lead}})`), the
 * same way the table's error line and the move log translate engine params.
 */
export function blockedReasons(t: TFunction, blocked: readonly Blocked[]): Map<CardId, string> {
  return new Map(blocked.map((b) => [b.card, t(`errors.${b.reason}`, b.params)]));
}

/** The trump line: the King's colour (white: none) in "I am King", black in the other two modes. */
export function trumpText(t: TFunction, view: RsView): string {
  if (view.config.mode !== 'i-am-king') return t('playUi.trump.fixed', { colour: colourText(t, 'black') });
  if (view.trump === null) return t('playUi.trump.notYet');
  if (view.trump === 'white') return t('playUi.trump.none');
  return t('playUi.trump.colour', { colour: colourText(t, view.trump) });
}

/** A seat's role key under `playUi.role.*` (King, opponent, title holder, emperor, adviser, team). */
export function roleKey(view: RsView, seat: number): string | null {
  const { mode } = view.config;
  if (mode === 'i-am-king') {
    if (view.lead !== null) return seat === view.lead ? 'king' : 'opponent';
    return view.auction && view.auction.holder === seat ? 'holder' : null;
  }
  if (mode === 'emperor') {
    if (view.lead === seat) return 'emperor';
    if (view.seats[seat]?.set === 'black') return 'adviser';
    return view.lead !== null && view.teams ? 'rebel' : null;
  }
  return null;
}

/** The team-whist partner of a seat: partners sit opposite (0+2, 1+3). */
export const partnerOf = (seat: number): number => (seat + 2) % 4;
