/**
 * "I am King" (3 players, 9 tricks, 3 rounds). Rulers are picked anew every round, so they sit
 * in the round, not on the player. Input:
 *
 * { "mode": "i-am-king",
 *   "players": [{ "id": "A" }, { "id": "B" }, { "id": "C" }],
 *   "rounds": [ { "king": "A",
 *     "players": {
 *       "A": { "rulers": "red", "tricks": 5, "redQueen": true, "flagWins": [] },
 *       "B": { "rulers": "blue", "tricks": 3, "flagWins": [1] },
 *       "C": { "rulers": "green", "tricks": 1 } } } ] }
 *
 * `king` = who won the auction. `redQueen` = the red queen was used in a trick its player won
 * (only then does it add a win in this mode). `flagWins` = for each trick a white flag of this
 * player won over rarities, how many rarities it beat (1, or 2+ for the double bonus).
 * Ties share a place: the mode has no tie-break. Sets are dealt afresh each round, so there are
 * no queen recharges and no face-up jack VP: only the mode's own scores (ruling-i-am-king-sets).
 */
import { ok, type Result } from '../../../lib/result';
import { rankWithTieBreaks } from '../../../lib/ranking';
import { I_AM_KING } from '../data/modes';
import { MAX_ROUNDS, TRICKS_PER_ROUND } from '../data/decks';
import { RED_QUEEN_WINS } from '../data/rulers';
import type { Colour } from '../data/colours';
import { readInt, readOptBool, shownValue } from '../../../lib/read';
import { readColour, readPlayers, readRoundPlayers, readRounds } from './read';
import { row, settleRound, type RoundRows } from './rows';
import type { ModeScorer } from './types';
import { fail, type Code } from '../codes';

const T = TRICKS_PER_ROUND['i-am-king'];

interface Entry {
  rulers: Colour;
  tricks: number;
  redQueen: boolean;
  flagWins: number[];
}

function readEntry(raw: Record<string, unknown>, path: string): Result<Entry, Code> {
  const rulers = readColour(raw.rulers, `${path}.rulers`);
  if (!rulers.ok) return rulers;
  const tricks = readInt(raw.tricks, 0, T, `${path}.tricks`);
  if (!tricks.ok) return tricks;
  const rq = readOptBool(raw, 'redQueen', path);
  if (!rq.ok) return rq;
  if (rq.value && rulers.value !== 'red') return fail('ERR_RED_QUEEN_NOT_RED', {}, `${path}.redQueen`);
  if (rq.value && tricks.value === 0) return fail('ERR_RED_QUEEN_NEEDS_TRICK', {}, `${path}.redQueen`);
  const fw = raw.flagWins ?? [];
  if (!Array.isArray(fw)) return fail('ERR_NOT_ARRAY', { field: `${path}.flagWins` }, `${path}.flagWins`);
  if (fw.length > tricks.value) return fail('ERR_TOO_MANY_FLAG_WINS', { count: fw.length, max: tricks.value }, `${path}.flagWins`);
  for (const [i, n] of fw.entries()) {
    const r = readInt(n, 1, 3, `${path}.flagWins.${i}`);
    if (!r.ok) return r;
  }
  return ok({ rulers: rulers.value, tricks: tricks.value, redQueen: rq.value, flagWins: fw as number[] });
}

function scoreRound(ids: string[], king: string, e: Record<string, Entry>, n: number): RoundRows {
  const wins = (id: string) => e[id]!.tricks + (e[id]!.redQueen ? RED_QUEEN_WINS : 0);
  const kingWins = wins(king);
  const beatsAll = ids.every((id) => id === king || kingWins > wins(id));
  const out: RoundRows = {};
  for (const id of ids) {
    const rows = [];
    const w = wins(id);
    if (id === king) {
      if (beatsAll) rows.push(row('kingWins', I_AM_KING.kingWins, 'mode-i-am-king', n, { wins: w }));
      if (beatsAll && w >= I_AM_KING.bigWinTricks) rows.push(row('kingBigWin', I_AM_KING.kingBigWin, 'mode-i-am-king', n, { wins: w }));
    } else {
      if (!beatsAll) rows.push(row('defendersWin', I_AM_KING.defendersWin, 'mode-i-am-king', n, { king }));
      if (w === I_AM_KING.jackBackWins) rows.push(row('jackBack', I_AM_KING.jackBack, 'mode-i-am-king', n, { wins: w }));
    }
    for (const beaten of e[id]!.flagWins) {
      const vp = beaten > 1 ? I_AM_KING.flagOverRarities : I_AM_KING.flagOverOneRarity;
      rows.push(row('flagOverRarity', vp, 'mode-i-am-king', n, { rarities: beaten }));
    }
    out[id] = rows;
  }
  return out;
}

/** Scores an "I am King" game. */
export const scoreIAmKing: ModeScorer = (input) => {
  const players = readPlayers(input, 'i-am-king', false);
  if (!players.ok) return players;
  const ids = players.value.map((p) => p.id);
  const raws = readRounds(input, MAX_ROUNDS['i-am-king']);
  if (!raws.ok) return raws;
  const running: Record<string, number> = Object.fromEntries(ids.map((id) => [id, 0]));
  const rounds: RoundRows[] = [];
  for (const [r, raw] of raws.value.entries()) {
    const path = `rounds.${r}`;
    if (typeof raw.king !== 'string' || !ids.includes(raw.king)) return fail('ERR_UNKNOWN_PLAYER', { player: shownValue(raw.king) }, `${path}.king`);
    const entries = readRoundPlayers(raw, ids, path);
    if (!entries.ok) return entries;
    const e: Record<string, Entry> = {};
    for (const id of ids) {
      const one = readEntry(entries.value[id]!, `${path}.players.${id}`);
      if (!one.ok) return one;
      if (Object.values(e).some((x) => x.rulers === one.value.rulers))
        return fail('ERR_DUPLICATE_RULERS', { colour: one.value.rulers }, `${path}.players.${id}.rulers`);
      e[id] = one.value;
    }
    const sum = ids.reduce((s, id) => s + e[id]!.tricks, 0);
    if (sum !== T) return fail('ERR_TRICKS_SUM', { sum, expected: T }, `${path}.players`);
    const rows = scoreRound(ids, raw.king, e, r + 1);
    settleRound(running, rows, r + 1);
    rounds.push(rows);
  }
  return ok({ ids, start: {}, rounds, ...rankWithTieBreaks(running) });
};
