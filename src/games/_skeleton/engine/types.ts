/** The skeleton's plain-JSON shapes: config, state (with its seeded RNG), moves and a seat's view. */
import type { RngState } from '../../../lib/rng';

export interface Config {
  players: number;
  /** Pebbles on the table at the start. */
  pile: number;
}
export interface State {
  pile: number;
  /** Face-down cards still to draw (secret: a view gives only their number). */
  deck: number[];
  /** Each seat's secret hand. */
  hands: number[][];
  pebbles: number[];
  /** Points from the cards each seat has played (public). */
  cards: number[];
  turn: number;
  rng: RngState;
}
export type Move = { t: 'take'; n: number } | { t: 'draw' } | { t: 'play'; card: number } | { t: 'roll' };

/** What one seat sees: its own hand, only the sizes of the others. */
export interface View {
  seat: number;
  pile: number;
  hand: number[];
  handSizes: number[];
  deckSize: number;
  scores: number[];
}
