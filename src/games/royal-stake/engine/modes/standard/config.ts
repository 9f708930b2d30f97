/**
 * The standard game's config (2-5 players; 2 is the 2-player game): the optional rules, and the printed values the
 * rulebook text lost (six bet backs, king numbers) with where they came from. The setup form
 * (ui/play) builds this object; `checkStdConfig` is the one check every entry point uses.
 */
import { ok, type Result } from '../../../../../lib/result';
import { isIntIn } from '../../../../../lib/integer';
import { RULER_COLOURS } from '../../../data/colours';
import { UNKNOWN_BET_BACKS, type UnknownBetCharacter } from '../../../data/characters';
import { MAX_PRINTED_VP, MAX_PRINTED_WINS, betKey, kingNumberKey } from '../../../data/card-values';
import { MODE_PLAYERS } from '../../../data/decks';
import type { KingNumbers } from '../../types';
import { isRecord } from '../../../../../lib/read';
import { fail, type Code } from '../../../codes';

/** The optional rules a standard table may switch on. */
export interface StdTableOptions {
  /** The jester deal (rulebook «Необязательное правило. Шут»): an unpicked king penalises its colour (3-4 players: 5 leave no king unpicked). */
  jesterDeal: boolean;
  /** The cheerleader card is added to the characters (4-5 players only; the 3-player deck has none). */
  cheerleader: boolean;
  /** The cheerleader's advanced rule (only with `cheerleader`). */
  advancedCheerleader: boolean;
  /** Four players keep the spare cardsharp and hermit for the recommended base squads (4 players only). */
  baseSquads4p: boolean;
  /**
   * 2 players: the ruler sets are dealt at random instead of picked in turns (rulebook «Подготовка
   * к игре» 2, «…или выберите случайным образом»). Absent = false.
   */
  randomSets?: boolean;
  /**
   * 2 players: each player decides at scoring whether to shift the face-up jack (+3 to the bet
   * numbers, «вы можете…»); the play setup sets it for every new game (issue 20). Absent (games
   * saved before): Stolik takes the shift where it scores more, as those games were scored.
   */
  jackChoice?: boolean;
}

/** The 2-player-only options (optional keys: absent in older saves). */
const TWO_ONLY = ['randomSets', 'jackChoice'] as const;

/** One printed bet-back entry: VP for exactly `wins` wins (the scorer's `printed.bets` shape). */
export interface BetBackEntry {
  wins: number;
  vp: number;
}

/** Every value the text lost, all present: bet backs of the six characters and king numbers. */
export interface StdValues {
  bets: Record<UnknownBetCharacter, BetBackEntry[]>;
  kingNumbers: KingNumbers;
}

/** Where `values` came from: the user's printed cards, or Stolik's own digital set (never the box's). */
export type ValueSet = 'printed' | 'stolik';

/** What the standard table chose (the `RsConfig` of mode 'standard'). */
export interface StdConfig {
  mode: 'standard';
  /** 2 (the 2-player game), 3, 4 or 5; seats are clockwise 0..n-1. */
  players: number;
  options: StdTableOptions;
  valueSet: ValueSet;
  values: StdValues;
}

/** Options with every optional rule off. */
export const DEFAULT_STD_OPTIONS: Readonly<StdTableOptions> = Object.freeze({
  jesterDeal: false,
  cheerleader: false,
  advancedCheerleader: false,
  baseSquads4p: false,
});

/** The refusal of a missing or malformed bet back (built only when refused: every setup checks six). */
const needBack = (c: UnknownBetCharacter) => fail('ERR_NEEDS_CARD_VALUE', { key: betKey(c) }, `values.bets.${c}`);

function checkBetBack(c: UnknownBetCharacter, list: unknown): Result<true, Code> {
  if (!Array.isArray(list) || list.length === 0) return needBack(c);
  for (let i = 0; i < list.length; i++) {
    const e: unknown = list[i];
    if (!isRecord(e) || !isIntIn(e.wins, 0, MAX_PRINTED_WINS) || !isIntIn(e.vp, 0, MAX_PRINTED_VP)) return needBack(c);
    // Each win count once (a few entries: a plain scan, no Set).
    for (let j = 0; j < i; j++) if ((list[j] as { wins: unknown }).wins === e.wins) return needBack(c);
  }
  return OK;
}

/** The one success of the checks (frozen: shared by every call). */
const OK: Result<true, Code> = Object.freeze(ok(true as const));
const SIDES = ['front', 'back'] as const;

function checkValues(values: unknown): Result<true, Code> {
  const v = isRecord(values) ? values : {};
  const bets = isRecord(v.bets) ? v.bets : {};
  for (const c of UNKNOWN_BET_BACKS) {
    const r = checkBetBack(c, bets[c]);
    if (!r.ok) return r;
  }
  const kn = isRecord(v.kingNumbers) ? v.kingNumbers : {};
  for (const side of SIDES) {
    const table = isRecord(kn[side]) ? kn[side] : {};
    for (const colour of RULER_COLOURS) {
      if (!isIntIn(table[colour], 0, MAX_PRINTED_VP)) return fail('ERR_NEEDS_CARD_VALUE', { key: kingNumberKey(colour, side) }, 'values.kingNumbers');
    }
  }
  return OK;
}

/** True for the 2-player game (rulebook «Игра на двоих»), played as the standard mode with 2 seats. */
export const isTwoPlayer = (config: { players: number }): boolean => config.players === MODE_PLAYERS['two-players'].max;

/**
 * Checks a standard config: 2-5 players, boolean options that fit the player count (the jester
 * deal needs 3-4 and is compulsory with 2, the cheerleader needs 4-5, her advanced rule needs
 * her, base squads need 4), a known value set and every lost value present.
 */
export function checkStdConfig(config: unknown): Result<true, Code> {
  if (!isRecord(config)) return fail('ERR_BAD_CONFIG');
  const min = MODE_PLAYERS['two-players'].min;
  const max = MODE_PLAYERS.standard.max;
  const n = config.players;
  if (!isIntIn(n, min, max)) return fail('ERR_PLAYER_COUNT', { count: typeof n === 'number' ? n : String(n), min, max }, 'players');
  const o = config.options;
  if (!isRecord(o)) return fail('ERR_BAD_CONFIG', {}, 'options');
  for (const k of ['jesterDeal', 'cheerleader', 'advancedCheerleader', 'baseSquads4p'] as const) {
    if (typeof o[k] !== 'boolean') return fail('ERR_BAD_CONFIG', {}, `options.${k}`);
  }
  // Two players always play the jester deal, from round 1 («Вы обязаны использовать карту сделки с шутом»).
  if (!o.jesterDeal && n === min) return fail('ERR_OPTION_REQUIRED', { option: 'jesterDeal' }, 'options.jesterDeal');
  if (o.jesterDeal && n === max) return fail('ERR_OPTION_NOT_AVAILABLE', { option: 'jesterDeal' }, 'options.jesterDeal');
  // The 2-player deck has no cheerleader (one copy each of eight characters), as the 3-player one.
  if (o.cheerleader && n <= MODE_PLAYERS.standard.min) return fail('ERR_OPTION_NOT_AVAILABLE', { option: 'cheerleader' }, 'options.cheerleader');
  if (o.advancedCheerleader && !o.cheerleader) return fail('ERR_OPTION_NOT_AVAILABLE', { option: 'advancedCheerleader' }, 'options.advancedCheerleader');
  if (o.baseSquads4p && n !== 4) return fail('ERR_OPTION_NOT_AVAILABLE', { option: 'baseSquads4p' }, 'options.baseSquads4p');
  for (const k of TWO_ONLY) {
    if (o[k] === undefined) continue;
    if (typeof o[k] !== 'boolean') return fail('ERR_BAD_CONFIG', {}, `options.${k}`);
    if (o[k] && n !== min) return fail('ERR_OPTION_NOT_AVAILABLE', { option: k }, `options.${k}`);
  }
  if (config.valueSet !== 'printed' && config.valueSet !== 'stolik') return fail('ERR_BAD_CONFIG', {}, 'valueSet');
  return checkValues(config.values);
}

/** A clean copy of a bet back's entries. */
function entries(list: readonly BetBackEntry[]): BetBackEntry[] {
  const out: BetBackEntry[] = [];
  for (const e of list) out.push({ wins: e.wins, vp: e.vp });
  return out;
}

/** A clean copy of a checked config (unknown keys dropped), so the state holds plain JSON. */
export function cleanStdConfig(config: StdConfig): StdConfig {
  const b = config.values.bets;
  // One literal in UNKNOWN_BET_BACKS' order (keys added one by one under a computed name were a
  // slow generic store at every setup of every bench round).
  const bets: Record<UnknownBetCharacter, BetBackEntry[]> = {
    hermit: entries(b.hermit),
    militia: entries(b.militia),
    samurai: entries(b.samurai),
    berserker: entries(b.berserker),
    healer: entries(b.healer),
    collector: entries(b.collector),
  };
  const { front, back } = config.values.kingNumbers;
  const options: StdTableOptions = {
    jesterDeal: config.options.jesterDeal,
    cheerleader: config.options.cheerleader,
    advancedCheerleader: config.options.advancedCheerleader,
    baseSquads4p: config.options.baseSquads4p,
  };
  // The 2-player keys only when present: an older save's config stays exactly as it was.
  for (const k of TWO_ONLY) if (config.options[k] !== undefined) options[k] = config.options[k];
  return {
    mode: 'standard',
    players: config.players,
    options,
    valueSet: config.valueSet,
    values: { bets, kingNumbers: { front: { ...front }, back: { ...back } } },
  };
}
