/**
 * What History and Statistics keep of a Royal Stake session: its mode, whether the places belong
 * to teams (team whist, "Emperor": the team owns the place), and in "I am King" the rounds played
 * with a King and how many the King won. The one source for the scorer, the score sheet and the
 * digital game's engine.
 */
import type { SessionFacts } from '../../../lib/facts';
import { MODES, type Mode } from '../data/decks';
import { kingRounds } from './king-rounds';

const TEAM_MODES: readonly Mode[] = ['team', 'emperor'];

/** Facts of a session in `mode` with these (untrusted) rounds and player ids; undefined for an unknown mode. */
export function rsFacts(mode: unknown, rounds: unknown, ids: ReadonlySet<string>): SessionFacts | undefined {
  if (!(MODES as readonly unknown[]).includes(mode)) return undefined;
  const m = mode as Mode;
  const facts: SessionFacts = { mode: m };
  if (TEAM_MODES.includes(m)) facts.teams = true;
  const king = m === 'i-am-king' ? kingRounds(rounds, ids) : undefined;
  if (king) facts.counters = { kingRounds: king.played, kingWins: king.won };
  return facts;
}
