/** Sly Thieves printed facts: tile values and icons, the board, the default tile distribution. */
export * from './tiles';
export * from './board';
export * from './distribution';
