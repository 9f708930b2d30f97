/**
 * The standard game's facts in words for the play screen: character and bet card names, a seat's
 * squad as everyone sees it (its own bet cards marked only for itself), and the legal moves of
 * one kind. Read only from the view, so nothing hidden can reach the page.
 */
import type { TFunction } from 'i18next';
import { characterOf, type BetPick } from '../../engine/modes/standard/types';
import type { RsMove, RsView } from '../../engine/types';
import { cardName } from './cards';
import { HIDDEN } from '../../engine/modes/standard/view';
import { countedNames } from '../score/names';

/** The name of a character card ("hermit-2" -> "Hermit"). */
export const charName = (t: TFunction, card: string): string => t(`characters.${characterOf(card)}`);

/** The name of a bet card (a character, or the jack). */
export const betName = (t: TFunction, pick: BetPick): string => (pick === 'jack' ? t('characters.jack') : charName(t, pick));

/** Bet cards in words, two copies of one character counted. */
function betNames(t: TFunction, picks: readonly BetPick[]): string {
  const names = picks.map((b) => betName(t, b));
  return countedNames(t, names);
}

/** The legal moves of one kind. */
export const movesOf = <K extends RsMove['t']>(legal: readonly RsMove[], t: K): Extract<RsMove, { t: K }>[] =>
  legal.filter((m): m is Extract<RsMove, { t: K }> => m.t === t);

/**
 * A seat's squad in words. Its own bets are marked for the viewer; another seat that has bet only
 * "has bet" while the view hides bets (someone has still to bet: not even how many cards, the
 * bets being simultaneous), a seat still to bet is "choosing", and once every bet is laid the face-down cards are named, as the face-up rest
 * tells them (#ruling-std-bets-open). `short`: the one-line form kept on the table during tricks.
 */
export function squadText(t: TFunction, view: RsView, seat: number, short = false): string {
  const s = view.std?.seats[seat];
  if (!s || s.chars.length === 0) return t('stdUi.squad.none');
  const own = seat === view.seat;
  const bets = s.bets ?? [];
  const mark = short ? 'stdUi.squad.short.own' : 'stdUi.squad.faceDown';
  const names = s.chars.map((c) => (own && bets.includes(c) ? t(mark, { name: charName(t, c) }) : charName(t, c)));
  if (own && bets.includes('jack')) names.push(t(mark, { name: t('characters.jack') }));
  const text = countedNames(t, names);
  const k = short ? 'stdUi.squad.short' : 'stdUi.squad';
  if (own) return text;
  if (s.bets === null) return view.phase === 'bet' ? t(`${k}.choosing`, { squad: text }) : text;
  if (s.bets.includes(HIDDEN)) return t(`${k}.betLaid`, { squad: text });
  if (s.bets.length > 0 && !s.bets.includes(HIDDEN)) {
    const up = s.chars.filter((c) => !s.bets!.includes(c)).map((c) => charName(t, c));
    return t(`${k}.betOpen`, { squad: countedNames(t, up), names: betNames(t, s.bets) });
  }
  if (short) return s.bets.length === 0 ? t('stdUi.squad.short.cheerUp', { squad: text }) : t('stdUi.squad.short.bets', { squad: text, count: s.bets.length });
  return s.bets.length === 0 ? t('stdUi.squad.cheerUp', { squad: text }) : t('stdUi.squad.betCount', { squad: text, count: s.bets.length });
}

/** The hint's words for a standard-game move (null for the moves the card table already words). */
export function stdHintText(t: TFunction, m: RsMove, names: readonly string[] = []): string | null {
  const name = (seat: number) => names[seat] ?? '?';
  switch (m.t) {
    case 'character':
      return t('stdUi.hint.character', { name: charName(t, m.card) });
    case 'bet':
      return m.cards.length === 0 ? t('stdUi.hint.cheerUp') : t('stdUi.hint.bet', { names: betNames(t, m.cards) });
    case 'recharge':
      return t(m.pay ? 'stdUi.hint.recharge' : 'stdUi.hint.noRecharge');
    case 'exchange':
      return t('stdUi.hint.exchange', { card: cardName(t, m.card) });
    case 'partner':
    case 'copy':
    case 'ninja':
      return t(`stdUi.hint.${m.t}`, { name: name(m.seat) });
    case 'hermit':
      return t('stdUi.hint.hermit');
    default:
      return null;
  }
}
