/** Validation of the whole arrival-judge input (shape documented in index.ts). */
import { ok, type Result } from '../../../lib/result';
import { PLAYERS } from '../data/components';
import { ACTION_CARD_COUNTS, deckGroupOf, type ActionCardId, type DeckGroup } from '../data/actionCards';
import { parseRow } from './row';
import type { ArrivalInput, PirateRow } from './types';
import { fail, type Code } from '../codes';

const isId = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/** Checks seats, first player, island flags and every pirate's row. */
export function parseArrivalInput(input: unknown): Result<ArrivalInput, Code> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return fail('ERR_NOT_OBJECT');
  const { seats, firstPlayer, islandFlags, pirates } = input as Record<string, unknown>;
  const seatRange = { min: PLAYERS.min, max: PLAYERS.max };
  if (!Array.isArray(seats) || !seats.every(isId)) return fail('ERR_BAD_SEATS', seatRange, 'seats');
  if (seats.length < PLAYERS.min || seats.length > PLAYERS.max) return fail('ERR_BAD_SEATS', seatRange, 'seats');
  if (new Set(seats).size !== seats.length) return fail('ERR_DUPLICATE_PLAYER', undefined, 'seats');
  if (!isId(firstPlayer) || !seats.includes(firstPlayer)) {
    return fail('ERR_UNKNOWN_PLAYER', { id: String(firstPlayer) }, 'firstPlayer');
  }
  const flags = parseIslandFlags(islandFlags);
  if (!flags.ok) return flags;
  if (!Array.isArray(pirates)) return fail('ERR_PIRATES_NOT_ARRAY', undefined, 'pirates');
  const rows: PirateRow[] = [];
  const used: ActionCardId[] = [];
  for (const [p, entry] of pirates.entries()) {
    const path = `pirates.${p}`;
    if (typeof entry !== 'object' || entry === null) return fail('ERR_NOT_OBJECT', undefined, path);
    const { id, cards } = entry as { id?: unknown; cards?: unknown };
    if (!isId(id) || !seats.includes(id)) return fail('ERR_UNKNOWN_PLAYER', { id: String(id) }, `${path}.id`);
    if (rows.some((r) => r.id === id)) return fail('ERR_DUPLICATE_PLAYER', { id }, `${path}.id`);
    const parsed = parseRow(id, cards, path);
    if (!parsed.ok) return parsed;
    rows.push(parsed.value.row);
    used.push(...parsed.value.used);
  }
  const deck = checkDeck(used);
  if (!deck.ok) return deck;
  const treasures = checkTreasures(rows);
  if (!treasures.ok) return treasures;
  return ok({ seats: [...seats], firstPlayer, islandFlags: flags.value, pirates: rows });
}

/** The coloured flags printed on this island; the white landing flag is on every island. */
function parseIslandFlags(raw: unknown): Result<Array<'red' | 'blue'>, Code> {
  if (!Array.isArray(raw)) return fail('ERR_BAD_ISLAND_FLAGS', undefined, 'islandFlags');
  if (!raw.every((f) => f === 'red' || f === 'blue') || new Set(raw).size !== raw.length) {
    return fail('ERR_BAD_ISLAND_FLAGS', undefined, 'islandFlags');
  }
  return ok(raw as Array<'red' | 'blue'>);
}

/** All rows of one island come from one 60-card deck: no kind can be laid more often than printed. */
function checkDeck(used: ActionCardId[]): Result<true, Code> {
  const counts = new Map<DeckGroup, number>();
  for (const card of used) counts.set(deckGroupOf(card), (counts.get(deckGroupOf(card)) ?? 0) + 1);
  for (const [group, n] of counts) {
    const max = ACTION_CARD_COUNTS[group];
    if (n > max) return fail('ERR_TOO_MANY_CARDS', { card: group, max });
  }
  return ok(true);
}

/** A treasure id names one cell of the island, so every pirate must give it the same value. */
function checkTreasures(rows: PirateRow[]): Result<true, Code> {
  const values = new Map<string, number>();
  for (const row of rows) {
    for (const move of row.moves) {
      for (const cell of move.cells) {
        if (cell.kind !== 'treasure') continue;
        const known = values.get(cell.id);
        if (known !== undefined && known !== cell.value) {
          return fail('ERR_TREASURE_VALUE_MISMATCH', { treasure: cell.id, id: row.id });
        }
        values.set(cell.id, cell.value);
      }
    }
  }
  return ok(true);
}
