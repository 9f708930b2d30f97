/**
 * Setting up the bank ("Подготовка к игре"): checks the untrusted configuration, deals the 60
 * tiles into every room but the guard post from the seed, and draws the first player by lot.
 */
import { ok, type Result } from '../../../lib/result';
import { isRecord } from '../../../lib/read';
import { nextInt, seedRng, shuffle } from '../../../lib/rng';
import { PLAYER_RANGE, TILE_COUNT, thievesPerPlayer } from '../data/board';
import { DEFAULT_DISTRIBUTION, expandDistribution, type TileSpec } from '../data/distribution';
import { isTileValue, PLACEMENT_TILE_VALUE, TILE_ICONS, type TileIcon } from '../data/tiles';
import { CENTRE, ROOM_TOTAL } from './geometry';
import type { SlyRules, SlyState, Tile } from './types';
import { fail, type Code } from '../codes';

const isIcon = (v: unknown): v is TileIcon => TILE_ICONS.includes(v as TileIcon);

/** Checks one distribution: known values and icons, whole counts, no line twice, 60 tiles. */
function parseDistribution(raw: unknown, players: number): Result<TileSpec[], Code> {
  if (raw === undefined) return ok(DEFAULT_DISTRIBUTION.map((l) => ({ ...l })));
  if (!Array.isArray(raw)) return fail('ERR_BAD_DISTRIBUTION', undefined, 'distribution');
  const lines: TileSpec[] = [];
  const seen = new Set<string>();
  for (const [i, line] of raw.entries()) {
    const path = `distribution.${i}`;
    if (!isRecord(line) || !isTileValue(line.value)) return fail('ERR_BAD_DISTRIBUTION', undefined, path);
    const icon = line.icon ?? null;
    if (icon !== null && !isIcon(icon)) return fail('ERR_BAD_DISTRIBUTION', { icon: String(icon) }, path);
    if (!Number.isInteger(line.count) || (line.count as number) < 0) return fail('ERR_BAD_DISTRIBUTION', undefined, path);
    const key = `${line.value}/${icon}`;
    if (seen.has(key)) return fail('ERR_BAD_DISTRIBUTION', { line: key }, path);
    seen.add(key);
    lines.push({ value: line.value, icon, count: line.count as number });
  }
  const total = lines.reduce((s, l) => s + l.count, 0);
  if (total !== TILE_COUNT) return fail('ERR_BAD_DISTRIBUTION', { total, expected: TILE_COUNT }, 'distribution');
  // Every thief starts on a cash tile, so the bank must hold at least one per thief.
  const cash = lines.filter((l) => l.value === PLACEMENT_TILE_VALUE).reduce((s, l) => s + l.count, 0);
  const needed = players * thievesPerPlayer(players);
  if (cash < needed) return fail('ERR_NOT_ENOUGH_CASH', { cash, needed }, 'distribution');
  return ok(lines);
}

/** Checks an untrusted configuration and fills in the default distribution. */
export function parseConfig(raw: unknown): Result<SlyRules, Code> {
  if (!isRecord(raw)) return fail('ERR_BAD_CONFIG');
  const players = raw.players;
  if (!Number.isInteger(players) || (players as number) < PLAYER_RANGE.min || (players as number) > PLAYER_RANGE.max) {
    return fail('ERR_BAD_PLAYERS', { min: PLAYER_RANGE.min, max: PLAYER_RANGE.max }, 'players');
  }
  const variant = raw.variant ?? 'basic';
  if (variant !== 'basic' && variant !== 'advanced') return fail('ERR_BAD_VARIANT', { value: String(variant) }, 'variant');
  const distribution = parseDistribution(raw.distribution, players as number);
  if (!distribution.ok) return distribution;
  return ok({ players: players as number, variant, distribution: distribution.value });
}

/** Deals the bank from the seed and draws the first player: the state before any placement. */
export function setupGame(config: unknown, seed: unknown): Result<SlyState, Code> {
  if (typeof seed !== 'string') return fail('ERR_BAD_SEED');
  const rules = parseConfig(config);
  if (!rules.ok) return rules;
  const { players, variant, distribution } = rules.value;
  const dealt = shuffle<Tile>(seedRng(seed), expandDistribution(distribution));
  const lot = nextInt(dealt.state, players);
  const tiles: (Tile | null)[] = [];
  let next = 0;
  for (let room = 0; room < ROOM_TOTAL; room++) tiles.push(room === CENTRE ? null : (dealt.value[next++] ?? null));
  return ok({
    config: rules.value,
    rng: lot.state,
    first: lot.value,
    phase: 'placement',
    seat: lot.value,
    tiles,
    thieves: [],
    guards: variant === 'advanced' ? [CENTRE, CENTRE] : [],
    loot: Array.from({ length: players }, () => []),
    left: Array.from({ length: players }, () => false),
    pending: null,
    bans: [],
    turns: 0,
    lastProgress: 0,
    ending: null,
  });
}
