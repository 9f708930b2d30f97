import { useEffect, useRef, useState } from 'preact/hooks';
import { onSessionSaved } from '../storage/sessionChannel';
import { getSession, saveSession } from '../storage/sessions';
import { isStale } from '../storage/stale';
import type { SessionRecord } from '../storage/types';
import { planRebase } from './rebase';
import { askConflict } from './saveConflicts';

export type SaveState = 'idle' | 'saving' | 'saved' | 'error';

/** How a change is written (tests pass a slow one to stage races). */
export type SessionSaver = (s: SessionRecord) => Promise<SessionRecord>;

/**
 * Saves `change(base)`; when another tab saved first, rebases it: a change to other values runs
 * again on the newer record, a clash on the same value asks the person. Resolves with the record
 * now stored and whether the change is in it.
 */
export async function saveRebased(
  base: SessionRecord,
  change: (s: SessionRecord) => SessionRecord,
  save: SessionSaver = saveSession,
  ask: typeof askConflict = askConflict,
): Promise<{ record: SessionRecord; applied: boolean }> {
  let from = base;
  // The clashes the person answered "keep mine" to: a later race over the very same values
  // re-runs without asking again; any other clash (a value changed again meanwhile) is asked.
  let answered = '';
  for (let tries = 0; tries < 20; tries++) {
    const mine = change(from);
    // A change that changes nothing (e.g. refused: the session is finished) writes nothing.
    if (mine === from) return { record: from, applied: false };
    try {
      return { record: await save(mine), applied: true };
    } catch (err) {
      if (!isStale(err)) throw err;
      const theirs = err.current;
      const plan = planRebase(from, mine, theirs);
      if (plan.kind === 'already') return { record: theirs, applied: true };
      if (plan.kind === 'clash' && JSON.stringify(plan.clashes) !== answered) {
        if ((await ask(theirs, plan.clashes)) === 'theirs') return { record: theirs, applied: false };
        answered = JSON.stringify(plan.clashes);
      }
      from = theirs;
    }
  }
  throw new Error('ERR_STALE');
}

/**
 * Loads a session and edits it safely: changes are applied one after another to the latest
 * saved record, and the screen shows a change only after IndexedDB committed it. A save that
 * lost a race with another tab is rebased (see `saveRebased`); a save made in another tab
 * reloads this one. A failed write leaves the screen on the last saved state and reports
 * 'error' (the banner says why). `accept` says which records this screen may show and write.
 */
export function useSession(id: string | undefined, save: SessionSaver = saveSession, accept?: (s: SessionRecord) => boolean) {
  const [session, setSession] = useState<SessionRecord | null | undefined>(undefined);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const latest = useRef<SessionRecord | null>(null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  useEffect(() => {
    if (!id) return setSession(null);
    let live = true;
    const adopt = (found: SessionRecord | undefined) => {
      if (!live) return;
      // A record this screen was not built for (another game's, another kind) is never adopted:
      // the screen says "not found" and `update` has no base to write on.
      const s = found && accept && !accept(found) ? undefined : found;
      latest.current = s ?? null;
      setSession(s ?? null);
    };
    getSession(id).then(adopt, () => live && setSession(null));
    // Another tab saved (or a backup was imported): follow it, queued so that a save of ours in
    // flight finishes first. Any other revision counts: an import may even lower it.
    const stop = onSessionSaved((msg) => {
      if (msg.id !== id || latest.current?.rev === msg.rev) return;
      queue.current = queue.current.then(async () => {
        const fresh = await getSession(id).catch(() => undefined);
        if (fresh && fresh.rev !== latest.current?.rev) adopt(fresh);
      });
    });
    return () => {
      live = false;
      stop();
    };
  }, [id]);

  /** Applies `change` to the latest record and saves it; resolves once committed (or failed). */
  const update = (change: (s: SessionRecord) => SessionRecord): Promise<boolean> => {
    const run = queue.current.then(async () => {
      const base = latest.current;
      if (!base) return false;
      setSaveState('saving');
      try {
        const { record, applied } = await saveRebased(base, change, save);
        latest.current = record;
        setSession(record);
        setSaveState('saved');
        return applied;
      } catch {
        setSaveState('error');
        return false;
      }
    });
    queue.current = run;
    return run;
  };

  return { session, update, saveState };
}
