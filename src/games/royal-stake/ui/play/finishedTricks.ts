/**
 * Every trick finished between two positions the table drew, with the summary of the round one
 * of them closed. The table may draw several moves at once (bots answer fast, a busy phone
 * batches renders), so the tricks are found from the whole stretch of log between the two
 * views, never from the last move alone: no finished trick and no round summary is skipped.
 */
import type { LogEntry } from '../../../../play/types';
import type { PlayRecord, RsView } from '../../engine/types';
import { roundSummary, type RoundSummary } from './roundSummary';
import { afterTrick, isRoundOverLine, keptMoment, playFromLog, rebuiltMoment, type TrickMoment } from './trickMoment';

/** Log keys of the standard game's moves inside a trick: the hermit's draw and discard, the ninja, the exchange. */
const IN_TRICK = new Set(['std.hermit', 'discard', 'std.ninja', 'std.exchange', 'std.exchangeBack']);

/** A finished trick to show, and the summary to open after it when it closed the round. */
export interface FinishedTrick {
  m: TrickMoment;
  summary: RoundSummary | null;
  /**
   * The trick was shown already when it ended (2 players: the jack decisions came after it), so
   * only its round's summary is new: the table opens it straight away, never the trick again.
   */
  shown?: true;
}

/**
 * The tricks finished between `prev` (seen with `prevLog` log lines) and `next`, oldest first.
 * Both views must be the same seat's; `log` is the whole log now.
 */
export function finishedTricks(prev: RsView | null, prevLog: number, next: RsView, log: readonly LogEntry[]): FinishedTrick[] {
  if (!prev || prev.seat !== next.seat || prevLog >= log.length) return [];
  // Still the same round: the engine's own history has every trick finished since.
  if (next.round === prev.round && next.phase !== 'over') {
    return next.history.slice(prev.history.length).map((trick) => ({ m: keptMoment(next, trick), summary: null }));
  }
  // The round ended since: its last tricks from the log, then any the next round has finished already.
  const later = next.round !== prev.round ? next.history.map((trick) => ({ m: keptMoment(next, trick), summary: null })) : [];
  if (prev.phase === 'jack') return [...jackRoundEnd(prev, next), ...later];
  return [...roundRest(prev, log.slice(prevLog), next), ...later];
}

/**
 * 2 players: the round ended with the jack decisions (phase 'jack', every trick already in
 * `prev.history`, its last one shown when it ended): the round's summary, counted from the view
 * before that trick, marked `shown` so the table does not lay the trick out a second time.
 */
function jackRoundEnd(prev: RsView, next: RsView): FinishedTrick[] {
  const last = prev.history.at(-1);
  if (!last) return [];
  const m: TrickMoment = { ...keptMoment(prev, last), roundOver: true };
  const seats = prev.seats.map((s, i) => (i === last.winner ? { ...s, tricks: s.tricks - 1 } : s));
  const before: RsView = { ...prev, seats, history: prev.history.slice(0, -1) };
  return [{ m, summary: roundSummary(before, m, next), shown: true }];
}

/**
 * The tricks that finished `prev`'s round (the view now shows a later round or the result),
 * rebuilt card by card from the log lines played since; the round ends when every hand is empty.
 */
function roundRest(prev: RsView, lines: readonly LogEntry[], next: RsView): FinishedTrick[] {
  // The hermit's discard and the exchange happen inside a trick: the trick is still on the table.
  if (!['trick', 'hermit', 'exchange'].includes(prev.phase) || !prev.trick) return [];
  const out: FinishedTrick[] = [];
  const sizes = prev.handSizes.slice();
  let at = prev;
  let plays: PlayRecord[] = prev.trick.plays.slice();
  let pending = prev.trick.greenPending.slice();
  for (const line of lines) {
    const seat = line.log.params?.seat;
    if (line.log.key === 'green' && typeof seat === 'number') {
      pending.push(seat);
      continue;
    }
    const play = playFromLog(line, pending);
    // The standard game's abilities inside a trick are no cards, and the trick goes on after them.
    if (!play && IN_TRICK.has(line.log.key)) continue;
    if (!play) break; // not a card: the round's tricks are over
    if (play.greenQueen) pending = pending.filter((s) => s !== play.seat);
    plays.push(play);
    sizes[play.seat] = (sizes[play.seat] ?? 1) - 1;
    if (plays.length < prev.config.players) continue;
    // The round's last card says so in its line (a hermit's draw may leave the counts unsure).
    const m = rebuiltMoment(at, plays, isRoundOverLine(line) || sizes.every((n) => n <= 0));
    if (m.roundOver) {
      out.push({ m, summary: roundSummary(at, m, next) });
      break;
    }
    out.push({ m, summary: null });
    at = afterTrick(at, m);
    plays = [];
    pending = [];
  }
  return out;
}
