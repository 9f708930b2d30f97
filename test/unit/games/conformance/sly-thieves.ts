// Sly Thieves in the conformance suite: the advanced variant ("Продвинутая игра") besides the
// basic default, and a disguise that changes the values of the tiles other gangs took (only
// their number is public at the table, rules page #scoring).
import type { SlyState } from '../../../../src/games/sly-thieves/engine';
import type { SlyPlayOptions } from '../../../../src/games/sly-thieves/ui/play/playSetup';
import type { ConformanceAdapter } from '../conformance-helpers';

export const adapter: ConformanceAdapter<SlyState> = {
  options: (defaults) => [{ ...(defaults as SlyPlayOptions), variant: 'advanced' } satisfies SlyPlayOptions],
  disguise: (state, seat) => ({
    ...state,
    loot: state.loot.map((l, other) => (other === seat ? l : l.map((v) => (v === 3 ? 1 : 3)))),
    rng: [1, 2, 3, 4],
  }),
};
