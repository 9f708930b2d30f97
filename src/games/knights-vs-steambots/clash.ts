/**
 * Words for this game's saved fields in the two-tab clash question (src/ui/conflictFields.ts): the
 * label its own sheet uses, by dotted field path (the longest prefix wins), and the fields whose
 * words need a number or follow a pattern.
 */
import type { ClashFields } from '../types';

export const clashFields: ClashFields = {
  labels: {
    variant: 'knights-vs-steambots:setup.variant',
    victories: 'knights-vs-steambots:sections.victories',
    inventory: 'knights-vs-steambots:sections.inventory',
    hand: 'knights-vs-steambots:sections.hand',
    orders: 'knights-vs-steambots:sections.orders',
  },
  patterned: (rest) => {
    const [first, second] = rest;
    if (first === 'orders' && typeof second === 'number') return { key: 'knights-vs-steambots:fields.order', params: { number: second + 1 } };
    if (typeof first === 'string' && first !== 'orders' && first !== 'variant')
      return { key: `knights-vs-steambots:fields.${rest.filter((k) => typeof k === 'string').join('.')}` };
    return undefined;
  },
};
