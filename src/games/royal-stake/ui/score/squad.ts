/**
 * Squads at the table: which characters a player may still take this round, what a tap on a
 * bet or face-up chip does, and when a player's squad is complete (the screen then moves on to
 * the next player). The scorer stays the judge; these rules only keep entry quick and sane.
 */
import { CHARACTER_IDS, type BetCard, type CharacterId } from '../../data/characters';
import { characterCopies } from '../../data/decks';
import type { StdEntry, StdInput } from './input';

/** Characters a squad holds (face up and bet, the jack aside). */
export const squadCharacters = (e: StdEntry): CharacterId[] => [...e.faceUp, ...e.bets.filter((b): b is CharacterId => b !== 'jack')];

/** Copies of every character in this game (by player count and the basic-squads option). */
export const copiesInGame = (input: StdInput): Record<CharacterId, number> => characterCopies(input.players.length, input.options.baseSquads);

/** Characters that exist in this game, in the book's order. */
export const charactersInGame = (input: StdInput): CharacterId[] => CHARACTER_IDS.filter((c) => copiesInGame(input)[c] > 0);

/** How many bet cards this round allows (two in round 3 of the 3-5 player game). */
export const maxBets = (input: StdInput, r: number): number => (r === 2 && input.mode === 'standard' ? 2 : 1);

/** Can the jack be a bet this round (round 3, or any round with two players)? */
export const jackBetAllowed = (input: StdInput, r: number): boolean => r === 2 || input.mode === 'two-players';

/**
 * How many copies of `c` player `id` may hold in round `r`: what the others leave of the game's
 * copies, and (from round 2, 3+ players) no more than the copies this player did not hold last
 * round (another player may take their old copy, so both limits apply separately).
 */
export function copiesAvailable(input: StdInput, r: number, id: string, c: CharacterId): number {
  const round = input.rounds[r];
  if (!round) return 0;
  const copies = copiesInGame(input)[c];
  let others = 0;
  for (const [other, e] of Object.entries(round.players)) {
    if (other !== id) others += squadCharacters(e).filter((x) => x === c).length;
  }
  const before = input.mode === 'standard' ? input.rounds[r - 1]?.players[id] : undefined;
  const mineBefore = before ? squadCharacters(before).filter((x) => x === c).length : 0;
  return Math.max(0, Math.min(copies - others, copies - mineBefore));
}

/** Cards still missing from a squad of three characters. */
export const roomLeft = (e: StdEntry): number => 3 - squadCharacters(e).length;

/** A squad that is ready to score (the bet copy target is asked for separately). */
export function squadComplete(input: StdInput, r: number, e: StdEntry): boolean {
  if (squadCharacters(e).length !== 3) return false;
  if (e.faceUp.includes('cheerleader')) return e.bets.length === 0 && !!e.partner;
  return e.bets.length >= 1 && e.bets.length <= maxBets(input, r);
}

/** Drops face-up cards from the end until the squad has at most three characters. */
function fit(e: StdEntry): StdEntry {
  const over = squadCharacters(e).length - 3;
  return over > 0 ? { ...e, faceUp: e.faceUp.slice(0, e.faceUp.length - over) } : e;
}

/** The entry after a tap on a bet chip: one bet swaps, two (round 3) toggle. */
export function tapBet(input: StdInput, r: number, e: StdEntry, card: BetCard): StdEntry {
  let bets: BetCard[];
  if (e.bets.includes(card)) bets = e.bets.filter((b) => b !== card);
  else if (maxBets(input, r) === 1) bets = [card];
  else if (e.bets.length < maxBets(input, r)) bets = [...e.bets, card];
  else return e;
  const next: StdEntry = { ...e, bets };
  if (!bets.includes('cheerleader')) delete next.copy;
  // The two-player jack shift needs the jack face up, so a jack bet turns it off.
  if (bets.includes('jack') && next.jackShift) next.jackShift = false;
  return fit(next);
}

/**
 * The entry after a tap on a face-up chip: off -> one copy -> two copies (when another copy is
 * free and there is room) -> off. A face-up cheerleader means no bets, so they are cleared.
 */
export function tapFaceUp(e: StdEntry, c: CharacterId, available: number): StdEntry {
  const mine = e.faceUp.filter((x) => x === c).length;
  const canAdd = mine < available && roomLeft(e) > 0 && !(c === 'cheerleader' && mine > 0);
  if (canAdd) {
    const next: StdEntry = { ...e, faceUp: [...e.faceUp, c] };
    if (c === 'cheerleader') {
      next.bets = [];
      delete next.copy;
    }
    return next;
  }
  const next: StdEntry = { ...e, faceUp: e.faceUp.filter((x) => x !== c) };
  if (c === 'cheerleader') delete next.partner;
  return next;
}

/** Other players' bet cards a cheerleader bet may copy. */
export function copyChoices(input: StdInput, r: number, id: string): Array<{ player: string; card: BetCard }> {
  const round = input.rounds[r];
  if (!round) return [];
  return input.players
    .filter((p) => p.id !== id)
    .flatMap((p) => (round.players[p.id]?.bets ?? []).filter((b) => b !== 'cheerleader').map((card) => ({ player: p.id, card })));
}
