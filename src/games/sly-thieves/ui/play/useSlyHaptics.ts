/**
 * Short vibrations at the Sly Thieves table (src/play/haptics.ts, off in the settings or on
 * devices that cannot vibrate): one when the turn comes to the person holding the phone, a
 * double one when their gang takes a tile. Only changes buzz: opening a game does not.
 */
import { useEffect, useRef } from 'preact/hooks';
import { buzz, loadHaptics } from '../../../../play/haptics';
import type { SlyView } from '../../engine/types';

/** Buzzes on the viewer's turn starting and on their loot growing. */
export function useSlyHaptics(view: SlyView | null, myTurn: boolean): void {
  const last = useRef<{ viewer: number; turn: boolean; loot: number } | null>(null);
  useEffect(() => void loadHaptics(), []);
  useEffect(() => {
    if (!view) return;
    const now = { viewer: view.viewer, turn: myTurn, loot: view.lootCounts[view.viewer] ?? 0 };
    const was = last.current;
    last.current = now;
    if (!was || was.viewer !== now.viewer) return;
    if (now.loot > was.loot) buzz('won');
    else if (now.turn && !was.turn) buzz('turn');
  }, [view, myTurn]);
}
