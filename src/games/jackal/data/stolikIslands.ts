/**
 * Stolik's own 40 island cards, not the box's (its islands were lost from the text). Each came out
 * of engine/islands/generate.ts with the seed equal to its id and passed the fairness and
 * solvability checks (engine/islands/check.ts, which defines both words); they are stored here so
 * that a later change to the generator never changes a game. Letters: W white flag, R red flag,
 * B blue flag, . empty, T trap, X robber, ~ water, 1/2/3 treasures; top row first.
 */
import type { Island } from './island';

/** The 40 Stolik islands; a game shuffles them and reveals ten (four in the learning game). */
export const STOLIK_ISLANDS: readonly Island[] = [
  { id: 'stolik-1', rows: ['X1~~.', '~..21', '.B..R', '.....', '~..W.'] },
  { id: 'stolik-2', rows: ['.~.~R', 'W1..~', '.....', '...2.', '..~..'] },
  { id: 'stolik-3', rows: ['...R.', '~....', '~..X.', '3...T', '..~1W'] },
  { id: 'stolik-4', rows: ['T~...', '.R..W', '....T', '.2B..', '~...2'] },
  { id: 'stolik-5', rows: ['....R', '~...X', '.3X1.', '~.BT.', '...~W'] },
  { id: 'stolik-6', rows: ['~~..3', '..1.~', '.....', '~...W', '...~R'] },
  { id: 'stolik-7', rows: ['.....', '3.1.X', '....1', 'XT...', '.W~~~'] },
  { id: 'stolik-8', rows: ['.....', '.2..W', '~T..~', '....~', '..3~1'] },
  { id: 'stolik-9', rows: ['.~R~~', '2.X.W', '...1~', '...1.', 'X..~.'] },
  { id: 'stolik-10', rows: ['W....', 'TR1T~', '~.X..', '.X2..', '.....'] },
  { id: 'stolik-11', rows: ['...~.', 'T....', '...3.', 'W...1', '1..~.'] },
  { id: 'stolik-12', rows: ['.~.~1', '.T..W', '..B.~', 'T....', '3.~R.'] },
  { id: 'stolik-13', rows: ['~....', '....~', 'W.2B.', '~...~', '..~3.'] },
  { id: 'stolik-14', rows: ['~.R~.', 'W.T..', '...2~', '.XB12', '..~.T'] },
  { id: 'stolik-15', rows: ['.~~T.', 'R...X', 'T....', '..X.1', '.3..W'] },
  { id: 'stolik-16', rows: ['..R..', 'T...~', '~2..W', '.X..T', '1.1~X'] },
  { id: 'stolik-17', rows: ['~1..~', '.R1..', 'W.X2~', '.B.TT', '..~X.'] },
  { id: 'stolik-18', rows: ['X..~.', '...2T', '1....', 'R..3~', 'W...X'] },
  { id: 'stolik-19', rows: ['~~R.~', '..TB2', '.....', '1.X.~', '...W.'] },
  { id: 'stolik-20', rows: ['.....', 'W1..~', '...3.', '~....', '2....'] },
  { id: 'stolik-21', rows: ['..3.1', '~.T..', 'W....', '~....', '1.~..'] },
  { id: 'stolik-22', rows: ['.X.W~', '.1..~', '~3..~', '.....', '..~T.'] },
  { id: 'stolik-23', rows: ['W..~.', 'T..X.', '....1', '...X3', '~~...'] },
  { id: 'stolik-24', rows: ['~.T..', 'WX.2.', '....~', '...3~', '~~...'] },
  { id: 'stolik-25', rows: ['..~..', '..2..', '....2', '...B.', '.~W.~'] },
  { id: 'stolik-26', rows: ['~~.W.', '.....', '....1', '...T.', '.~3..'] },
  { id: 'stolik-27', rows: ['~.~..', '~.2..', 'X2R.T', '.1...', '.W..~'] },
  { id: 'stolik-28', rows: ['W..1T', '~....', '.X.3~', 'T2..~', '.B~..'] },
  { id: 'stolik-29', rows: ['1~W..', '.B...', 'R...~', '2....', '...X.'] },
  { id: 'stolik-30', rows: ['~....', '1X.12', '.....', '.....', '.~WX.'] },
  { id: 'stolik-31', rows: ['...WB', '~.1..', '~3...', '..1R.', '.....'] },
  { id: 'stolik-32', rows: ['~.T..', '..T..', '~B..2', '...X.', 'X1.~W'] },
  { id: 'stolik-33', rows: ['~...~', '~..2~', '.T1X~', '..X..', '..T.W'] },
  { id: 'stolik-34', rows: ['~..1.', '....~', '.T..W', '~2..X', 'R..T1'] },
  { id: 'stolik-35', rows: ['W..~.', '..BX.', '~....', '...2.', '.~2.~'] },
  { id: 'stolik-36', rows: ['....1', '....~', 'WT...', '..B3.', '..~.~'] },
  { id: 'stolik-37', rows: ['.~1W~', '.....', '.....', '~....', '...3~'] },
  { id: 'stolik-38', rows: ['....B', 'T.2..', '.....', '~X1.W', 'T1.~R'] },
  { id: 'stolik-39', rows: ['.~...', '.3.X.', '.B1..', '...XW', '~..~.'] },
  { id: 'stolik-40', rows: ['~1...', '..T.W', '.....', '.3B..', '~...1'] },
];
