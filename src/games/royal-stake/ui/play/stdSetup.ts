/**
 * What the standard-game setup form edits and the engine config it builds (engine/modes/standard/
 * config.ts): the optional rules a table of this size may switch on, and which values fill in
 * what the rulebook text lost — the printed ones from the card-values store, or Stolik's own
 * digital set (data/stolik-values.ts). Pure: the form passes in what the store holds.
 */
import { RULER_COLOURS } from '../../data/colours';
import { UNKNOWN_BET_BACKS, type UnknownBetCharacter } from '../../data/characters';
import { betKey, betWinsKey, kingNumberKey } from '../../data/card-values';
import { stolikValues } from '../../data/stolik-values';
import {
  DEFAULT_STD_OPTIONS,
  type BetBackEntry,
  type StdConfig,
  type StdTableOptions,
  type StdValues,
  type ValueSet,
} from '../../engine/modes/standard/config';

/**
 * The standard game is offered on the play setup only once the engine plays it to the end;
 * until then the form exists and is tested on its own. Flip to offer it.
 */
export const STANDARD_PLAY_OFFERED = true;
/** The game for two likewise: two seats play it (the standard game's config with `players: 2`). */
export const TWO_PLAYER_PLAY_OFFERED = true;

/** The form's state: play the standard game (rather than the side mode), its rules, its values. */
export interface StdSetup {
  on: boolean;
  options: StdTableOptions;
  valueSet: ValueSet;
  /** The printed values once the store holds every one of them, else null. */
  printed: StdValues | null;
}

/**
 * A fresh form: the standard game (a table that opens Royal Stake expects it; the side mode of a
 * seat count is a choice, issue 20), every optional rule off, the printed values.
 */
export const defaultStdSetup = (): StdSetup => ({ on: true, options: { ...DEFAULT_STD_OPTIONS }, valueSet: 'printed', printed: null });

/** The optional rules, in the order the form shows them. */
export const STD_OPTION_KEYS = ['jesterDeal', 'cheerleader', 'advancedCheerleader', 'baseSquads4p'] as const;
/** One optional rule. */
export type StdOptionKey = (typeof STD_OPTION_KEYS)[number];

/**
 * Whether a table of `players` may choose an option (and why not, as a locale key under
 * `stdSetup.why`): the jester deal needs an unchosen king (no deal with 5; always on with 2);
 * the cheerleader plays with 4-5 («Подготовка к игре»); her advanced rule needs her; the base
 * squads' spare cardsharp and hermit concern 4 players only.
 */
export function optionState(players: number, key: StdOptionKey, options: StdTableOptions): { free: boolean; why?: string } {
  if (key === 'jesterDeal') return players === 5 ? { free: false, why: 'noDealFive' } : players === 2 ? { free: false, why: 'dealTwo' } : { free: true };
  if (key === 'cheerleader') return players >= 4 ? { free: true } : { free: false, why: 'cheerleaderFew' };
  if (key === 'advancedCheerleader') return options.cheerleader && players >= 4 ? { free: true } : { free: false, why: 'needsCheerleader' };
  return players === 4 ? { free: true } : { free: false, why: 'baseSquadsFour' };
}

/**
 * The options a table of `players` really plays: unavailable ones off, the deal on with two. Two
 * players also decide the jack shift themselves (`jackChoice`, always on for a new game: issue 20)
 * and may have the ruler sets dealt at random (`randomSets`); other counts carry neither key.
 */
export function fitOptions(players: number, options: StdTableOptions): StdTableOptions {
  const out = { ...options };
  for (const k of STD_OPTION_KEYS) if (!optionState(players, k, out).free) out[k] = false;
  delete out.randomSets;
  delete out.jackChoice;
  if (players === 2) {
    out.jesterDeal = true;
    out.randomSets = options.randomSets === true;
    out.jackChoice = true;
  }
  return out;
}

/** The store keys of every lost value still missing, in asking order (as AskCardValue takes them). */
export function missingValueKeys(store: Readonly<Record<string, number>>): string[] {
  const keys = Object.keys(store);
  const backs = UNKNOWN_BET_BACKS.filter((c) => !keys.some((k) => k.startsWith(`${betKey(c)}/`))).map(betKey);
  const kings = (['front', 'back'] as const).flatMap((side) => RULER_COLOURS.map((c) => kingNumberKey(c, side))).filter((k) => !Number.isInteger(store[k]));
  return [...backs, ...kings];
}

function backFrom(store: Readonly<Record<string, number>>, c: UnknownBetCharacter): BetBackEntry[] {
  const prefix = `${betKey(c)}/`;
  return Object.keys(store)
    .filter((k) => k.startsWith(prefix))
    .map((k) => ({ key: k, wins: Number(k.slice(prefix.length)), vp: store[k]! }))
    .filter((e) => Number.isInteger(e.wins) && betWinsKey(c, e.wins) === e.key)
    .map(({ wins, vp }) => ({ wins, vp }))
    .sort((a, b) => a.wins - b.wins);
}

/** The printed values from the store when it holds all of them, else null. */
export function printedFrom(store: Readonly<Record<string, number>>): StdValues | null {
  if (missingValueKeys(store).length > 0) return null;
  const bets = Object.fromEntries(UNKNOWN_BET_BACKS.map((c) => [c, backFrom(store, c)])) as Record<UnknownBetCharacter, BetBackEntry[]>;
  const table = (side: 'front' | 'back') =>
    Object.fromEntries(RULER_COLOURS.map((c) => [c, store[kingNumberKey(c, side)]!])) as StdValues['kingNumbers']['front'];
  return { bets, kingNumbers: { front: table('front'), back: table('back') } };
}

/** A config whose printed values are still missing: the engine refuses it, naming the first one. */
export type PendingStdConfig = Omit<StdConfig, 'values'> & { values: null };

/**
 * The engine config of a standard (or two-player) game. With printed values still missing the
 * values stay null, so the engine refuses the start naming the first one (ERR_NEEDS_CARD_VALUE);
 * the form asks for them above the start button.
 */
export function stdConfig(players: number, setup: StdSetup): StdConfig | PendingStdConfig {
  const base = { mode: 'standard' as const, players, options: fitOptions(players, setup.options), valueSet: setup.valueSet };
  if (setup.valueSet === 'stolik') return { ...base, values: stolikValues() };
  return setup.printed ? { ...base, values: setup.printed } : { ...base, values: null };
}
