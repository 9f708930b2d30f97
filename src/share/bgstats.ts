/**
 * A finished game as a BG Stats "create play" link. Format as BG Stats documents it ("Push plays
 * to BG Stats from other apps or websites", bgstatsapp.com/support): one play, JSON, URL-encoded
 * into `createPlay.html?data=`. BG Stats matches games and players on `sourceName` plus
 * `sourceGameId` / `sourcePlayerId` and remembers the user's matches, so those ids must be stable.
 * Every documented boolean (game.highestWins, game.noPoints, player.startPlayer, player.winner) is
 * always present: the Android app refuses a play when one is missing. Pure.
 */
import type { ScoreResult } from '../games/types';
import { placesOf, seatNames, type BotName, type ShareSeat } from './seatNames';
import { SCORE_PAD } from '../lib/scorePad';

/** The app's name as BG Stats shows it and keys its matches on: never translate or rename. */
export const BGSTATS_SOURCE = 'Stolik';
/** The documented custom-scheme address (opens the app directly, works without a network). */
export const BGSTATS_CREATE_PLAY = 'bgstats://app.bgstatsapp.com/createPlay.html';

export interface BgStatsPlayer {
  name: string;
  sourcePlayerId: string;
  /** Absent when nobody entered this seat's total. */
  score?: number;
  rank: number;
  winner: boolean;
  startPlayer: boolean;
}

export interface BgStatsPlay {
  sourceName: string;
  sourcePlayId: string;
  /** "yyyy-MM-dd HH:mm:ss", UTC. */
  playDate: string;
  game: { name: string; sourceGameId: string; highestWins: boolean; noPoints: boolean };
  players: BgStatsPlayer[];
}

export interface BgStatsInput {
  sessionId: string;
  /** Game id from the registry, or 'score-pad'. */
  game: string;
  gameName: string;
  /** The score pad's own game name (typed at setup): each named game is a game of its own in BG Stats. */
  title?: string;
  /** When the game ended (ms since epoch). */
  at: number;
  seats: readonly ShareSeat[];
  result: Pick<ScoreResult, 'totals' | 'ranking'>;
  botName: BotName;
}

/** "2026-11-26 19:05:00" in UTC, the form BG Stats reads; null for a date no calendar has. */
export function bgStatsDate(ms: number): string | null {
  const d = new Date(ms);
  if (!Number.isFinite(d.getTime())) return null;
  return d.toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * The id BG Stats remembers a person by: the saved player's id; a one-off name by the name itself
 * (the same name next week is the same person); a bot by its level (and number, for two of one level).
 */
function sourcePlayerId(seat: ShareSeat, n: number | undefined): string {
  if (seat.bot) return n === undefined ? `bot:${seat.bot}` : `bot:${seat.bot}:${n}`;
  if (seat.playerId) return `player:${seat.playerId}`;
  return `name:${seat.name.trim().toLowerCase()}`;
}

/** The game's stable id: the registry id, and for the score pad also the name the table gave the game. */
function gameId({ game, title }: BgStatsInput): string {
  const named = title?.trim().toLowerCase();
  return game === SCORE_PAD && named ? `stolik:${game}:${named}` : `stolik:${game}`;
}

/** Lower totals win when the scorer ranked the best place below the worst one (score pad "lowest wins"). */
function highestWins(result: Pick<ScoreResult, 'totals' | 'ranking'>): boolean {
  const best = result.ranking[0]?.[0];
  const worst = result.ranking[result.ranking.length - 1]?.[0];
  const [b, w] = [best && result.totals[best], worst && result.totals[worst]];
  return !(typeof b === 'number' && typeof w === 'number' && b < w);
}

/** The play as BG Stats reads it, or null when the date is unusable (BG Stats requires one). */
export function bgStatsPlay(input: BgStatsInput): BgStatsPlay | null {
  const playDate = bgStatsDate(input.at);
  if (!playDate) return null;
  const { totals, ranking } = input.result;
  const places = placesOf(ranking);
  const first = new Set(ranking[0] ?? []);
  const names = seatNames(input.seats, input.botName);
  const botsOf = (level: string) => input.seats.filter((s) => s.bot === level).length;
  const seen = new Map<string, number>();
  const players = input.seats.map((seat, i): BgStatsPlayer => {
    let n: number | undefined;
    if (seat.bot && botsOf(seat.bot) > 1) seen.set(seat.bot, (n = (seen.get(seat.bot) ?? 0) + 1));
    const score = totals[seat.id];
    return {
      name: names[i] ?? seat.name,
      sourcePlayerId: sourcePlayerId(seat, n),
      ...(typeof score === 'number' && Number.isFinite(score) ? { score } : {}),
      rank: places.get(seat.id) ?? input.seats.length,
      winner: first.has(seat.id),
      // Stolik does not record who started, so nobody is marked (the field must still be there).
      startPlayer: false,
    };
  });
  return {
    sourceName: BGSTATS_SOURCE,
    sourcePlayId: input.sessionId,
    playDate,
    game: {
      name: input.gameName,
      sourceGameId: gameId(input),
      highestWins: highestWins(input.result),
      noPoints: players.every((p) => p.score === undefined),
    },
    players,
  };
}

/** The link to tap, or null when there is no play to send. */
export function bgStatsUrl(input: BgStatsInput): string | null {
  const play = bgStatsPlay(input);
  return play && `${BGSTATS_CREATE_PLAY}?data=${encodeURIComponent(JSON.stringify(play))}`;
}
