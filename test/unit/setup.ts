// IndexedDB for storage tests: a fresh in-memory implementation in every test file.
import 'fake-indexeddb/auto';
import { watchListings } from '../../src/games/royal-stake/engine/listed';

// Test files start their own i18next instances: none of them prints i18next's product notice.
process.env.I18NEXT_NO_SUPPORT_NOTICE = '1';

// The Royal Stake engine trusts a move it has just listed for the same state (engine/listed.ts):
// the state, the list and its moves are read-only. Frozen here, so code that edits one fails its
// test. States share their unchanged parts, so each listing freezes only what is new.
const freezeDeep = (x: unknown): void => {
  if (typeof x !== 'object' || x === null || Object.isFrozen(x)) return;
  Object.freeze(x);
  for (const v of Object.values(x)) freezeDeep(v);
};
watchListings((state, moves) => {
  freezeDeep(state);
  freezeDeep(moves);
});
