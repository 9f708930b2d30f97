/**
 * Walks one pirate's row step by step, as the rulebook's eight-step example counts
 * ("Как понять, кто пришёл к кладу первым?"):
 * - any amount of rum on top: one step of rest;
 * - a flag: no step of its own, it rides with the first move; a flag the island lacks ends the turn;
 * - every move card (arrow or horse): one step, a double or a Friday stuck to it adds none;
 * - a weapon: one step of its own, as the example counts it (ruling "weapon-step");
 * - a trap entered without Friday: one more step of waiting (ruling "trap-wait");
 * - a robber entered without a weapon on that move ends the turn empty-handed;
 * - a treasure cell ends the walk at once: that step is the arrival step.
 */
import { ok, type Result } from '../../../lib/result';
import { RULE } from '../score/anchors';
import type { PirateRow, Reason, Walk } from './types';
import { fail, type Code } from '../codes';

/** Follows one pirate's row to a treasure, a robber, a missing flag or the last card. */
export function walkRow(row: PirateRow, islandFlags: readonly string[]): Result<Walk, Code> {
  const trace: Reason[] = [];
  let step = 0;
  const end = (outcome: Walk['outcome'], extra: Partial<Walk> = {}): Result<Walk, Code> => ok({ id: row.id, outcome, steps: step, trace, ...extra });

  if (row.rum > 0) {
    step = 1; // two or more rum cards still cost a single step
    trace.push({ code: 'T_RUM', rule: RULE.rum, params: { step, count: row.rum } });
  }
  if (row.flag) {
    const colour = row.flag === 'redFlag' ? 'red' : 'blue';
    if (!islandFlags.includes(colour)) return end('missingFlag');
    trace.push({ code: 'T_FLAG', rule: RULE.flags, params: { flag: colour } });
  }
  for (const move of row.moves) {
    step += 1;
    trace.push({ code: 'T_MOVE', rule: RULE.stepCount, params: { step, card: move.card } });
    if (move.double) trace.push({ code: 'T_DOUBLE', rule: RULE.double, params: { step } });
    const entered = move.double ? 2 : 1;
    for (let k = 0; k < entered; k++) {
      const cell = move.cells[k];
      if (!cell) {
        return fail('ERR_MISSING_CELL', { id: row.id, position: move.index + 1 }, `cards.${move.index}.to`);
      }
      // A middle cell of a doubled move is entered too (ruling "double-middle").
      if (cell.kind === 'treasure') {
        return end('treasure', { treasure: { id: cell.id, value: cell.value } });
      }
      if (cell.kind === 'robber') {
        if (!move.weapon) return end('robber');
        trace.push({ code: 'T_ROBBER_BEATEN', rule: RULE.robbers, params: { step } });
      }
      if (cell.kind === 'trap') {
        if (move.friday) {
          trace.push({ code: 'T_TRAP_FRIDAY', rule: RULE.friday, params: { step } });
        } else {
          step += 1; // a double does not help here: the wait is still owed
          trace.push({ code: 'T_TRAP', rule: RULE.traps, params: { step } });
        }
      }
    }
    if (move.weapon) {
      step += 1;
      trace.push({ code: 'T_WEAPON', rule: RULE.weapon, params: { step } });
    }
  }
  return end('pathEnded');
}
