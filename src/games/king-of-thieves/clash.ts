/**
 * Words for this game's saved fields in the two-tab clash question (src/ui/conflictFields.ts): the
 * label its own sheet uses, by dotted field path (the longest prefix wins), and the fields whose
 * words need a number or follow a pattern.
 */
import type { ClashFields } from '../types';

export const clashFields: ClashFields = {
  labels: { coins: 'king-of-thieves:sheet.coins', notoriety: 'king-of-thieves:sheet.notoriety', cards: 'king-of-thieves:table.cards' },
};
