/** A new game: the config checked, the generator seeded, empty seats, round 1 started. */
import { ok, type Result } from '../../../lib/result';
import { seedRng } from '../../../lib/rng';
import { isRecord } from '../../../lib/read';
import { RULER_COLOURS } from '../data/colours';
import { MAX_PRINTED_VP } from '../data/card-values';
import { MODE_RULES } from './modes';
import { freshSeat } from './seat';
import { checkStdConfig, cleanStdConfig, type StdConfig } from './modes/standard/config';
import type { KingNumbers, PlayMode, RsConfig, RsState } from './types';
import { fail, type Code } from '../codes';

const PLAY_MODES: readonly PlayMode[] = ['i-am-king', 'team', 'emperor', 'standard'];

function readSide(v: unknown): Record<string, number> | null {
  if (!isRecord(v)) return null;
  const out: Record<string, number> = {};
  for (const c of RULER_COLOURS) {
    const n = v[c];
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > MAX_PRINTED_VP) return null;
    out[c] = n;
  }
  return out;
}

/** A clean copy of untrusted config JSON, or the reason it is refused. */
export function readConfig(raw: unknown): Result<RsConfig, Code> {
  if (!isRecord(raw)) return fail('ERR_BAD_CONFIG');
  const mode = raw.mode;
  if (typeof mode !== 'string' || !(PLAY_MODES as readonly string[]).includes(mode)) {
    return fail('ERR_UNKNOWN_MODE', { value: String(mode) });
  }
  if (mode === 'standard') {
    const checked = checkStdConfig(raw);
    return checked.ok ? ok(cleanStdConfig(raw as unknown as StdConfig)) : checked;
  }
  const players = raw.players;
  if (typeof players !== 'number' || !Number.isInteger(players)) return fail('ERR_BAD_PLAYER_COUNT', { value: String(players) });
  const config: RsConfig = { mode: mode as PlayMode, players };
  if (raw.kingNumbers !== undefined) {
    const k = isRecord(raw.kingNumbers) ? raw.kingNumbers : {};
    const front = readSide(k.front);
    const back = readSide(k.back);
    if (!front || !back) return fail('ERR_BAD_KING_NUMBERS');
    config.kingNumbers = { front, back } as KingNumbers;
  }
  if (raw.kingNumberSet !== undefined) {
    if (raw.kingNumberSet !== 'printed' && raw.kingNumberSet !== 'stolik') return fail('ERR_BAD_KING_NUMBERS');
    config.kingNumberSet = raw.kingNumberSet;
  }
  const checked = MODE_RULES[config.mode].checkConfig(config);
  return checked.ok ? ok(config) : checked;
}

/** `n` fresh seats (a loop: Array.from with a callback is slow, and every bot playout sets up a game). */
function blankSeats(n: number): RsState['seats'] {
  const out: RsState['seats'] = [];
  for (let i = 0; i < n; i++) out.push(freshSeat());
  return out;
}

/** The state before round 1 is dealt (the mode's startRound fills it in). */
export function blankState(config: RsConfig, seed: string): RsState {
  return {
    config,
    rng: seedRng(seed),
    round: 1,
    phase: 'trick',
    seats: blankSeats(config.players),
    deck: [],
    first: 0,
    lead: null,
    trump: null,
    auction: null,
    draft: null,
    reveal: null,
    pickOrder: [],
    discardOrder: [],
    trick: null,
    history: [],
    rounds: [],
    teams: null,
    std: null,
  };
}

/** Sets up a game of `raw` config from `seed`; refuses bad configs with an ERR_ code. */
export function setupGame(raw: unknown, seed: unknown): Result<RsState, Code> {
  if (typeof seed !== 'string') return fail('ERR_BAD_SEED');
  const config = readConfig(raw);
  if (!config.ok) return config;
  return ok(MODE_RULES[config.value.mode].startRound(blankState(config.value, seed)));
}
