import { SCORE_PAD } from '../games/registry';
import type { SessionRecord } from '../storage/types';

/** Where a saved session opens: the pad, or the game's score/play screen. */
export function sessionHref(s: Pick<SessionRecord, 'id' | 'game' | 'kind'>): string {
  if (s.game === SCORE_PAD) return `#/pad/${encodeURIComponent(s.id)}`;
  return `#/game/${s.game}/${s.kind}/${encodeURIComponent(s.id)}`;
}
