/**
 * What a seat may see, and the final result. Collected tiles lie face down ("Ход игры", step 2):
 * a seat sees its own tiles and only how many the others hold. The result is the scorer's own
 * ScoreResult for the tiles taken, so history shows the same breakdown as the score pad.
 */
import type { BreakdownRow, Outcome, Standing } from '../../types';
import { countsByValue } from '../data/distribution';
import type { TileValue } from '../data/tiles';
import { scorer } from '../score';
import { STALL_ROUNDS, TURN_CAP } from './limits';
import type { Ending, SlyState, SlyView } from './types';

/** The state as `viewer` sees it: no generator, other seats' loot reduced to counts. */
export function viewFor(s: SlyState, viewer: number): SlyView {
  const { loot, rng: _rng, ...open } = s;
  const own = Number.isInteger(viewer) ? loot[viewer] : undefined;
  return {
    ...open,
    viewer,
    lootCounts: loot.map((l) => l.length),
    ownLoot: own ? own.slice() : [],
  };
}

/** Player id of a seat in the result: the seat number as a string ('0', '1', ...). */
export const seatId = (seat: number): string => String(seat);

/** Tiles per value a seat collected, in the scorer's input shape. */
export function lootCounts(loot: readonly TileValue[]): Record<TileValue, number> {
  const counts: Record<TileValue, number> = { 1: 0, 2: 0, 3: 0 };
  for (const v of loot) counts[v] += 1;
  return counts;
}

/** The scorer's input for the tiles the gangs took ("Подсчет очков"). */
export const scorerInput = (s: SlyState) => ({
  variant: s.config.variant,
  distribution: countsByValue(s.config.distribution),
  players: s.loot.map((l, seat) => ({ id: seatId(seat), tiles: lootCounts(l) })),
});

/** Breakdown category and rules anchor of each way a Stolik rule can end the game. */
const ENDING_ROWS: Record<Ending, { category: string; rule: string }> = {
  noTiles: { category: 'endNoTiles', rule: 'ruling-advanced-end' },
  stalled: { category: 'endStalled', rule: 'ruling-stalled-game' },
  turnCap: { category: 'endTurnCap', rule: 'ruling-stalled-game' },
};

/** A 0-point row that tells, in every gang's breakdown, which Stolik rule ended the game. */
export const endingRow = (ending: Ending): BreakdownRow => ({ ...ENDING_ROWS[ending], points: 0, params: { rounds: STALL_ROUNDS, cap: TURN_CAP } });

/**
 * The final result once every gang has left the bank; null while the game goes on. It is the
 * scorer's result, plus the ending row when a Stolik rule stopped the game.
 */
export function outcomeOf(s: SlyState): Outcome | null {
  if (s.phase !== 'over') return null;
  const scored = scorer.score(scorerInput(s));
  if (!scored.ok) return null;
  const result = scored.value;
  if (!s.ending) return { finished: true, result };
  const row = endingRow(s.ending);
  const breakdown = Object.fromEntries(Object.entries(result.breakdown).map(([id, rows]) => [id, [...rows, { ...row }]]));
  return { finished: true, result: { ...result, breakdown } };
}

/**
 * The game so far for Home and History: the turn being played and how many tiles each gang took.
 * Not their value: the loot lies face down and only its owner may look, so a screen the whole
 * table sees tells only what the table sees. Null once the game is over.
 */
export function standingOf(s: SlyState): Standing | null {
  if (s.phase === 'over') return null;
  const totals = Object.fromEntries(s.loot.map((l, seat) => [seatId(seat), l.length]));
  return s.phase === 'play' ? { turn: s.turns + 1, counts: 'tiles', totals } : { counts: 'tiles', totals };
}
