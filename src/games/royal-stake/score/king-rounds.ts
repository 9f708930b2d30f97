/**
 * "I am King" rounds as History counts them: a round fully entered (every player's tricks) is
 * played; the King won it when their wins (tricks, plus one for a red queen used in a won trick)
 * beat every other player's (rules page #mode-i-am-king). Reads untrusted rounds: anything odd is skipped.
 * Counted into a session's facts by facts.ts, for score sheets and games played in Stolik alike.
 */
import { isRecord } from '../../../lib/read';
import { RED_QUEEN_WINS } from '../data/rulers';

/** Rounds with a King, and how many the King won; undefined when no round is complete. */
export function kingRounds(rounds: unknown, ids: ReadonlySet<string>): { played: number; won: number } | undefined {
  if (!Array.isArray(rounds)) return undefined;
  let played = 0;
  let won = 0;
  for (const r of rounds) {
    if (!isRecord(r) || typeof r.king !== 'string' || !ids.has(r.king) || !isRecord(r.players)) continue;
    const entries = r.players;
    const wins = new Map<string, number>();
    for (const id of ids) {
      const e = entries[id];
      if (!isRecord(e) || typeof e.tricks !== 'number' || !Number.isInteger(e.tricks)) break;
      wins.set(id, e.tricks + (e.redQueen === true ? RED_QUEEN_WINS : 0));
    }
    if (wins.size !== ids.size) continue; // a round not fully entered says nothing yet
    played++;
    const kw = wins.get(r.king)!;
    if ([...wins].every(([id, w]) => id === r.king || kw > w)) won++;
  }
  return played > 0 ? { played, won } : undefined;
}
