/** Royal Stake referee: the pure trick judge. */
export { resolveTrick } from './resolve-trick';
export type { TrickCard, TrickContext, TrickPlay, TrickReason, TrickVerdict, FollowViolation } from './types';
