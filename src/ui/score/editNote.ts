/**
 * The field a person just changed, noted by the Stepper right before it hands the new value on,
 * so the score session can name the change in its undo button ("Coins: 0 → 3") without every
 * game passing labels around. The note lives for the current task only: an edit that did not
 * come from a field (a chip, a toggle) never picks up a stale one.
 */
export interface FieldNote {
  field: string;
  from: number | null;
  to: number | null;
  /** Keystrokes typed during one focus of one field share a burst: undo takes them back as one change. */
  burst?: number;
}

let bursts = 0;
/** A new burst number (the Stepper takes one each time its field gains the focus). */
export const newBurst = (): number => ++bursts;

let pending: FieldNote | null = null;

/** Notes the field about to change (called synchronously before `onChange`). */
export function noteFieldEdit(note: FieldNote): void {
  pending = note;
  queueMicrotask(() => {
    if (pending === note) pending = null;
  });
}

/** The note for the edit being made now, if any; reading it clears it. */
export function takeFieldNote(): FieldNote | null {
  const note = pending;
  pending = null;
  return note;
}
