import type { Outcome } from '../games/types';
import { href } from '../nav/router';
import { useT } from '../i18n/useT';
import type { SeatRecord, SessionRecord } from '../storage/types';
import { Breakdown, type RowWords } from '../ui/score/Breakdown';
import { ShareResult } from '../ui/score/ShareResult';
import { TieBreaks } from '../ui/score/TieBreaks';
import type { SeatSpec } from './types';
import { botNamer } from '../share/seatNames';
import { shownSeats } from './usePlayGame';

/** One team at the end: its seats (indexes into `players`) and its total. */
export interface ResultTeam {
  seats: number[];
  total: number;
}

/**
 * A team game's end: both teams with their totals. Who won comes from the scorer's ranking, and
 * the tie-break that decided equal totals from the scorer's own notes (`result.tieBreaks`).
 */
export interface ResultTeams {
  teams: ResultTeam[];
}

interface PlayResultProps {
  game: string;
  players: SeatRecord[];
  /** Who played each seat; "Play again" seats the same people and bots. */
  seats?: SeatSpec[];
  outcome: Outcome;
  /** Team games: the result by team (from the game's final state). */
  teams?: ResultTeams | null;
  /** Hints each seat used (the session's `data.hints`); absent when nobody asked for one. */
  hints?: readonly number[];
  finishedAt: number;
  /** The stored session (its id, mode and bot levels travel with a shared result). */
  session?: SessionRecord;
  onAgain: () => void;
  /** The game's words for its breakdown rows' parameters (names for seat ids, colours). */
  words?: RowWords;
}

/**
 * The end of a game: who won (by team in team games), the tie-break that decided equal totals, the
 * hints each person used, the scorer's explained breakdown, share, again.
 */
export function PlayResult({ game, players, seats, outcome, teams, hints, finishedAt, session, onAgain, words }: PlayResultProps) {
  const { t } = useT('play');
  // Who sits where next game: bots by their one name (botNamer), which says they are bots.
  const again = seats ? shownSeats(players, seats, botNamer(t)) : players;
  const { result } = outcome;
  const winners = (result.ranking[0] ?? []).map((id) => players.find((p) => p.id === id)?.name ?? id);
  const gameName = t(`common:games.${game}.name`);
  return (
    <section aria-labelledby="result-h" data-testid="result">
      <h2 id="result-h">{t('result.title')}</h2>
      {teams ? (
        <TeamResult players={players} teams={teams} first={result.ranking[0] ?? []} />
      ) : (
        <p class="leader" data-testid="winners">
          {t('result.winners', { count: winners.length, names: winners.join(', ') })}
        </p>
      )}
      <TieBreaks notes={result.tieBreaks} seats={players} />
      {/* What the scorer accepted but the table should know (Jackal's purses beyond the box's 37 coins). */}
      {(result.warnings?.length ?? 0) > 0 && (
        <div class="hint" role="status" data-testid="result-warnings">
          {result.warnings!.map((w) => (
            <p key={w.code}>{t(`${game}:warnings.${w.code}`, w.params)}</p>
          ))}
        </div>
      )}
      <HintsUsed players={players} seats={seats} hints={hints} />
      <Breakdown game={game} seats={players} result={result} words={words} />
      <ShareResult session={session ?? asSession(game, players, seats, finishedAt)} result={result} finished />
      <nav class="actions" aria-label={t('result.next')}>
        <button type="button" class="primary" onClick={onAgain} data-testid="again">
          {t('result.again')}
        </button>
        <a class="button" href={href({ name: 'game', id: game })} data-testid="game-home">
          {t('result.gameHome', { game: gameName })}
        </a>
      </nav>
      <p class="small" data-testid="again-seats">
        {t('result.againSeats', { names: again.map((p) => p.name).join(', ') })}
      </p>
    </section>
  );
}

/** The winning team (or a shared first place), each team's members and total (the tie-break: TieBreaks). */
function TeamResult({ players, teams, first }: { players: SeatRecord[]; teams: ResultTeams; first: readonly string[] }) {
  const { t } = useT('play');
  const names = (team: ResultTeam) => team.seats.map((s) => players[s]?.name ?? '?').join(', ');
  // The winning team holds every first-placed player; a shared first place names both teams.
  const holding = teams.teams.map((team) => first.some((id) => team.seats.some((s) => players[s]?.id === id)));
  const winner = holding.filter(Boolean).length === 1 ? holding.indexOf(true) : null;
  const won = winner === null ? null : teams.teams[winner];
  return (
    <>
      <p class="leader" data-testid="winners">
        {won ? t('result.teamWins', { names: names(won), total: won.total }) : t('result.teamsShare')}
      </p>
      <ul class="rows" data-testid="team-totals" aria-label={t('result.teams')}>
        {teams.teams.map((team, i) => (
          <li key={i} class="row-line" data-testid={`team-total-${i}`}>
            <span class="row-label">
              {t('result.teamLine', { names: names(team) })}
              {i === winner && <span class="badge-small">{t('result.teamWinner')}</span>}
            </span>
            <span class="row-points">{team.total}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

/** How many hints each person asked for (bots never do); nothing when the game kept no count. */
function HintsUsed({ players, seats, hints }: { players: SeatRecord[]; seats?: SeatSpec[]; hints?: readonly number[] }) {
  const { t } = useT('play');
  if (!hints || hints.length !== players.length) return null;
  const people = players.map((p, i) => ({ p, i })).filter(({ i }) => seats?.[i]?.kind !== 'bot');
  if (people.length === 0) return null;
  return (
    <ul class="small" aria-label={t('result.hintsTitle')} data-testid="hints-used">
      {people.map(({ p, i }) => (
        <li key={p.id} data-testid={`hints-used-${i}`}>
          {t('result.hintsUsed', { name: p.name, count: hints[i] ?? 0 })}
        </li>
      ))}
    </ul>
  );
}

/** A result shown without its stored session (tests, a session still saving): what sharing needs of one. */
function asSession(game: string, players: SeatRecord[], seats: SeatSpec[] | undefined, at: number): SessionRecord {
  return { id: '', game, kind: 'play', title: '', players, createdAt: at, updatedAt: at, finished: true, data: { seats }, rev: 0 };
}
