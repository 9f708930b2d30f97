/**
 * What a guest's board gets from `usePlayGame()`, built from the host's messages alone: its own
 * seat's view, its own legal moves on its turn, the public log and, at the end, the outcome. No
 * undo and no hints on a guest (the host holds the game).
 */
import { fail } from '../../../lib/result';
import { PLAYER_COLORS } from '../../../ui/colors';
import type { SeatRecord } from '../../../storage/types';
import type { Outcome } from '../../../games/types';
import { outcomeForSeats } from '../../playData';
import type { PlayGame } from '../../types';
import type { GuestTable } from '../guest';
import type { GuestLink } from '../guestLink';

/** The seats as people: ids are seat numbers, so the engine's outcome keys need no renaming. */
export const guestPlayers = (g: GuestTable): SeatRecord[] =>
  g.seats.map((s, i) => ({ id: String(i), name: s.name, color: s.color ?? PLAYER_COLORS[i % PLAYER_COLORS.length]! }));

/** The outcome the host sent, if it has the shape of one. */
export function guestOutcome(g: GuestTable): Outcome | null {
  const o = g.outcome as { finished?: unknown; result?: { totals?: unknown; ranking?: unknown; breakdown?: unknown } } | undefined;
  if (!o || o.finished !== true || !o.result || typeof o.result.totals !== 'object' || !Array.isArray(o.result.ranking)) return null;
  const result = { breakdown: {}, ...(o.result as object) } as Outcome['result'];
  return outcomeForSeats({ finished: true, result }, guestPlayers(g));
}

export function guestGame(g: GuestTable, link: GuestLink): PlayGame {
  const outcome = guestOutcome(g);
  return {
    game: g.game,
    players: guestPlayers(g),
    seats: g.seats.map((s) => (s.kind === 'bot' ? { kind: 'bot' } : { kind: 'human' })),
    seat: g.seat,
    toMove: g.toMove,
    view: g.view,
    legalMoves: g.toMove === g.seat && !outcome && !link.pending ? (g.moves ?? []) : [],
    play: (move) => Promise.resolve(link.play(move)),
    undo: () => Promise.resolve(fail('ERR_UNDO_NOTHING')),
    canUndo: false,
    undoSeat: null,
    log: g.log.map((l, index) => ({ seat: l.seat, checkpoint: false, log: { key: l.key, ...(l.params ? { params: l.params } : {}) }, index })),
    outcome,
    thinking: null,
    busy: link.pending !== null,
    error: g.refusal ? { ok: false, error: g.refusal } : null,
  };
}
