/** Rules that one round's entry must satisfy on its own (counts, squads, bets, partners). */
import { ok, type Result } from '../../../../lib/result';
import { SUITS, WON_KEYS } from '../../data/colours';
import { CHARACTER_IDS, type CharacterId } from '../../data/characters';
import { BERSERKER_TENS, SPECIAL_CARDS, characterCopies, deckRanks } from '../../data/decks';
import type { StdGame, StdPlayerRound, StdRound } from './model';
import { fail, type Code } from '../../codes';

const charactersOf = (p: StdPlayerRound): CharacterId[] => [...p.faceUp, ...p.bets.filter((b): b is CharacterId => b !== 'jack')];

/** Counts of each character in one player's squad. */
export function squadCounts(p: StdPlayerRound): Map<CharacterId, number> {
  const m = new Map<CharacterId, number>();
  for (const c of charactersOf(p)) m.set(c, (m.get(c) ?? 0) + 1);
  return m;
}

function checkCounts(game: StdGame, round: StdRound, path: string): Result<true, Code> {
  const n = game.ids.length;
  const sum = game.ids.reduce((s, id) => s + (round.players[id]?.tricks ?? 0), 0);
  if (sum !== game.tricksPerRound) return fail('ERR_TRICKS_SUM', { sum, expected: game.tricksPerRound }, `${path}.players`);
  const perColour = deckRanks(n).length;
  const totals: Record<string, number> = {};
  for (const id of game.ids) {
    const p = round.players[id]!;
    const cap = p.tricks * n;
    const won = WON_KEYS.reduce((s, k) => s + p.won[k], 0);
    const at = `${path}.players.${id}`;
    if (won > cap) return fail('ERR_TOO_MANY_WON', { player: id, won, max: cap }, `${at}.won`);
    if (p.dealPenaltyCards > cap) return fail('ERR_TOO_MANY_WON', { player: id, won: p.dealPenaltyCards, max: cap }, `${at}.dealPenaltyCards`);
    for (const k of WON_KEYS) totals[k] = (totals[k] ?? 0) + p.won[k];
  }
  for (const s of SUITS) {
    const max = perColour + (s === 'black' ? BERSERKER_TENS : 0);
    if ((totals[s] ?? 0) > max) return fail('ERR_TOO_MANY_CARDS_OF_COLOUR', { colour: s, count: totals[s] ?? 0, max }, `${path}.players`);
  }
  const specials = (totals.rarity ?? 0) + (totals.whiteFlag ?? 0);
  if (specials > SPECIAL_CARDS) return fail('ERR_TOO_MANY_CARDS_OF_COLOUR', { colour: 'special', count: specials, max: SPECIAL_CARDS }, `${path}.players`);
  return ok(true);
}

function checkBets(game: StdGame, round: StdRound, r: number, id: string, path: string): Result<true, Code> {
  const p = round.players[id]!;
  const last = r === 2;
  if (charactersOf(p).length !== 3) return fail('ERR_SQUAD_SIZE', { player: id, count: charactersOf(p).length, max: 3 }, path);
  const cheerUp = p.faceUp.includes('cheerleader');
  if (cheerUp) {
    if (p.bets.length > 0) return fail('ERR_CHEERLEADER_NO_BETS', { player: id }, `${path}.bets`);
    if (!p.partner) return fail('ERR_PARTNER_REQUIRED', { player: id }, `${path}.partner`);
  } else {
    if (p.partner) return fail('ERR_PARTNER_WITHOUT_CHEERLEADER', { player: id }, `${path}.partner`);
    const max = last && !game.twoPlayers ? 2 : 1;
    const jacks = p.bets.filter((b) => b === 'jack').length;
    if (p.bets.length < 1 || p.bets.length > max || jacks > 1) return fail('ERR_BET_COUNT', { player: id, count: p.bets.length, max }, `${path}.bets`);
    if (p.bets.includes('jack') && !last && !game.twoPlayers) return fail('ERR_JACK_BET_ROUND', { player: id }, `${path}.bets`);
  }
  const copies = p.bets.includes('cheerleader');
  if (copies && !p.copy) return fail('ERR_COPY_REQUIRED', { player: id }, `${path}.copy`);
  if (!copies && p.copy) return fail('ERR_COPY_WITHOUT_CHEERLEADER', { player: id }, `${path}.copy`);
  if (p.copy && !round.players[p.copy.player]?.bets.includes(p.copy.card)) {
    return fail('ERR_BAD_COPY', { player: id, target: p.copy.player, card: p.copy.card }, `${path}.copy`);
  }
  if (p.jackShift && (!game.twoPlayers || p.bets.includes('jack'))) return fail('ERR_JACK_SHIFT_NOT_ALLOWED', { player: id }, `${path}.jackShift`);
  if (p.redQueen && game.rulers[id] !== 'red') return fail('ERR_RED_QUEEN_NOT_RED', { player: id }, `${path}.redQueen`);
  if (p.extraKings.length > 0 && !(game.twoPlayers && last)) return fail('ERR_EXTRA_KINGS_NOT_ALLOWED', { player: id }, `${path}.extraKings`);
  return ok(true);
}

function checkCopies(game: StdGame, round: StdRound, path: string): Result<true, Code> {
  const copies = characterCopies(game.ids.length, game.options.baseSquads);
  const used = new Map<CharacterId, number>();
  for (const id of game.ids) for (const [c, k] of squadCounts(round.players[id]!)) used.set(c, (used.get(c) ?? 0) + k);
  for (const c of CHARACTER_IDS) {
    const n = used.get(c) ?? 0;
    if (n > 0 && copies[c] === 0) return fail('ERR_CHARACTER_NOT_IN_GAME', { card: c, players: game.ids.length }, `${path}.players`);
    if (n > copies[c]) return fail('ERR_TOO_MANY_COPIES', { card: c, count: n, max: copies[c] }, `${path}.players`);
  }
  return ok(true);
}

/** Checks round `r` (0-based) of a parsed game on its own. */
export function checkRound(game: StdGame, r: number): Result<true, Code> {
  const round = game.rounds[r]!;
  const path = `rounds.${r}`;
  for (const id of game.ids) {
    const b = checkBets(game, round, r, id, `${path}.players.${id}`);
    if (!b.ok) return b;
  }
  const c = checkCopies(game, round, path);
  if (!c.ok) return c;
  return checkCounts(game, round, path);
}
