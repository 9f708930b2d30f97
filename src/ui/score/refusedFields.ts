import { useEffect, useState } from 'preact/hooks';

/** A field that holds a typed value it refused: whose it is and which field, already translated. */
export interface RefusedField {
  /** The field as a person reads it, naming the player ("Gleb, round 2", "Dasha, coins"). */
  label: string;
  /** Why it was refused, in words ("Use a number from -99999 to 99999"). */
  reason: string;
}

// One sheet is on screen at a time; every number field on it reports here while it holds a
// refused value, so the sheet's attention list and Finish see it without each game wiring it.
const refused = new Map<string, RefusedField>();
const listeners = new Set<() => void>();

/** A field (by its id) now holds a refused value, or (null) no longer does. */
export function reportRefused(id: string, field: RefusedField | null): void {
  const had = refused.get(id);
  if (field === null ? !had : had && had.label === field.label && had.reason === field.reason) return;
  if (field === null) refused.delete(id);
  else refused.set(id, field);
  for (const l of listeners) l();
}

/** Every field on screen that holds a refused value, in the order they were refused. */
export const refusedFields = (): RefusedField[] => [...refused.values()];

/** The refused fields, re-rendering the caller whenever one is refused or corrected. */
export function useRefusedFields(): RefusedField[] {
  const [list, setList] = useState(refusedFields);
  useEffect(() => {
    const l = () => setList(refusedFields());
    listeners.add(l);
    l();
    return () => void listeners.delete(l);
  }, []);
  return list;
}
