/** Who moves, what they may do, and playing one untrusted move (never a throw for bad input). */
import { ok, type Result } from '../../../lib/result';
import { isRecord } from '../../../lib/read';
import { isCardFace } from '../data/stolikDeck';
import { ENGINE_ERRORS as E } from './errors';
import { isDir } from './geometry';
import { applyLay, layMoves } from './lay';
import { applyOpen, openMoves } from './open';
import { applyGo, routeMoves } from './route';
import { MOVE_KINDS, type JackalMove, type JackalState } from './types';
import { fail } from '../codes';
import type { EngineError } from './errors';

/** The seat to move, or null once the game is over. */
export const toMove = (s: JackalState): number | null => (s.phase === 'over' ? null : (s.queue[0] ?? null));

/** Every move the seat to move may make; empty only once the game is over. */
export function legalMoves(s: JackalState): JackalMove[] {
  const n = toMove(s);
  if (n === null) return [];
  if (s.phase === 'lay') return layMoves(s, n);
  if (s.phase === 'open') return openMoves(s, n);
  return routeMoves(s, n);
}

const ATTACH = ['double', 'friday', 'weapon'];

/** Reads an untrusted move into a clean one (unknown fields dropped) or a shape error. */
export function parseMove(raw: unknown): Result<JackalMove, EngineError> {
  if (!isRecord(raw)) return fail(E.badMove);
  const { t, seat } = raw;
  if (!MOVE_KINDS.includes(t as JackalMove['t'])) return fail(E.badMove, undefined, 't');
  if (!Number.isInteger(seat)) return fail(E.badMove, undefined, 'seat');
  const n = seat as number;
  switch (t as JackalMove['t']) {
    case 'lay':
      return isCardFace(raw.card) ? ok({ t: 'lay', seat: n, card: raw.card }) : fail(E.badMove, undefined, 'card');
    case 'tortuga':
      return Number.isInteger(raw.coins) ? ok({ t: 'tortuga', seat: n, coins: raw.coins as number }) : fail(E.badMove, undefined, 'coins');
    case 'attach':
      if (!ATTACH.includes(raw.card as string)) return fail(E.badMove, undefined, 'card');
      if (!Number.isInteger(raw.at)) return fail(E.badMove, undefined, 'at');
      return ok({ t: 'attach', seat: n, card: raw.card as 'double' | 'friday' | 'weapon', at: raw.at as number });
    case 'rum':
      return Number.isInteger(raw.target) ? ok({ t: 'rum', seat: n, target: raw.target as number }) : fail(E.badMove, undefined, 'target');
    case 'go':
      return isDir(raw.dir) || raw.dir === 'stay' ? ok({ t: 'go', seat: n, dir: raw.dir }) : fail(E.badMove, undefined, 'dir');
    default:
      return ok({ t: t as 'done' | 'pass', seat: n });
  }
}

/** Which phase each move kind belongs to. */
const PHASE_OF: Record<JackalMove['t'], JackalState['phase']> = {
  lay: 'lay',
  tortuga: 'lay',
  done: 'lay',
  attach: 'open',
  rum: 'open',
  pass: 'open',
  go: 'route',
};

/** Plays one untrusted move: the next state, or the reason it is refused. */
export function applyMove(s: JackalState, raw: unknown): Result<JackalState, EngineError> {
  const parsed = parseMove(raw);
  if (!parsed.ok) return parsed;
  const m = parsed.value;
  const n = toMove(s);
  if (n === null) return fail(E.gameOver);
  if (m.seat !== n) return fail(E.notYourTurn);
  if (PHASE_OF[m.t] !== s.phase) return fail(E.wrongPhase, { phase: s.phase });
  if (s.phase === 'lay') return applyLay(s, n, m);
  if (s.phase === 'open') return applyOpen(s, n, m);
  return applyGo(s, n, m);
}
