import { SCORE_PAD } from '../games/registry';
import type { SessionRecord } from '../storage/types';
import { href } from './router';

/** Where a saved session opens: the pad, or the game's score/play screen. */
export function sessionHref(s: Pick<SessionRecord, 'id' | 'game' | 'kind'>): string {
  if (s.game === SCORE_PAD) return href({ name: 'pad', sessionId: s.id });
  return href({ name: s.kind === 'play' ? 'play' : 'score', id: s.game, sessionId: s.id });
}
