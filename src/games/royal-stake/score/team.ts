/**
 * Team whist (4 players in two pairs, 11 tricks, 2 or 3 rounds). Each player's total is their
 * team's points. Input:
 *
 * { "mode": "team",
 *   "players": [{ "id": "A", "rulers": "white" }, { "id": "B", "rulers": "red" },
 *               { "id": "C", "rulers": "blue" }, { "id": "D", "rulers": "black" }],
 *   "teams": [["A", "C"], ["B", "D"]],
 *   "printed": { "kingNumbers": { "white": 1 }, "kingBackNumbers": { "white": 6 } },
 *   "rounds": [ { "players": { "A": { "tricks": 3, "kingUsed": false }, "B": { "tricks": 4,
 *     "redQueen": true }, "C": { "tricks": 2 }, "D": { "tricks": 2 } } } ] }
 *
 * `redQueen` = the red queen was used in a trick its player won (only then it adds a win; once
 * per game). A third round is only played when the teams are level below 200 after round 2;
 * teams level at 200 or more are split by the lower sum of showing king numbers.
 */
import { ok, type Result } from '../../../lib/result';
import { TEAM } from '../data/modes';
import { MAX_ROUNDS, TRICKS_PER_ROUND } from '../data/decks';
import { RED_QUEEN_WINS } from '../data/rulers';
import { readInt, readOptBool } from '../../../lib/read';
import { readPlayers, readRoundPlayers, readRounds } from './read';
import { row, settleRound, type RoundRows } from './rows';
import { rankTeamsExplained, sumKingNumbers, type KingShowing } from './ranking';
import { checkKingStaysUsed, readTeams, teamTotal } from './teams';
import type { ModeScorer } from './types';
import { fail, type Code } from '../codes';

const T = TRICKS_PER_ROUND.team;

interface Entry {
  tricks: number;
  redQueen: boolean;
  kingUsed: boolean;
}

function readEntry(raw: Record<string, unknown>, red: boolean, path: string): Result<Entry, Code> {
  const tricks = readInt(raw.tricks, 0, T, `${path}.tricks`);
  if (!tricks.ok) return tricks;
  const rq = readOptBool(raw, 'redQueen', path);
  if (!rq.ok) return rq;
  const ku = readOptBool(raw, 'kingUsed', path);
  if (!ku.ok) return ku;
  if (rq.value && !red) return fail('ERR_RED_QUEEN_NOT_RED', {}, `${path}.redQueen`);
  if (rq.value && tricks.value === 0) return fail('ERR_RED_QUEEN_NEEDS_TRICK', {}, `${path}.redQueen`);
  return ok({ tricks: tricks.value, redQueen: rq.value, kingUsed: ku.value });
}

/** Scores a team whist game. */
export const scoreTeam: ModeScorer = (input, printed) => {
  const players = readPlayers(input, 'team', true);
  if (!players.ok) return players;
  const ids = players.value.map((p) => p.id);
  const teams = readTeams(input.teams, ids, [2, 2]);
  if (!teams.ok) return teams;
  const raws = readRounds(input, MAX_ROUNDS.team);
  if (!raws.ok) return raws;
  const running: Record<string, number> = Object.fromEntries(ids.map((id) => [id, 0]));
  const rounds: RoundRows[] = [];
  const entries: Record<string, Entry>[] = [];
  for (const [r, raw] of raws.value.entries()) {
    const path = `rounds.${r}`;
    const [t0, t1] = teams.value.map((t) => teamTotal(t, running) / t.length);
    if (r === 2 && (t0 !== t1 || (t0 ?? 0) >= TEAM.winningScore)) return fail('ERR_ROUND_NOT_PLAYED', { round: 3 }, path);
    const got = readRoundPlayers(raw, ids, path);
    if (!got.ok) return got;
    const e: Record<string, Entry> = {};
    for (const p of players.value) {
      const one = readEntry(got.value[p.id]!, p.rulers === 'red', `${path}.players.${p.id}`);
      if (!one.ok) return one;
      if (one.value.redQueen && entries.some((x) => x[p.id]!.redQueen))
        return fail('ERR_QUEEN_ONCE_PER_GAME', { player: p.id }, `${path}.players.${p.id}.redQueen`);
      e[p.id] = one.value;
    }
    const sum = ids.reduce((s, id) => s + e[id]!.tricks, 0);
    if (sum !== T) return fail('ERR_TRICKS_SUM', { sum, expected: T }, `${path}.players`);
    entries.push(e);
    const wins = teams.value.map((t) => t.reduce((s, id) => s + e[id]!.tricks + (e[id]!.redQueen ? RED_QUEEN_WINS : 0), 0));
    const rows: RoundRows = {};
    teams.value.forEach((t, i) => {
      const mine = wins[i]!;
      const theirs = wins[1 - i]!;
      for (const id of t) rows[id] = mine >= theirs ? [row('teamMajority', TEAM.majority, 'mode-team', r + 1, { wins: mine, other: theirs })] : [];
    });
    settleRound(running, rows, r + 1);
    rounds.push(rows);
  }
  const kings: Record<string, KingShowing> = {};
  for (const p of players.value) {
    const k = checkKingStaysUsed(
      entries.map((e) => e[p.id]!.kingUsed),
      p.id,
    );
    if (!k.ok) return k;
    kings[p.id] = { colour: p.rulers!, side: entries[entries.length - 1]?.[p.id]!.kingUsed ? 'back' : 'front' };
  }
  const standings = teams.value.map((members) => ({ members, total: teamTotal(members, running) / members.length }));
  const [s0, s1] = standings;
  if (s0 && s1 && s0.total === s1.total && s0.total >= TEAM.winningScore) {
    const sums: number[] = [];
    for (const t of teams.value) {
      const s = sumKingNumbers(t, kings, printed);
      if (!s.ok) return s;
      sums.push(s.value);
    }
    return ok({ ids, start: {}, rounds, ...rankTeamsExplained(standings, sums) });
  }
  return ok({ ids, start: {}, rounds, ...rankTeamsExplained(standings) });
};
