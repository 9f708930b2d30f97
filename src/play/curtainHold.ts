/**
 * A board may keep the screen a moment after its own person's move, before the pass-the-phone
 * curtain or the result comes up (Royal Stake shows the finished trick and the round summary).
 * PlayTable offers `release` through this context only then; the board calls it when done.
 */
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';

/** What a holding board is told: why the table waits, and how to let it go on. */
export interface CurtainHold {
  /** The curtain for the next person, or the game's result, is waiting behind the board. */
  next: 'curtain' | 'result';
  release(): void;
}

/** Provided by PlayTable while it holds the curtain or the result for the board. */
export const CurtainHoldContext = createContext<CurtainHold | null>(null);

/** The hold, when the table is waiting for this board to finish showing something. */
export const useCurtainHold = (): CurtainHold | null => useContext(CurtainHoldContext);
