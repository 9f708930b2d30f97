/** Royal Stake card data: the one source of printed numbers (re-exported for convenience). */
export * from './colours';
export * from './rulers';
export * from './characters';
export * from './decks';
export * from './modes';
export * from './card-values';
export * from './anchors';
export * from './king-numbering';
export * from './stolik-values';
