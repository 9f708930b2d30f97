/**
 * The arrival judge's draft for one island, as the table taps it in: the island's coloured flags
 * and each pirate's row of cards in the order laid, with what every move lands on. Pure helpers
 * edit a row the way cards really lie (rum on top, one flag next, double/Friday/weapon right after
 * the move they stick to) and turn the draft into the referee's input.
 */
import { isActionCardId, isAttachmentCard, isFlagCard, isMoveCard, type ActionCardId, type AttachmentCard } from '../../data/actionCards';
import { isRecord } from '../../../../lib/read';

/** Treasure cells a move can end on; the "-2" ones are a second treasure of the same size. */
export const TREASURES = [
  { id: 'small', value: 1 },
  { id: 'medium', value: 2 },
  { id: 'big', value: 3 },
  { id: 'small-2', value: 1 },
  { id: 'medium-2', value: 2 },
  { id: 'big-2', value: 3 },
] as const;

/** One of the treasure cells above. */
export type TreasureId = (typeof TREASURES)[number]['id'];
/** What a move lands on. */
export type CellChoice = 'empty' | 'trap' | 'robber' | TreasureId;
/** Island flags beside the white one. */
export type FlagColour = 'red' | 'blue';

/** One card of a row; `to` only for arrows and horses (two cells when doubled: middle, end). */
export interface DraftCard {
  card: ActionCardId;
  to?: CellChoice[];
}

/** Everything the judge needs for one island, keyed by seat id. */
export interface JudgeDraft {
  flags: FlagColour[];
  rows: Record<string, DraftCard[]>;
}

const PLAIN_CELLS: readonly string[] = ['empty', 'trap', 'robber'];
const isCell = (v: unknown): v is CellChoice => typeof v === 'string' && (PLAIN_CELLS.includes(v) || TREASURES.some((t) => t.id === v));

/** A blank draft. */
export const emptyDraft = (): JudgeDraft => ({ flags: [], rows: {} });

/** Reads a saved draft leniently: whatever is not a known card, cell or flag is dropped. */
export function asDraft(raw: unknown): JudgeDraft {
  if (!isRecord(raw)) return emptyDraft();
  const { flags, rows } = raw;
  const out = emptyDraft();
  if (Array.isArray(flags)) out.flags = (['red', 'blue'] as const).filter((f) => flags.includes(f));
  if (isRecord(rows)) {
    for (const [id, list] of Object.entries(rows)) {
      if (!Array.isArray(list)) continue;
      out.rows[id] = list
        .filter((c): c is DraftCard => isRecord(c) && isActionCardId(c.card))
        .map((c) => (isMoveCard(c.card) && Array.isArray(c.to) ? { card: c.card, to: c.to.filter(isCell).slice(0, 2) } : { card: c.card }));
    }
  }
  return out;
}

/** Index of the move card that card `i` belongs to (itself for a move), or -1 (rum, flag). */
export function ownerMove(row: readonly DraftCard[], i: number): number {
  for (let k = Math.min(i, row.length - 1); k >= 0; k--) if (isMoveCard(row[k]!.card)) return k;
  return -1;
}

/** Index just past move `m` and the cards stuck to it. */
function blockEnd(row: readonly DraftCard[], m: number): number {
  let k = m + 1;
  while (k < row.length && isAttachmentCard(row[k]!.card)) k++;
  return k;
}

/** True when move `m` already carries a card of this kind. */
export function hasAttachment(row: readonly DraftCard[], m: number, kind: AttachmentCard): boolean {
  return row.slice(m + 1, blockEnd(row, m)).some((c) => c.card === kind);
}

/** The move an attachment tapped now would stick to: the selected one, else the last move. */
export function attachTarget(row: readonly DraftCard[], selected: number): number {
  const m = selected >= 0 ? ownerMove(row, selected) : -1;
  return m >= 0 ? m : ownerMove(row, row.length - 1);
}

/** A row edit's outcome: the new row and which card is selected afterwards. */
export interface RowEdit {
  row: DraftCard[];
  selected: number;
}

/** Lays one more card where it really goes; `selected` is the card the player tapped last. */
export function addCard(row: readonly DraftCard[], card: ActionCardId, selected: number): RowEdit {
  const next = [...row];
  let rums = 0;
  while (rums < next.length && next[rums]!.card === 'rum') rums++;
  const shift = (from: number) => (selected >= from ? selected + 1 : selected);
  if (card === 'rum') {
    next.splice(rums, 0, { card }); // rivals put rum on top of the row
    return { row: next, selected: shift(rums) };
  }
  if (isFlagCard(card)) {
    if (next[rums] && isFlagCard(next[rums]!.card)) {
      next[rums] = { card }; // one flag per row: the new one replaces the old
      return { row: next, selected };
    }
    next.splice(rums, 0, { card });
    return { row: next, selected: shift(rums) };
  }
  if (isMoveCard(card)) {
    next.push({ card, to: [] });
    return { row: next, selected: next.length - 1 };
  }
  const m = attachTarget(next, selected);
  if (m < 0 || hasAttachment(next, m, card as AttachmentCard)) return { row: next, selected };
  next.splice(blockEnd(next, m), 0, { card });
  return { row: next, selected: m };
}

/** Takes card `i` back; a move goes with everything stuck to it, a double takes its second cell. */
export function removeCard(row: readonly DraftCard[], i: number): RowEdit {
  const card = row[i];
  if (!card) return { row: [...row], selected: row.length - 1 };
  const next = [...row];
  if (isMoveCard(card.card)) {
    next.splice(i, blockEnd(row, i) - i);
    return { row: next, selected: ownerMove(next, i - 1) };
  }
  next.splice(i, 1);
  const m = ownerMove(next, i - 1);
  if (card.card === 'double' && m >= 0) next[m] = { ...next[m]!, to: (next[m]!.to ?? []).slice(0, 1) };
  return { row: next, selected: m >= 0 ? m : ownerMove(next, next.length - 1) };
}

/** Sets what move `m` lands on in `slot` (0, or 1 for the end of a doubled move). */
export function setCell(row: readonly DraftCard[], m: number, slot: number, cell: CellChoice): DraftCard[] {
  const move = row[m];
  if (!move || !isMoveCard(move.card)) return [...row];
  const to = [...(move.to ?? [])];
  to[Math.min(slot, to.length)] = cell;
  const next = [...row];
  next[m] = { ...move, to };
  return next;
}

/** The referee's cell for a draft cell. */
function rawCell(cell: CellChoice): unknown {
  const treasure = TREASURES.find((t) => t.id === cell);
  return treasure ? { treasure: treasure.id, value: treasure.value } : cell;
}

/** The referee's input (see referee/index.ts) for the pirates who sailed to this island. */
export function judgeInput(draft: JudgeDraft, seats: string[], firstPlayer: string, sailing: string[]): unknown {
  return {
    seats,
    firstPlayer,
    islandFlags: draft.flags,
    pirates: sailing.map((id) => ({
      id,
      cards: (draft.rows[id] ?? []).map((c) =>
        c.to && c.to.length > 0 ? { card: c.card, to: c.to.length === 1 ? rawCell(c.to[0]!) : c.to.map(rawCell) } : { card: c.card },
      ),
    })),
  };
}
