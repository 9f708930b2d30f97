/**
 * What goes into a game by player count and mode: minor cards, character copies, tricks and
 * rounds. One source for the scorer, the trick judge, the rules screen and the tests.
 */
import type { CharacterId } from './characters';

/** The five ways to play. */
export const MODES = ['standard', 'two-players', 'i-am-king', 'team', 'emperor'] as const;
/** One way to play. */
export type Mode = (typeof MODES)[number];

/** Copies of each character in the box. */
export const CHARACTER_COPIES_IN_BOX: Readonly<Record<CharacterId, number>> = {
  cardsharp: 3,
  hermit: 3,
  militia: 2,
  ninja: 2,
  samurai: 2,
  berserker: 2,
  healer: 2,
  collector: 2,
  jester: 1,
  cheerleader: 1,
};

/** Copies removed from the box for a player count (5 players use everything). */
const REMOVED: Readonly<Record<number, Partial<Record<CharacterId, number>>>> = {
  5: {},
  4: { cardsharp: 1, hermit: 1 },
  3: { cardsharp: 1, hermit: 1, healer: 1, collector: 1, ninja: 1, samurai: 1, jester: 1, cheerleader: 1 },
  2: {
    cardsharp: 2,
    hermit: 2,
    militia: 1,
    samurai: 1,
    ninja: 1,
    berserker: 1,
    healer: 1,
    collector: 1,
    jester: 1,
    cheerleader: 1,
  },
};

/**
 * Character copies in play. With four players the recommended base squads keep the spare
 * cardsharp and hermit, so `baseSquads` restores them.
 */
export function characterCopies(players: number, baseSquads = false): Record<CharacterId, number> {
  const removed = (baseSquads && players === 4 ? REMOVED[5] : REMOVED[players]) ?? {};
  const out = { ...CHARACTER_COPIES_IN_BOX };
  for (const [id, n] of Object.entries(removed)) out[id as CharacterId] -= n;
  return out;
}

/** Ranks of numbered cards in the deck for a player count (4: no 8s and 9s; 2-3: no 6..9). */
export function deckRanks(players: number): number[] {
  const all = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  if (players >= 5) return all;
  if (players === 4) return all.filter((r) => r !== 8 && r !== 9);
  return all.filter((r) => r < 6 || r === 10);
}

/** Rarities plus white flags in the full deck (read as 2 + 2; only the sum is relied on). */
export const SPECIAL_CARDS = 4;
/** Extra black tens the berserkers bring into play (never more than two in the box). */
export const BERSERKER_TENS = 2;

/** Minor cards in the standard deck for a player count (44 / 36 / 28). */
export const deckSize = (players: number): number => deckRanks(players).length * 4 + SPECIAL_CARDS;

/** Tricks in one round of each mode. */
export const TRICKS_PER_ROUND: Readonly<Record<Mode, number>> = {
  standard: 5,
  'two-players': 9,
  'i-am-king': 9,
  team: 11,
  emperor: 9,
};

/** Most rounds a game of each mode has (team games stop after 2 unless the teams are level). */
export const MAX_ROUNDS: Readonly<Record<Mode, number>> = {
  standard: 3,
  'two-players': 3,
  'i-am-king': 3,
  team: 3,
  emperor: 2,
};

/** Player counts each mode allows. */
export const MODE_PLAYERS: Readonly<Record<Mode, { min: number; max: number }>> = {
  standard: { min: 3, max: 5 },
  'two-players': { min: 2, max: 2 },
  'i-am-king': { min: 3, max: 3 },
  team: { min: 4, max: 4 },
  emperor: { min: 5, max: 5 },
};

/** VP each player starts the two-player game with. */
export const TWO_PLAYER_START = 50;
/** Two-player catch-up: one deal king per this many VP behind, before round 3. */
export const CATCH_UP_STEP = 100;

/** Jester deal: VP lost per card of the deal king's colour, rounds 1-2 and round 3. */
export const JESTER_DEAL_PENALTY = { early: -10, last: -20 } as const;
