/** What every way of sharing a result says: one set of facts, so the image and the text never disagree. */
import type { ScoreResult } from '../games/types';
import { placesOf, seatNames, type BotName, type ShareSeat } from './seatNames';

export interface ShareFacts {
  /** The game as the reader calls it (the score pad: the name typed at setup). */
  gameName: string;
  /** The way it was played, when the game has several ("Team whist"). */
  mode?: string;
  /** The date, already in the reader's language. */
  when: string;
  seats: readonly ShareSeat[];
  result: Pick<ScoreResult, 'totals' | 'ranking'>;
  /** "12 points", «12 очков»: the game's unit with the language's plural. */
  points: (n: number) => string;
  botName: BotName;
  /** Signed at the bottom: the app's name. */
  brand: string;
}

/** One line of the result: place (1 = best, shared places share it), name, total (null: nobody entered it). */
export interface ResultLine {
  place: number;
  name: string;
  total: number | null;
  winner: boolean;
}

/** "Royal Stake · Team whist": the game and, when there is one, the way it was played. */
export function headline(f: Pick<ShareFacts, 'gameName' | 'mode'>): string {
  return f.mode ? `${f.gameName} · ${f.mode}` : f.gameName;
}

/** Every seat best place first (as ranked; a seat the ranking lacks comes last), bots named by level. */
export function resultLines(f: Pick<ShareFacts, 'seats' | 'result' | 'botName'>): ResultLine[] {
  const places = placesOf(f.result.ranking);
  const names = seatNames(f.seats, f.botName);
  const first = new Set(f.result.ranking[0] ?? []);
  const last = f.result.ranking.flat().length + 1; // after every ranked seat, as placeNumbers counts
  const lines = f.seats.map((s, i) => {
    const total = f.result.totals[s.id];
    return { place: places.get(s.id) ?? last, name: names[i] ?? s.name, total: typeof total === 'number' ? total : null, winner: first.has(s.id) };
  });
  // Stable: seats sharing a place keep their seat order.
  return lines
    .map((l, i) => ({ l, i }))
    .sort((a, b) => a.l.place - b.l.place || a.i - b.i)
    .map(({ l }) => l);
}
