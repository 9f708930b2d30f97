/**
 * Setting up (rulebook "Подготовка"): checks the untrusted configuration, shuffles Stolik's deck,
 * lays out the islands of the game (ten, four in the learning game) from Stolik's 40 or made from
 * the seed, draws the first player by lot (the book's "youngest" is unknown to a phone: rules page
 * #ruling-first-by-lot), deals five cards each and reveals the first island.
 */
import { ok, type Result } from '../../../lib/result';
import { isRecord } from '../../../lib/read';
import { nextInt, seedRng, shuffle, type RngState } from '../../../lib/rng';
import { ISLANDS_PER_GAME, LEARNING_GAME_ISLANDS, PLAYERS, STARTING_HAND } from '../data/components';
import type { Island } from '../data/island';
import { stolikDeckCards } from '../data/stolikDeck';
import { STOLIK_ISLANDS } from '../data/stolikIslands';
import { clockwiseFrom } from './copy';
import { drawCards } from './deal';
import { ENGINE_ERRORS as E } from './errors';
import { generateIsland } from './islands/generate';
import { startIsland } from './island';
import type { JackalRules, JackalState, SeatState } from './types';
import { fail } from '../codes';
import type { EngineError } from './errors';

/** Checks an untrusted configuration. */
export function parseConfig(raw: unknown): Result<JackalRules, EngineError> {
  if (!isRecord(raw)) return fail(E.badConfig);
  const { players, learning = false, islands = 'stolik' } = raw;
  if (!Number.isInteger(players) || (players as number) < PLAYERS.min || (players as number) > PLAYERS.max) {
    return fail(E.badPlayers, { min: PLAYERS.min, max: PLAYERS.max }, 'players');
  }
  if (typeof learning !== 'boolean') return fail(E.badConfig, undefined, 'learning');
  if (islands !== 'stolik' && islands !== 'seeded') return fail(E.badIslandSource, { value: String(islands) }, 'islands');
  const islandCount = learning ? LEARNING_GAME_ISLANDS : ISLANDS_PER_GAME;
  return ok({ players: players as number, learning, islands, islandCount });
}

/** The islands of one game and the generator after them. */
function islandsOf(rules: JackalRules, rng: RngState): { islands: Island[]; rng: RngState } {
  if (rules.islands === 'stolik') {
    const mixed = shuffle(rng, STOLIK_ISLANDS);
    return { islands: mixed.value.slice(0, rules.islandCount), rng: mixed.state };
  }
  const islands: Island[] = [];
  let s = rng;
  for (let k = 0; k < rules.islandCount; k++) {
    const made = generateIsland(s, `seeded-${k + 1}`);
    islands.push(made.island);
    s = made.rng;
  }
  return { islands, rng: s };
}

/** A seat before the first deal: no cards, no coins ("В начале игры у пиратов нет золота"). */
const freshSeat = (): SeatState => ({ hand: [], coins: 0, row: [], tortuga: null, done: false, stack: null, route: null });

/** The state with the first island revealed and everyone to lay. */
export function setupGame(config: unknown, seed: unknown): Result<JackalState, EngineError> {
  if (typeof seed !== 'string') return fail(E.badSeed);
  const rules = parseConfig(config);
  if (!rules.ok) return rules;
  const n = rules.value.players;
  const deck = shuffle(seedRng(seed), stolikDeckCards());
  const laid = islandsOf(rules.value, deck.state);
  const lot = nextInt(laid.rng, n);
  const state: JackalState = {
    config: rules.value,
    rng: lot.state,
    islands: laid.islands,
    island: 0,
    first: lot.value,
    phase: 'lay',
    queue: [],
    seats: Array.from({ length: n }, freshSeat),
    deck: deck.value,
    discard: [],
    ledger: Array.from({ length: n }, () => []),
    reports: [],
  };
  for (const seat of clockwiseFrom(lot.value, n)) drawCards(state, seat, STARTING_HAND);
  startIsland(state);
  return ok(state);
}
