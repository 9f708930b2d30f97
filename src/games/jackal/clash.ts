/**
 * Words for this game's saved fields in the two-tab clash question (src/ui/conflictFields.ts): the
 * label its own sheet uses, by dotted field path (the longest prefix wins), and the fields whose
 * words need a number or follow a pattern.
 */
import type { ClashFields } from '../types';

export const clashFields: ClashFields = {
  labels: { islands: 'jackal:sheet.islands', starter: 'jackal:sheet.firstPlayer', planned: 'jackal:setup.length', judged: 'jackal:judge.verdict' },
  patterned: ([first, second]) => {
    if (first === 'islands' && typeof second === 'number') return { key: 'common:sync.fields.island', params: { n: second + 1 } };
    if (first === 'judged' && typeof second === 'string') return { key: 'jackal:judge.title', params: { n: second } };
    return undefined;
  },
};
