/**
 * Input of the "standard" (3-5 players) and "two-players" modes, exactly as the issue gives it:
 *
 * { "mode": "standard" | "two-players",
 *   "players": [{ "id": "A", "rulers": "red" }, ...],
 *   "options": { "jesterDeal": false, "cheerleaderAdvanced": false, "baseSquads": false },
 *   "printed": { "bets": { "hermit": [{ "wins": 0, "vp": 40 }] }, "kingNumbers": { "white": 1 },
 *                "kingBackNumbers": { "white": 6 } },
 *   "rounds": [ { "jesterDealKing": "green",
 *     "players": { "A": { "faceUp": ["healer", "hermit"], "bets": ["cardsharp"], "tricks": 2,
 *       "won": { "red": 2, "blue": 1, "green": 2, "black": 1, "rarity": 0, "whiteFlag": 0 },
 *       "redQueen": false, "kingUsed": false, "queenRecharged": false, "dealPenaltyCards": 0,
 *       "partner": "B", "copy": { "player": "B", "card": "ninja" },
 *       "jackShift": false, "extraKings": [{ "colour": "green", "used": false }] } } } ] }
 *
 * Optional per player: partner (face-up cheerleader), copy (cheerleader as the bet), jackShift
 * (two players: the face-up jack moves the bet's numbers up by 3), extraKings (two players,
 * round 3: the catch-up kings taken). `won` keys may be left out (0).
 *
 * Top level, any mode: `"valueSet": "printed"` (default: `printed` and the card-value store)
 * or `"stolik"` (Stolik's digital values alone; `printed` must then be absent). Rows that used
 * a Stolik value carry `params.valueSet = 'stolik'`, rows that used an entered one `userEntered`.
 */
import { ok, type Result } from '../../../../lib/result';
import { TRICKS_PER_ROUND } from '../../data/decks';
import type { Colour } from '../../data/colours';
import { isRecord, readOptBool } from '../../../../lib/read';
import { readColour, readPlayers, readRoundPlayers, readRounds } from '../read';
import { readPlayerRound } from './parse-player';
import type { StdGame, StdOptions, StdRound } from './model';
import { checkRound } from './check-round';
import { checkGame } from './check-game';
import { fail, type Code } from '../../codes';

function readOptions(raw: unknown): Result<StdOptions, Code> {
  const o = raw === undefined ? {} : raw;
  if (!isRecord(o)) return fail('ERR_NOT_OBJECT', { field: 'options' }, 'options');
  const out: Record<string, boolean> = {};
  for (const key of ['jesterDeal', 'cheerleaderAdvanced', 'baseSquads']) {
    const b = readOptBool(o, key, 'options');
    if (!b.ok) return b;
    out[key] = b.value;
  }
  return ok({ jesterDeal: out.jesterDeal === true, cheerleaderAdvanced: out.cheerleaderAdvanced === true, baseSquads: out.baseSquads === true });
}

/** Reads and checks a standard or two-player game. */
export function parseStdGame(input: Record<string, unknown>, twoPlayers: boolean): Result<StdGame, Code> {
  const mode = twoPlayers ? 'two-players' : 'standard';
  const players = readPlayers(input, mode, true);
  if (!players.ok) return players;
  const options = readOptions(input.options);
  if (!options.ok) return options;
  const rawRounds = readRounds(input, 3);
  if (!rawRounds.ok) return rawRounds;
  const ids = players.value.map((p) => p.id);
  const rulers: Record<string, Colour> = {};
  for (const p of players.value) rulers[p.id] = p.rulers!;
  const game: StdGame = { twoPlayers, ids, rulers, options: options.value, tricksPerRound: TRICKS_PER_ROUND[mode], rounds: [] };
  for (const [r, raw] of rawRounds.value.entries()) {
    const path = `rounds.${r}`;
    const entries = readRoundPlayers(raw, ids, path);
    if (!entries.ok) return entries;
    const round: StdRound = { players: {} };
    if (raw.jesterDealKing !== undefined) {
      const k = readColour(raw.jesterDealKing, `${path}.jesterDealKing`);
      if (!k.ok) return k;
      round.dealKing = k.value;
    }
    for (const id of ids) {
      const p = readPlayerRound(entries.value[id]!, id, ids, game.tricksPerRound, `${path}.players.${id}`);
      if (!p.ok) return p;
      round.players[id] = p.value;
    }
    game.rounds.push(round);
    const c = checkRound(game, r);
    if (!c.ok) return c;
  }
  const g = checkGame(game);
  return g.ok ? ok(game) : g;
}
