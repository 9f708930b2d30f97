/**
 * Refuses end-of-game tables the rulebook makes impossible, per variant. Only what the book rules
 * out is refused; each bound names its section (and ruling, where the book left it open).
 */
import { ok, type Result } from '../../../lib/result';
import { fail, type Code } from '../codes';
import { HAND_CARDS, TROPHIES } from '../data/gold';
import { KIDS_HARDER_KNIGHTS, PLAYER_COUNT, maxKnightsInPlay, type Variant } from '../data/limits';
import type { PlayerInput, ScoreInput } from './input';

const trophyCount = (p: PlayerInput): number => TROPHIES.reduce((sum, t) => sum + p.inventory[t], 0);
const inventoryCount = (p: PlayerInput): number => trophyCount(p) + p.inventory.trap;

/** Fields a children's version does not count: they must be left out or zero, never ignored. */
function unusedFields(p: PlayerInput, variant: Variant): Array<[string, boolean]> {
  const handUsed = HAND_CARDS.map((c): [string, boolean] => [`hand.${c}`, p.hand[c] > 0]);
  const common: Array<[string, boolean]> = [['mages', p.mages > 0], ['ghost', p.ghost], ['orders', p.orders.length > 0], ...handUsed];
  if (variant === 'kids-easy') {
    // Version 1 takes knights and traps out of the deck; without knights there are no settings.
    return [['knights', p.knights > 0], ['settings', p.settings > 0], ['inventory.trap', p.inventory.trap > 0], ...common];
  }
  return common;
}

/** Inventory slots and settings ("Подготовка к игре", "Подсчет очков"); `slots` per variant. */
function checkInventory(p: PlayerInput, slots: number, path: string): Result<true, Code> {
  const items = inventoryCount(p);
  if (items > slots) return fail('ERR_INVENTORY_FULL', { items, slots }, `${path}.inventory`);
  const max = Math.min(p.knights, trophyCount(p));
  if (p.settings > max) return fail('ERR_TOO_MANY_SETTINGS', { settings: p.settings, max }, `${path}.settings`);
  return ok(true);
}

/** Table-wide checks: the player count, and in the full game the knight supply ("Подготовка к игре"). */
export function checkTable(input: ScoreInput): Result<true, Code> {
  const { min, max } = PLAYER_COUNT[input.variant];
  const count = input.players.length;
  if (count < min || count > max) return fail('ERR_PLAYER_COUNT', { min, max, count }, 'players');
  if (input.variant !== 'standard') return ok(true);
  const knights = input.players.reduce((sum, p) => sum + p.knights, 0);
  const maxKnights = maxKnightsInPlay(count);
  if (knights > maxKnights) return fail('ERR_TOO_MANY_KNIGHTS', { knights, max: maxKnights }, 'players');
  return ok(true);
}

/** Full game, one player: team or ghost ("Рыцарь <-> Призрак"), inventory, settings. */
function checkStandardPlayer(p: PlayerInput, path: string): Result<true, Code> {
  // A mage alone still makes a team (a drawn mage revives a ghost): see {#ruling-mage-team}.
  const team = p.knights + p.mages;
  if (p.ghost && team > 0) return fail('ERR_GHOST_WITH_TEAM', { team }, `${path}.ghost`);
  if (!p.ghost && team === 0) return fail('ERR_NO_TEAM_NOT_GHOST', undefined, `${path}.ghost`);
  // One item per knight and per character: see {#ruling-mage-carries-item}.
  return checkInventory(p, team, path);
}

/** Children's versions, one player: only the counted fields, and in version 2 at most three knights. */
function checkKidsPlayer(p: PlayerInput, variant: Variant, path: string): Result<true, Code> {
  const unused = unusedFields(p, variant).find(([, used]) => used);
  if (unused) return fail('ERR_NOT_IN_VARIANT', { field: unused[0], variant }, `${path}.${unused[0]}`);
  if (variant !== 'kids-harder') return ok(true);
  if (p.knights > KIDS_HARDER_KNIGHTS) {
    return fail('ERR_TOO_MANY_KNIGHTS', { knights: p.knights, max: KIDS_HARDER_KNIGHTS }, `${path}.knights`);
  }
  return checkInventory(p, p.knights, path);
}

/** Checks one player (the `index`-th of the input) against the book's rules for the variant. */
export function checkPlayer(p: PlayerInput, index: number, variant: Variant): Result<true, Code> {
  const path = `players.${index}`;
  return variant === 'standard' ? checkStandardPlayer(p, path) : checkKidsPlayer(p, variant, path);
}

/** Checks a parsed request against the book's rules for its variant: the table, then each player. */
export function validateInput(input: ScoreInput): Result<true, Code> {
  const table = checkTable(input);
  if (!table.ok) return table;
  for (const [i, p] of input.players.entries()) {
    const checked = checkPlayer(p, i, input.variant);
    if (!checked.ok) return checked;
  }
  return ok(true);
}
