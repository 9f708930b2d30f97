/** Names for the seats of one session, bots labelled by level and mark (never by a name saved in one language). */
import type { BotLevel } from '../games/types';
import { placeNumbers } from '../lib/ranking';

/** The seat facts every export reads: a copy of the session's seat, with the bot's level when it is one. */
export interface ShareSeat {
  id: string;
  name: string;
  playerId?: string;
  bot?: BotLevel;
}

/** Labels a bot seat by `level` and, when several bots sit at the table, its mark among them (1 = the first bot). */
export type BotName = (level: BotLevel, mark?: number) => string;

/** The part of i18next's `t` the bot names need (common namespace keys, with parameters). */
type Translate = (key: string, params?: Record<string, string>) => string;

/**
 * THE name of a bot, in the reader's language, wherever a bot is named (play table, result,
 * History, Statistics, CSV, share card). One bot at the table reads "Bot: hard"; with several,
 * each is named by a letter in seat order, first, then what it is ("A (bot, normal)", «Б (бот, средний)»),
 * so the part that tells them apart survives when a narrow opponents bar (five seats at 360 px:
 * about four letters) cuts the end off.
 */
export function botNamer(t: Translate): BotName {
  return (level, mark) => {
    if (mark === undefined) return t(`common:bot.${level}`);
    const marks = [...t('common:bot.marks')];
    const letter = marks[mark - 1] ?? String(mark);
    return t('common:bot.marked', { mark: letter, level: t(`common:bot.level.${level}`) });
  };
}

/**
 * Display name of every seat, in seat order. A bot is named from its level and its place among
 * the bots (never from the name it was saved under, which is in the language of the day it was
 * set up), so a game started in English reads in Russian in History and the other way round.
 */
export function seatNames(seats: readonly ShareSeat[], botName: BotName): string[] {
  const bots = seats.filter((s) => s.bot).length;
  let seen = 0;
  return seats.map((s) => {
    if (!s.bot) return s.name;
    seen++;
    return bots > 1 ? botName(s.bot, seen) : botName(s.bot);
  });
}

/** Places by seat id, by the one rule (placeNumbers: 1, 2, 2, 4), from a ranking. */
export const placesOf = placeNumbers;
