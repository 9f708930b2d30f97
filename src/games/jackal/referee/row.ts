/**
 * Reads one pirate's row of cards into rum, flag and moves with their attachments. Order is the
 * order laid: rum (put on top by other players) first, then at most one flag, then move cards,
 * each followed by the double, Friday and weapon cards stuck to it.
 */
import { ok, type Result } from '../../../lib/result';
import { isActionCardId, isAttachmentCard, isFlagCard, isMoveCard, type ActionCardId, type FlagCard } from '../data/actionCards';
import { parseCells } from './cells';
import type { Move, PirateRow } from './types';
import { fail, type Code } from '../codes';

interface Pending {
  move: Move;
  rawTo: unknown;
  path: string;
}

/** Validates `cards` of pirate `id`; `path` points at that pirate in the input. */
export function parseRow(id: string, cards: unknown, path: string): Result<{ row: PirateRow; used: ActionCardId[] }, Code> {
  if (!Array.isArray(cards)) return fail('ERR_CARDS_NOT_ARRAY', { id }, `${path}.cards`);
  let rum = 0;
  let flag: FlagCard | null = null;
  const pending: Pending[] = [];
  const used: ActionCardId[] = [];
  for (const [i, entry] of cards.entries()) {
    const at = `${path}.cards.${i}`;
    if (typeof entry !== 'object' || entry === null) return fail('ERR_NOT_OBJECT', undefined, at);
    const { card, to } = entry as { card?: unknown; to?: unknown };
    if (!isActionCardId(card)) return fail('ERR_UNKNOWN_CARD', { id, card: String(card) }, `${at}.card`);
    used.push(card);
    if (to !== undefined && !isMoveCard(card)) return fail('ERR_UNEXPECTED_CELL', { id, card }, `${at}.to`);
    const before = flag === null && pending.length === 0;
    if (card === 'rum') {
      // Rum goes on top of a row after everyone has laid theirs, so it can only lead the row.
      if (!before) return fail('ERR_CARD_OUT_OF_ORDER', { id, card }, at);
      rum += 1;
    } else if (isFlagCard(card)) {
      // Flags are played before any move, and a pirate lands on one flag only.
      if (!before) return fail('ERR_CARD_OUT_OF_ORDER', { id, card }, at);
      flag = card;
    } else if (isMoveCard(card)) {
      const move: Move = { card, index: i, double: false, friday: false, weapon: false, cells: [] };
      pending.push({ move, rawTo: to, path: `${at}.to` });
    } else if (isAttachmentCard(card)) {
      const last = pending[pending.length - 1];
      if (!last) return fail('ERR_ATTACHMENT_WITHOUT_MOVE', { id, card }, at);
      // Ruling "attachments": one card of each kind per move.
      if (last.move[card]) return fail('ERR_DUPLICATE_ATTACHMENT', { id, card }, at);
      last.move[card] = true;
    }
  }
  // A pirate must lay at least one card of his own; rum from others does not count.
  if (flag === null && pending.length === 0) return fail('ERR_NO_CARDS', { id }, `${path}.cards`);
  const moves: Move[] = [];
  for (const p of pending) {
    const cells = parseCells(p.rawTo, p.move.double ? 2 : 1, p.path);
    if (!cells.ok) return cells;
    moves.push({ ...p.move, cells: cells.value });
  }
  return ok({ row: { id, rum, flag, moves }, used });
}
