/** Id of the free score pad, which scores any other game and is not one of the boxes (lower layers name it here). */
export const SCORE_PAD = 'score-pad';
