/**
 * "Emperor" (5 players, 9 tricks, 2 rounds): white + black (emperor and advisor) against red +
 * blue + green. Players score on their own; the team with more VP wins. Input:
 *
 * { "mode": "emperor",
 *   "players": [{ "id": "A", "rulers": "white" }, { "id": "B", "rulers": "black" }, ...5],
 *   "printed": { "kingNumbers": { "white": 1 }, "kingBackNumbers": { "white": 6 } },
 *   "rounds": [ { "players": { "A": { "tricks": 3, "kingUsed": true,
 *     "won": { "red": 2, "blue": 0, "green": 1, "black": 3, "rarity": 1, "whiteFlag": 0 },
 *     "courtCards": ["red-jack", "white-queen"] }, ... } } ] }
 *
 * `won` counts numbered cards, rarities and white flags in the player's tricks; `courtCards`
 * lists the playing jacks and queens among them ("<colour>-jack" / "<colour>-queen").
 * Every king pays for its colour every round, used or not, by the rule on its back: 10 a card
 * of its colour (numbers, jacks and queens), the white king 20/50/80/150 for rarities and white
 * flags (ruling-emperor-scoring). `kingUsed` only decides the round-2 bonus of an unused king.
 */
import { ok, type Result } from '../../../lib/result';
import { RULER_COLOURS, SUITS, WON_KEYS, type Colour, type WonCards } from '../data/colours';
import { EMPEROR, EMPEROR_TEAM_COLOURS } from '../data/modes';
import { MAX_ROUNDS, SPECIAL_CARDS, TRICKS_PER_ROUND, deckRanks } from '../data/decks';
import { UNUSED_KING_BONUS, USED_KING_PER_CARD, WHITE_KING_BACK, cappedStep } from '../data/rulers';
import { isRecord, readInt, readOptBool, shownValue } from '../../../lib/read';
import { readPlayers, readRoundPlayers, readRounds } from './read';
import { row, settleRound, type RoundRows } from './rows';
import { rankTeamsExplained, sumKingNumbers, type KingShowing } from './ranking';
import { checkKingStaysUsed, teamTotal } from './teams';
import type { ModeScorer } from './types';
import { fail, type Code } from '../codes';

const T = TRICKS_PER_ROUND.emperor;
const COURT = new Set(RULER_COLOURS.flatMap((c) => [`${c}-jack`, `${c}-queen`]));

interface Entry {
  tricks: number;
  won: WonCards;
  court: string[];
  kingUsed: boolean;
}

function readEntry(raw: Record<string, unknown>, path: string): Result<Entry, Code> {
  const tricks = readInt(raw.tricks, 0, T, `${path}.tricks`);
  if (!tricks.ok) return tricks;
  const ku = readOptBool(raw, 'kingUsed', path);
  if (!ku.ok) return ku;
  const won: WonCards = { red: 0, blue: 0, green: 0, black: 0, rarity: 0, whiteFlag: 0 };
  const rw = raw.won ?? {};
  if (!isRecord(rw)) return fail('ERR_NOT_OBJECT', { field: `${path}.won` }, `${path}.won`);
  for (const [k, v] of Object.entries(rw)) {
    if (!(WON_KEYS as readonly string[]).includes(k)) return fail('ERR_UNKNOWN_FIELD', { field: `${path}.won.${k}` }, `${path}.won.${k}`);
    const n = readInt(v, 0, T * 5, `${path}.won.${k}`);
    if (!n.ok) return n;
    won[k as keyof WonCards] = n.value;
  }
  const court = raw.courtCards ?? [];
  if (!Array.isArray(court)) return fail('ERR_NOT_ARRAY', { field: `${path}.courtCards` }, `${path}.courtCards`);
  for (const [i, c] of court.entries())
    if (typeof c !== 'string' || !COURT.has(c)) return fail('ERR_BAD_CARD', { value: shownValue(c) }, `${path}.courtCards.${i}`);
  const total = WON_KEYS.reduce((s, k) => s + won[k], 0) + court.length;
  if (total > tricks.value * 5) return fail('ERR_TOO_MANY_WON', { won: total, max: tricks.value * 5 }, `${path}.won`);
  return ok({ tricks: tricks.value, won, court: court as string[], kingUsed: ku.value });
}

function checkRoundCards(e: Record<string, Entry>, path: string): Result<true, Code> {
  const all = Object.values(e);
  const court = all.flatMap((x) => x.court);
  if (new Set(court).size !== court.length) return fail('ERR_DUPLICATE_CARD', {}, `${path}.players`);
  for (const s of SUITS) {
    const n = all.reduce((sum, x) => sum + x.won[s], 0);
    if (n > deckRanks(5).length) return fail('ERR_TOO_MANY_CARDS_OF_COLOUR', { colour: s, count: n, max: deckRanks(5).length }, `${path}.players`);
  }
  const sp = all.reduce((sum, x) => sum + x.won.rarity + x.won.whiteFlag, 0);
  if (sp > SPECIAL_CARDS) return fail('ERR_TOO_MANY_CARDS_OF_COLOUR', { colour: 'special', count: sp, max: SPECIAL_CARDS }, `${path}.players`);
  return ok(true);
}

function rowsFor(colour: Colour, e: Entry, n: number, last: boolean): RoundRows[string] {
  const rows = [row('tricksWon', EMPEROR.perTrick * e.tricks, 'mode-emperor', n, { tricks: e.tricks })];
  const cards = colour === 'white' ? e.won.rarity + e.won.whiteFlag : e.won[colour] + e.court.filter((c) => c.startsWith(`${colour}-`)).length;
  const pts = colour === 'white' ? cappedStep(WHITE_KING_BACK, cards) : USED_KING_PER_CARD * cards;
  rows.push(row('kingColour', pts, 'ruling-emperor-scoring', n, { colour, cards }));
  rows.push(row('courtAndRarities', EMPEROR.perCourtOrRarity * (e.court.length + e.won.rarity), 'mode-emperor', n, { cards: e.court.length + e.won.rarity }));
  if (last && !e.kingUsed) rows.push(row('unusedKing', UNUSED_KING_BONUS[colour], 'mode-emperor', n, { colour }));
  if (e.won.whiteFlag > 0) rows.push(row('whiteFlags', EMPEROR.perWhiteFlag * e.won.whiteFlag, 'mode-emperor', n, { cards: e.won.whiteFlag }));
  return rows.filter((x) => x.points !== 0);
}

/** Scores an "Emperor" game. */
export const scoreEmperor: ModeScorer = (input, printed) => {
  const players = readPlayers(input, 'emperor', true);
  if (!players.ok) return players;
  const ids = players.value.map((p) => p.id);
  const raws = readRounds(input, MAX_ROUNDS.emperor);
  if (!raws.ok) return raws;
  const running: Record<string, number> = Object.fromEntries(ids.map((id) => [id, 0]));
  const rounds: RoundRows[] = [];
  const entries: Record<string, Entry>[] = [];
  for (const [r, raw] of raws.value.entries()) {
    const path = `rounds.${r}`;
    const got = readRoundPlayers(raw, ids, path);
    if (!got.ok) return got;
    const e: Record<string, Entry> = {};
    for (const id of ids) {
      const one = readEntry(got.value[id]!, `${path}.players.${id}`);
      if (!one.ok) return one;
      e[id] = one.value;
    }
    const sum = ids.reduce((s, id) => s + e[id]!.tricks, 0);
    if (sum !== T) return fail('ERR_TRICKS_SUM', { sum, expected: T }, `${path}.players`);
    const cards = checkRoundCards(e, path);
    if (!cards.ok) return cards;
    entries.push(e);
    const last = r === MAX_ROUNDS.emperor - 1;
    const rows: RoundRows = {};
    for (const p of players.value) rows[p.id] = rowsFor(p.rulers!, e[p.id]!, r + 1, last);
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
  const isEmperorSide = (id: string) => (EMPEROR_TEAM_COLOURS as readonly string[]).includes(players.value.find((p) => p.id === id)!.rulers!);
  const teams = [ids.filter(isEmperorSide), ids.filter((id) => !isEmperorSide(id))];
  const standings = teams.map((members) => ({ members, total: teamTotal(members, running) }));
  const final = rounds.length === MAX_ROUNDS.emperor;
  if (!final || standings[0]!.total !== standings[1]!.total) return ok({ ids, start: {}, rounds, ...rankTeamsExplained(standings) });
  const sums: number[] = [];
  for (const t of teams) {
    const s = sumKingNumbers(t, kings, printed);
    if (!s.ok) return s;
    sums.push(s.value);
  }
  return ok({ ids, start: {}, rounds, ...rankTeamsExplained(standings, sums, 0) });
};
