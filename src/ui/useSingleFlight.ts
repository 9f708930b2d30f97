import { useRef, useState } from 'preact/hooks';

/**
 * Start buttons: runs an async action at most once at a time. The lock is a ref, not state, so
 * two taps delivered in one frame (a machine-speed double tap, before any re-render) cannot both
 * pass and create two sessions. An action that resolves `true` has left the screen (navigated to
 * what it created): the lock stays on; otherwise (a refusal, a failed save) the button is free again.
 */
export function useSingleFlight() {
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const run = async (action: () => Promise<boolean | void>): Promise<void> => {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    let left = false;
    try {
      left = (await action()) === true;
    } finally {
      if (!left) {
        busy.current = false;
        setPending(false);
      }
    }
  };
  return { run, pending };
}
