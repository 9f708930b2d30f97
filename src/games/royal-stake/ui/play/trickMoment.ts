/**
 * The trick as the table shows it: which card is winning while the trick is played (the trick
 * judge, referee/resolveTrick, read-only), and a trick just finished: as the engine kept it in
 * the round's history or, once the view already shows the next round, rebuilt from the view
 * before it and the public log lines of its cards (finishedTricks.ts), its winner taken from the
 * engine's own trick winner.
 */
import type { LogEntry } from '../../../../play/types';
import { toTrickPlay } from '../../engine/trick/explain';
import { flagBonusFor } from '../../engine/trick/finish';
import { trickWinner } from '../../engine/trick/winner';
import type { DoneTrick, PlayRecord, RsView } from '../../engine/types';
import { resolveTrick, type TrickVerdict } from '../../referee';

/** The judge's verdict on `plays` in the view's mode and trump (null when nothing is laid or it refuses). */
export function judgePlays(view: Pick<RsView, 'config' | 'trump'>, plays: readonly PlayRecord[]): TrickVerdict | null {
  if (plays.length === 0) return null;
  const mode = view.config.mode;
  const ctx = mode === 'i-am-king' ? { mode, trump: view.trump ?? undefined } : { mode };
  try {
    const r = resolveTrick(plays.map(toTrickPlay), ctx);
    return r.ok ? r.value : null;
  } catch {
    return null;
  }
}

/** The seat whose card is winning the trick on the table so far, or null before the first card. */
export function winningSeat(view: Pick<RsView, 'config' | 'trump' | 'trick'>): number | null {
  const plays = view.trick?.plays ?? [];
  const v = judgePlays(view, plays);
  return v ? (plays[v.winner]?.seat ?? null) : null;
}

/** A trick just finished: the trick, the judge's verdict, and whether it closed the round. */
export interface TrickMoment {
  trick: DoneTrick;
  verdict: TrickVerdict | null;
  /** The round of the trick (the view may already show the next one). */
  round: number;
  roundOver: boolean;
  /** How many rarity-strength cards were in it (for a white flag's win, "I am King"). */
  rarities: number;
}

/** Card plays; the standard game's militia swap wraps the play's line in its own ('std.militia'). */
const PLAY_KEYS = new Set(['play', 'playKing', 'playQueen', 'playKingQueen', 'std.militia']);
/** The round's last card: its line also gives the round's result (engine/describe.ts; 2 players may add the jack shift). */
const ROUND_OVER = /^roundOver\d(Shift|ShiftBoth)?$/;

/** True for the line of a round's last card (it carries the round's result). */
export const isRoundOverLine = (entry: LogEntry): boolean => ROUND_OVER.test(entry.log.key);

/** A card play as the log tells it, with what came with it (the green queen from the trick before). */
export function playFromLog(entry: LogEntry | undefined, greenPending: readonly number[]): PlayRecord | null {
  if (!entry || !(PLAY_KEYS.has(entry.log.key) || ROUND_OVER.test(entry.log.key))) return null;
  const p = entry.log.params ?? {};
  if (typeof p.seat !== 'number' || typeof p.card !== 'string') return null;
  const play: PlayRecord = { seat: p.seat, card: p.card };
  if (typeof p.king === 'string' && p.king) play.king = p.king as PlayRecord['king'];
  if (p.queen === 'white' || p.queen === 'blue') play.queen = p.queen;
  if (p.queen === 'red') play.redQueen = true;
  if (p.queen === 'black') play.blackQueen = true;
  if (greenPending.includes(p.seat)) play.greenQueen = true;
  return play;
}

/** The moment of a trick the engine kept in `view.history` (the view is still in its round). */
export function keptMoment(view: RsView, trick: DoneTrick): TrickMoment {
  return {
    trick,
    verdict: judgePlays(view, trick.plays),
    round: view.round,
    roundOver: false,
    rarities: trickWinner(trick.plays, view.config.mode, view.trump).rarities,
  };
}

/**
 * The moment of the full trick `plays` laid in `at` (a view in phase 'trick' before its last
 * card), rebuilt as the engine finishes it: its winner, and a white flag's bonus in "I am King".
 */
export function rebuiltMoment(at: RsView, plays: PlayRecord[], roundOver: boolean): TrickMoment {
  const fast = trickWinner(plays, at.config.mode, at.trump);
  const bonus = at.config.mode === 'i-am-king' && fast.flagOverRarity ? flagBonusFor(fast.rarities) : 0;
  const trick: DoneTrick = { leader: at.trick?.leader ?? plays[0]!.seat, plays, winner: plays[fast.index]!.seat, flagBonus: bonus };
  return { trick, verdict: judgePlays(at, plays), round: at.round, roundOver, rarities: fast.rarities };
}

/** `view` after the trick of `m` closed, as the engine keeps it (the winner's tricks, wins, flag VP, used kings). */
export function afterTrick(view: RsView, m: TrickMoment): RsView {
  const seats = view.seats.map((s) => ({ ...s, flagWins: s.flagWins.slice() }));
  const w = seats[m.trick.winner]!;
  w.tricks += 1;
  if (m.trick.plays.find((p) => p.seat === m.trick.winner)?.redQueen) w.redQueenWin = true;
  if (m.trick.flagBonus > 0) {
    w.flagWins.push(m.rarities);
    w.score += m.trick.flagBonus;
  }
  for (const p of m.trick.plays) if (p.king) seats[p.seat]!.king = 'used';
  return { ...view, seats, history: [...view.history, m.trick], trick: { leader: m.trick.winner, plays: [], greenPending: [] } };
}
