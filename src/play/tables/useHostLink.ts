/**
 * The table screen's hook for a table across phones: when a seat is played on its own phone, the
 * host link (and the pairing code, peer and protocol behind it) loads as a lazy chunk, so
 * pass-and-play loads nothing of it. The link lives as long as the table screen; after a reload it
 * starts from what the host kept (tableMemory.ts).
 */
import { useEffect, useState } from 'preact/hooks';
import type { Engine } from '../../games/types';
import type { PlayController } from '../controller';
import type { HostLink } from './hostLink';

/** The host link of this table, or null (no phone seats, or still loading). */
export function useHostLink<S, M>(controller: PlayController<S, M> | null, engine: Engine<unknown, S, M>, game: string, sessionId: string, hosting: boolean) {
  const [link, setLink] = useState<HostLink<S, M> | null>(null);
  useEffect(() => {
    if (!controller || !hosting) return;
    let live = true;
    let made: HostLink<S, M> | null = null;
    // What this phone kept of the table (a reload): its guests' phones come back as away.
    void Promise.all([import('./hostLink'), import('./tableMemory').then((m) => m.loadHostMemory(sessionId))]).then(([{ HostLink }, memory]) => {
      if (!live) return;
      made = new HostLink(engine, controller, sessionId, game, memory);
      setLink(made);
    });
    return () => {
      live = false;
      made?.dispose();
      setLink(null);
    };
  }, [controller, hosting]);
  return link;
}
