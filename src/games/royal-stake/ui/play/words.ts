/** Engine facts in words for the play screen: refusal reasons, roles, partners. */
import type { TFunction } from 'i18next';
import type { Blocked, CardId, RsView } from '../../engine/types';

/**
 * Why each blocked card cannot be played, as the engine's reason in words. Params go in raw:
 * the strings nest colour and card names themselves (`$t(royal-stake:colours.{{lead}})`), the
 * same way the table's error line and the move log translate engine params.
 */
export function blockedReasons(t: TFunction, blocked: readonly Blocked[]): Map<CardId, string> {
  return new Map(blocked.map((b) => [b.card, t(`errors.${b.reason}`, b.params)]));
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
