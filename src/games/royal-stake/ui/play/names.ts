/** The namespace of every string of the Royal Stake play screen. */
export const GAME = 'royal-stake';
