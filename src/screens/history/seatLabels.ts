import type { TFunction } from 'i18next';
import { isolateName } from '../../lib/names';
import { botNamer, seatNames } from '../../share/seatNames';
import { playerMap, resolvePlayerId } from '../../storage/playerIds';
import type { PlayerRecord, SessionSummary, SummarySeat } from '../../storage/types';

/**
 * Names of a summary's seats in seat order; a bot is named by its level in the reader's language
 * and mark (never by the name it got when the game was set up): see botNamer.
 */
export function seatLabels(s: SessionSummary, t: TFunction): Map<string, string> {
  const names = seatNames(s.seats, botNamer(t));
  // A game kept from a table across phones marks the seat this phone played.
  const own = s.acrossPhones?.own;
  return new Map(s.seats.map((seat, i) => [seat.id, seat.id === own ? t('history.thisPhone', { name: names[i]! }) : names[i]!]));
}

/** The game's name, and its mode when it has several ("Royal Stake · Team whist"). */
export function gameLine(s: SessionSummary, tc: TFunction, t: TFunction): string {
  const game = tc(`games.${s.game}.name`, { defaultValue: s.game });
  const mode = s.mode ? t(`history.mode.${s.mode}`, { defaultValue: '' }) : '';
  return mode ? `${game} · ${mode}` : game;
}

/**
 * The name a seat was played under and, when its saved player is now called otherwise (renamed,
 * or merged into someone), that name too: "Аня (now Анна)". The session itself keeps its name.
 */
export function withCurrentName(seat: SummarySeat, label: string, players: readonly PlayerRecord[], t: TFunction): string {
  if (!seat.playerId || seat.bot) return label;
  const now = playerMap(players).get(resolvePlayerId(seat.playerId, players))?.name;
  return now && now.trim().toLowerCase() !== seat.name.trim().toLowerCase()
    ? t('history.nowCalled', { name: isolateName(label), current: isolateName(now) })
    : label;
}
