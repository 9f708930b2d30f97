import { useEffect, useRef, useState } from 'preact/hooks';
import { getSession, saveSession } from '../storage/sessions';
import type { SessionRecord } from '../storage/types';

export type SaveState = 'idle' | 'saving' | 'saved' | 'error';

/**
 * Loads a session and edits it safely: changes are applied one after another to the latest
 * saved record, and the screen shows a change only after IndexedDB committed it. A failed write
 * leaves the screen on the last saved state and reports 'error' (the banner says why).
 */
export function useSession(id: string | undefined) {
  const [session, setSession] = useState<SessionRecord | null | undefined>(undefined);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const latest = useRef<SessionRecord | null>(null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  useEffect(() => {
    if (!id) return setSession(null);
    let live = true;
    getSession(id).then(
      (s) => live && ((latest.current = s ?? null), setSession(s ?? null)),
      () => live && setSession(null),
    );
    return () => {
      live = false;
    };
  }, [id]);

  /** Applies `change` to the latest record and saves it; resolves once committed (or failed). */
  const update = (change: (s: SessionRecord) => SessionRecord): Promise<boolean> => {
    const run = queue.current.then(async () => {
      const base = latest.current;
      if (!base) return false;
      setSaveState('saving');
      try {
        const saved = await saveSession(change(base));
        latest.current = saved;
        setSession(saved);
        setSaveState('saved');
        return true;
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
