/**
 * Lucky Animal Appendage's reroll: after the split and before the sale, its owner may reroll one
 * die of their final loot. The extra purchases and Big Haul read the loot as the split ended,
 * before this reroll (ruling-paw-reroll).
 */
import type { Failure } from '../../../lib/result';
import { adjust, has, plus, roll } from './counts';
import { refuse } from './errors';
import { startSale } from './flow';
import { FACES, type KotMove, type KotState } from './types';
import type { KotError } from '../codes';

type Reroll = Extract<KotMove, { type: 'reroll' }>;

export const checkReroll = (s: KotState, m: Reroll): Failure<KotError> | null => (has(s.loot[m.seat]!, m.face) ? null : refuse('ERR_NO_DIE'));

export function performReroll(d: KotState, m: Reroll): void {
  const rolled = roll(d.rng, 1);
  d.rng = rolled.rng;
  d.loot[m.seat] = plus(adjust(d.loot[m.seat]!, m.face, -1), rolled.dice);
  startSale(d);
}

/** Keep the dice, or reroll one die of any face the seat shows. */
export function luckyMoves(s: KotState): KotMove[] {
  const seat = s.seat;
  const out: KotMove[] = [{ type: 'skip', seat }];
  for (const face of FACES) if (has(s.loot[seat]!, face)) out.push({ type: 'reroll', seat, face });
  return out;
}
