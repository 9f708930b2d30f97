/**
 * The jack's +3 shift (2 players; rulebook «Игра на двоих»: at scoring a face-up jack may be
 * tucked under the bet card so its numbers count 3 higher). It is decided at scoring, with every
 * fact known, and it gives up the jack's face VP for the round, so it helps some rounds and
 * costs in others. Games saved before issue 20 (no `options.jackChoice`) were scored with Stolik
 * taking it for a seat exactly when that seat's round then scores more, and keep that rule so
 * their totals never change; new games ask the players (jack-choice.ts, ruling-two-jack-shift).
 * The round record carries the choice, so the breakdown shows it.
 */
import type { QuickRound } from './quick-count';

/** Running VP of every seat after a round record, or null when the count refuses it. */
export type RoundCount = (round: QuickRound) => readonly number[] | null;

/** True when the seat may shift: its jack lies face up (not bet) and it bet on its own. */
export const mayShift = (p: QuickRound['players'][string]): boolean => p.bets.length > 0 && !p.bets.includes('jack') && p.partner === undefined;

/**
 * `round` with `jackShift: true` for every seat whose points it raises. Seats' points do not
 * depend on each other's shift (2 players have no jester to count failed bets), so one count
 * with every shift on and one with all off decide each seat.
 */
export function withJackShifts(round: QuickRound, count: RoundCount): QuickRound {
  const ids = Object.keys(round.players);
  const can = ids.filter((id) => mayShift(round.players[id]!));
  if (can.length === 0) return round;
  const shifted: QuickRound = { ...round, players: { ...round.players } };
  for (const id of can) shifted.players[id] = { ...round.players[id]!, jackShift: true };
  const plain = count(round);
  const moved = count(shifted);
  if (!plain || !moved) return round;
  const out: QuickRound = { ...round, players: { ...round.players } };
  ids.forEach((id, i) => {
    if (can.includes(id) && moved[i]! > plain[i]!) out.players[id] = shifted.players[id]!;
  });
  return out;
}
