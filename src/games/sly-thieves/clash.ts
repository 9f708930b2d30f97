/**
 * Words for this game's saved fields in the two-tab clash question (src/ui/conflictFields.ts): the
 * label its own sheet uses, by dotted field path (the longest prefix wins), and the fields whose
 * words need a number or follow a pattern.
 */
import type { ClashFields } from '../types';

export const clashFields: ClashFields = {
  labels: {
    variant: 'sly-thieves:options.variant',
    distribution: 'sly-thieves:options.bank',
    tiles: 'sly-thieves:sheet.bankLoot',
    'tiles.1': 'sly-thieves:sheet.rowCash',
    'tiles.2': 'sly-thieves:sheet.rowGoldBar',
    'tiles.3': 'sly-thieves:sheet.rowDiamond',
  },
};
