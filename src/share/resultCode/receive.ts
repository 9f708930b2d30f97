/**
 * Keeping a result received as a code: read it, say whether this phone already has that session,
 * and write it only when it does not (addSessionIfAbsent: nothing is ever written over).
 */
import { addSessionIfAbsent, getSession } from '../../storage/sessions';
import { summarize } from '../../storage/summary';
import type { SessionSummary } from '../../storage/types';
import { readResultCode, receivedSession, type ReadCodeError } from './read';
import type { CodedResult } from './types';

export type Checked = { ok: true; value: CodedResult; present: boolean } | { ok: false; error: ReadCodeError };

/** Reads a code and looks its session up; never throws (a storage failure reads as "not present", the save then says). */
export async function checkCode(text: string): Promise<Checked> {
  const read = readResultCode(text);
  if (!read.ok) return read;
  const present = await getSession(read.value.id).then(
    (s) => s !== undefined,
    () => false,
  );
  return { ok: true, value: read.value, present };
}

/** Writes the received session unless it is there: 'saved' with its summary, 'already', or 'failed' (nothing written). */
export async function saveReceived(value: CodedResult, now: number): Promise<{ status: 'saved'; summary: SessionSummary } | { status: 'already' | 'failed' }> {
  const record = receivedSession(value, now);
  try {
    return (await addSessionIfAbsent(record)) ? { status: 'saved', summary: summarize(record) } : { status: 'already' };
  } catch {
    return { status: 'failed' };
  }
}
