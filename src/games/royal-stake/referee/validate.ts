/** Checks one trick's plays against the cards and specials its mode has. */
import { ok, type Result } from '../../../lib/result';
import { isColour, isSuit, type Colour, type Suit } from '../data/colours';
import { MODES } from '../data/decks';
import { printedColour } from './cards';
import type { TrickContext, TrickPlay } from './types';
import { fail, type Code } from '../codes';

const CHARACTER_MODES = new Set(['standard', 'two-players']);
const RULER_QUEEN_MODES = new Set(['standard', 'two-players', 'i-am-king', 'team']);
const JACK_CARD_MODES = new Set(['team', 'emperor']);

function checkCard(play: TrickPlay, mode: string, i: number): Result<true, Code> {
  const c = play.card as { kind?: unknown; colour?: unknown; rank?: unknown } | null;
  const at = `${i}.card`;
  if (typeof c !== 'object' || c === null) return fail('ERR_BAD_CARD', { index: i }, at);
  if (c.kind === 'number') {
    if (!isSuit(c.colour) || typeof c.rank !== 'number' || !Number.isInteger(c.rank) || c.rank < 1 || c.rank > 10) {
      return fail('ERR_BAD_CARD', { index: i }, at);
    }
  } else if (c.kind === 'jack' || c.kind === 'queen') {
    if (!isColour(c.colour)) return fail('ERR_BAD_CARD', { index: i }, at);
    const allowed = c.kind === 'jack' ? JACK_CARD_MODES.has(mode) : mode === 'emperor';
    if (!allowed) return fail('ERR_CARD_NOT_IN_MODE', { index: i, card: c.kind, mode }, at);
  } else if (c.kind !== 'rarity' && c.kind !== 'whiteFlag') return fail('ERR_BAD_CARD', { index: i }, at);
  if ((play.militia || play.samurai) && !CHARACTER_MODES.has(mode)) return fail('ERR_FEATURE_NOT_IN_MODE', { index: i, mode }, `${i}`);
  if ((play.queen || play.blackQueen) && !RULER_QUEEN_MODES.has(mode)) return fail('ERR_FEATURE_NOT_IN_MODE', { index: i, mode }, `${i}`);
  if (play.queen !== undefined && play.queen !== 'white' && play.queen !== 'blue') return fail('ERR_BAD_CARD', { index: i }, `${i}.queen`);
  if (play.queen && play.blackQueen) return fail('ERR_QUEEN_TWICE', { index: i }, `${i}`);
  return ok(true);
}

/**
 * Where a king may lie: a coloured king on a card of its colour (a white jack/queen takes the
 * lead colour, so it needs one already); the white king on a rarity, a white flag, a card under
 * the white queen, a white jack/queen, or anything in an "I am King" round without trump.
 */
function kingFits(play: TrickPlay, king: Colour, lead: Suit | null, ctx: TrickContext): boolean {
  const card = play.card;
  const whiteCourt = (card.kind === 'jack' || card.kind === 'queen') && card.colour === 'white';
  if (king === 'white') {
    return card.kind === 'rarity' || card.kind === 'whiteFlag' || play.queen === 'white' || whiteCourt || (ctx.mode === 'i-am-king' && ctx.trump === 'white');
  }
  return (whiteCourt ? lead : printedColour(card)) === king;
}

/** Validates a trick; `leads[i]` is the lead colour before play i. */
export function checkTrick(plays: readonly TrickPlay[], ctx: TrickContext, leads: readonly (Suit | null)[]): Result<true, Code> {
  if (typeof ctx !== 'object' || ctx === null || !(MODES as readonly string[]).includes(ctx.mode)) {
    return fail('ERR_UNKNOWN_MODE', { value: String((ctx as { mode?: unknown } | null)?.mode) });
  }
  if (ctx.mode === 'i-am-king' && !isColour(ctx.trump)) return fail('ERR_TRUMP_REQUIRED');
  if (!Array.isArray(plays) || plays.length === 0 || plays.length > 5) return fail('ERR_BAD_TRICK', { count: Array.isArray(plays) ? plays.length : 0 });
  const kings = new Set<string>();
  const queens = new Set<string>();
  for (const [i, play] of plays.entries()) {
    if (typeof play !== 'object' || play === null) return fail('ERR_BAD_CARD', { index: i }, `${i}`);
    const c = checkCard(play, ctx.mode, i);
    if (!c.ok) return c;
    for (const q of [play.queen, play.blackQueen ? 'black' : undefined]) {
      if (!q) continue;
      if (queens.has(q)) return fail('ERR_QUEEN_TWICE', { index: i, colour: q }, `${i}`);
      queens.add(q);
    }
    if (play.king === undefined) continue;
    if (!isColour(play.king)) return fail('ERR_UNKNOWN_COLOUR', { value: String(play.king) }, `${i}.king`);
    if (kings.has(play.king)) return fail('ERR_KING_TWICE', { index: i, colour: play.king }, `${i}.king`);
    kings.add(play.king);
    if (!kingFits(play, play.king, leads[i] ?? null, ctx)) return fail('ERR_KING_WRONG_CARD', { index: i, colour: play.king }, `${i}.king`);
  }
  return ok(true);
}
