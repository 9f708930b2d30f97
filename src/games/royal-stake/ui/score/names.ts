/**
 * The scorer speaks in ids and codes (seat UUIDs, 'red', 'ninja'); people read names. These
 * helpers turn message parameters into words before they are shown.
 */
import { shownValue } from '../../../../lib/read';
import type { Failure } from '../../../../lib/result';
import type { SeatRecord } from '../../../../storage/types';
import { isColour } from '../../data/colours';
import { isBetCard } from '../../data/characters';
import { manifest } from '../../index';

/** The namespace of every Royal Stake string. */
export const GAME = manifest.id;

type Translate = (key: string, opts?: Record<string, unknown>) => string;

const PLAYER_PARAMS = ['player', 'target', 'from', 'king'];

/** A character's (or the jack's) name; a damaged saved card shows as the short text of its value, never as a key. */
export const characterWord = (t: Translate, card: unknown): string => (isBetCard(card) ? t(`characters.${card}`) : shownValue(card));

/**
 * Names as one list, a repeated name once with its count, in order of first appearance: two
 * copies of a character read "Militia ×2", not "Militia, Militia".
 */
export function countedNames(t: Translate, names: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts].map(([name, n]) => (n > 1 ? t('stdUi.squad.times', { name, n }) : name)).join(', ');
}

/** A seat's name by id (the id itself when no seat has it; a damaged saved id as a short text, never "[object Object]"). */
export const nameOf = (seats: SeatRecord[], id: unknown): string => seats.find((s) => s.id === id)?.name ?? shownValue(id);

/**
 * A win count with its parts when more than tricks make it up ("3 = 1 trick + 2 for the
 * jester"); the bare number otherwise.
 */
function winsText(p: Record<string, string | number>, t: Translate): string | number {
  const { wins, tricks, jesterWins, queenWins, cheerJesterWins } = p;
  if (typeof wins !== 'number' || typeof tricks !== 'number' || (!jesterWins && !queenWins && !cheerJesterWins)) return wins ?? '';
  const parts = [t('scoreUi.wins.tricks', { count: tricks })];
  if (jesterWins) parts.push(t('scoreUi.wins.jester', { n: jesterWins }));
  if (cheerJesterWins) parts.push(t('scoreUi.wins.cheerJester', { n: cheerJesterWins }));
  if (queenWins) parts.push(t('scoreUi.wins.queen', { n: queenWins }));
  return t('scoreUi.wins.parts', { wins, parts: parts.join(' + ') });
}

/**
 * Message parameters with player ids as names, colours and cards in the current language, the
 * jester's failed bets as names ("Boris, Gleb") and a win count with its parts.
 */
export function namedParams(params: Record<string, string | number> | undefined, seats: SeatRecord[], t: Translate): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(params ?? {})) {
    if (k === 'wins') out[k] = winsText(params!, t);
    else if (k === 'failed' && typeof v === 'string')
      out[k] = v
        ? v
            .split(',')
            .map((id) => nameOf(seats, id))
            .join(', ')
        : t('scoreUi.none');
    else if (typeof v !== 'string') out[k] = v;
    else if (PLAYER_PARAMS.includes(k)) out[k] = nameOf(seats, v);
    else if (k === 'colour' && (isColour(v) || v === 'special')) out[k] = t(`colours.${v}`);
    else if (k === 'card' && isBetCard(v)) out[k] = t(`characters.${v}`);
    else out[k] = v;
  }
  return out;
}

/**
 * Parameters of the digital game's rows in words: the engine keys seats by index ("0", "1"), so
 * an index names the player at that seat, as a session id does on the score sheet.
 */
export function seatParams(params: Record<string, string | number> | undefined, players: readonly SeatRecord[], t: Translate): Record<string, string | number> {
  return namedParams(params, [...players, ...players.map((p, i) => ({ ...p, id: String(i) }))], t);
}

/** The white king counts rarities and flags, not cards of a colour: its row reads differently. */
export const categoryKey = (row: { category: string; params?: Record<string, string | number> }) =>
  row.category === 'usedKing' && row.params?.colour === 'white' ? 'usedKingWhite' : row.category;

/** The failure with readable parameters (for CannotScore). */
export const namedFailure = <E extends string>(f: Failure<E>, seats: SeatRecord[], t: Translate): Failure<E> => ({
  ...f,
  params: namedParams(f.params, seats, t),
});

/** CSS colour of a ruler set, for the small swatch beside its name. */
export const RULER_SWATCH: Record<string, string> = {
  white: '#ffffff',
  red: '#c62828',
  blue: '#1565c0',
  green: '#2e7d32',
  black: '#1d1b16',
};
