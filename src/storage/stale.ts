/**
 * A save refused because another tab saved the same session first (compare-and-set on `rev`).
 * It carries the newer record so the screen can rebase the person's change onto it.
 */
import type { SessionRecord } from './types';

/** The error code shown (and translated) when a save lost a race with another tab. */
export const ERR_STALE = 'ERR_STALE';

/** Thrown by `saveSession` when the stored revision is not the one the change was made on. */
export class StaleSaveError extends Error {
  override readonly name = 'StaleSaveError';
  readonly code = ERR_STALE;
  constructor(readonly current: SessionRecord) {
    super(ERR_STALE);
  }
}

/** True for the refusal above (also across realms, where `instanceof` fails). */
export function isStale(err: unknown): err is StaleSaveError {
  return err instanceof StaleSaveError || (err as { code?: unknown } | null)?.code === ERR_STALE;
}
