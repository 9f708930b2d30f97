import { useEffect, useState } from 'preact/hooks';
import { ensureScreenStrings } from '../i18n';
import { Lazy } from '../nav/Lazy';
import { onConflicts } from './saveConflicts';

const loadSaveConflict = () => Promise.all([import('./SaveConflict'), ensureScreenStrings()]).then(([m]) => m.SaveConflict);

/**
 * Mounts the two-tab question only while one is pending: the panel, its field names for every
 * game, its strings and its styles load then (precached, so offline too), never on the first load.
 */
export function SaveConflictHost() {
  const [open, setOpen] = useState(false);
  useEffect(() => onConflicts((list) => setOpen(list.length > 0)), []);
  return open ? <Lazy load={loadSaveConflict} props={{}} /> : null;
}
