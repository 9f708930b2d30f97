// IndexedDB for storage tests: a fresh in-memory implementation in every test file.
import 'fake-indexeddb/auto';
import { BroadcastChannel as NodeChannel } from 'node:worker_threads';
import { render } from 'preact';
import { afterAll } from 'vitest';
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

// Files with a DOM run in vmForks (vitest.config.ts), where a file's VM context gets happy-dom's
// globals but not Node's BroadcastChannel, which forks gave every file (the other-tab tests and
// src/storage/sessionChannel.ts use it). Node's own is lent, and every channel a file opened is
// closed when the file ends: a channel is process-wide, and the next file in the same worker must
// not reach one left open here (forks ended the process instead).
if (typeof globalThis.BroadcastChannel === 'undefined') {
  const open = new Set<NodeChannel>();
  class FileChannel extends NodeChannel {
    constructor(name: string) {
      super(name);
      open.add(this);
    }
    override close(): void {
      open.delete(this);
      super.close();
    }
  }
  globalThis.BroadcastChannel = FileChannel as unknown as typeof globalThis.BroadcastChannel;
  afterAll(() => {
    for (const c of [...open]) c.close();
  });
}

// A screen left mounted at the end of a DOM test file can still render when a pending IndexedDB
// read or autosave settles, after the DOM environment is gone ("requestAnimationFrame is not
// defined", an unhandled error that fails the run). Every Preact root still in the document is
// unmounted before the environment is torn down. Preact marks a root container with `__k` (its
// rendered children).
afterAll(() => {
  if (typeof document === 'undefined') return;
  for (const el of [document.body, ...document.body.querySelectorAll('*')]) {
    if ((el as unknown as { __k?: unknown }).__k) render(null, el);
  }
});
