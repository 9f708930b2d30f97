/**
 * Clashes waiting for a person's choice: both tabs changed the same value. Any screen saving
 * through `useSession` may raise one; the shell shows them (SaveConflict), so no game screen
 * needs to know. A tiny observable, like the notices.
 */
import type { SessionRecord } from '../storage/types';
import type { Clash } from './rebase';

/** One pending question: keep my values, or the other tab's? */
export interface PendingConflict {
  key: number;
  /** The newer record (the other tab's), for naming players and the session. */
  theirs: SessionRecord;
  clashes: Clash[];
  choose: (keep: 'mine' | 'theirs') => void;
}

let pending: PendingConflict[] = [];
let nextKey = 1;
const listeners = new Set<(list: PendingConflict[]) => void>();
const emit = () => listeners.forEach((l) => l(pending));

/** Asks the person; resolves with their choice. */
export function askConflict(theirs: SessionRecord, clashes: Clash[]): Promise<'mine' | 'theirs'> {
  return new Promise((resolve) => {
    const key = nextKey++;
    const choose = (keep: 'mine' | 'theirs') => {
      pending = pending.filter((p) => p.key !== key);
      emit();
      resolve(keep);
    };
    pending = [...pending, { key, theirs, clashes, choose }];
    emit();
  });
}

/** Subscribes to the pending list; returns the unsubscribe function. */
export function onConflicts(listener: (list: PendingConflict[]) => void): () => void {
  listeners.add(listener);
  listener(pending);
  return () => listeners.delete(listener);
}
