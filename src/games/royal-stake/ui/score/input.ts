/**
 * The scorer input as the sheet stores it (session.data is exactly what the scorer reads; see
 * score/standard/parse.ts, i-am-king.ts, team.ts, emperor.ts) and how a new game and a new
 * round start. Plain functions, no Preact, so the unit tests can drive them directly.
 */
import type { SeatRecord } from '../../../../storage/types';
import { RULER_COLOURS, type Colour, type WonCards } from '../../data/colours';
import { MODES, MODE_PLAYERS, type Mode } from '../../data/decks';
import type { ExtraKing, StdPlayerRound } from '../../score/standard/model';
import { isRecord, recordsOf } from '../../../../lib/read';

/** The two modes that share the standard input (squads, bets, won cards). */
export type StdMode = 'standard' | 'two-players';

/** Options of the standard game, as the scorer reads them. */
export interface StdOptions {
  jesterDeal: boolean;
  cheerleaderAdvanced: boolean;
  baseSquads: boolean;
}

/** Won-card counts as stored: a key nobody entered is absent (the scorer reads absent as 0). */
export type WonEntry = Partial<WonCards>;

/**
 * One player's round in the standard and two-player games, as stored: the scorer's model with
 * the fields the parser defaults left optional. Absent tricks, won-card keys and deal penalty
 * cards mean "not entered" (never 0): the sheet scores a round only once all it needs is in.
 */
export type StdEntry = Omit<StdPlayerRound, 'jackShift' | 'extraKings' | 'tricks' | 'won' | 'dealPenaltyCards'> &
  Partial<Pick<StdPlayerRound, 'jackShift' | 'extraKings' | 'tricks' | 'dealPenaltyCards'>> & { won: WonEntry };

/**
 * The catch-up kings an entry holds, as the editors read them. A damaged saved value (not a list,
 * or an item that is not a king) reads as none here and is left to the scorer, which refuses it
 * in words once the round is complete; the editors never iterate what they cannot read.
 */
export const entryKings = (e: StdEntry): ExtraKing[] => recordsOf(e.extraKings) as unknown as ExtraKing[];

/** Has the catch-up question been answered? Only a list is an answer ([] is "took none"); a damaged saved value is still owed. */
export const catchUpAnswered = (e: StdEntry | undefined): boolean => Array.isArray(e?.extraKings);

/** One round of the standard and two-player games. */
export interface StdRound {
  jesterDealKing?: Colour;
  players: Record<string, StdEntry>;
  /** "Totals only": the table counts this round itself (see tableRound.ts). */
  byTable?: boolean;
  /** Each player's round points as the table counted them. */
  table?: TableTotals;
}

/** Round points typed per player (absent: not entered yet). */
export type TableTotals = Record<string, number>;

/** A standard or two-player game. */
export interface StdInput {
  mode: StdMode;
  players: Array<{ id: string; rulers: Colour }>;
  options: StdOptions;
  rounds: StdRound[];
}

/** One player's round in "I am King" (rulers are picked anew every round). */
export interface KingEntry {
  rulers?: Colour;
  tricks?: number;
  redQueen: boolean;
  flagWins: number[];
}

/** An "I am King" game. */
export interface KingInput {
  mode: 'i-am-king';
  players: Array<{ id: string }>;
  rounds: Array<{ king?: string; players: Record<string, KingEntry>; table?: TableTotals; byTable?: boolean }>;
}

/** One player's round in team whist. */
export interface TeamEntry {
  tricks?: number;
  redQueen: boolean;
  kingUsed: boolean;
}

/** A team whist game (partners sit opposite). */
export interface TeamInput {
  mode: 'team';
  players: Array<{ id: string; rulers: Colour }>;
  teams: string[][];
  rounds: Array<{ players: Record<string, TeamEntry>; table?: TableTotals; byTable?: boolean }>;
}

/** One player's round in "Emperor". */
export interface EmperorEntry {
  tricks?: number;
  kingUsed: boolean;
  won: WonEntry;
  courtCards: string[];
}

/** An "Emperor" game. */
export interface EmperorInput {
  mode: 'emperor';
  players: Array<{ id: string; rulers: Colour }>;
  rounds: Array<{ players: Record<string, EmperorEntry>; table?: TableTotals; byTable?: boolean }>;
}

/** Any Royal Stake sheet. */
export type RsInput = StdInput | KingInput | TeamInput | EmperorInput;

/** What the setup form chose. */
export interface SetupChoice {
  mode: Mode;
  rulers: Record<string, Colour>;
  options: StdOptions;
}

/** Ways to play that fit this many seated players. */
export const modesFor = (n: number): Mode[] => MODES.filter((m) => n >= MODE_PLAYERS[m].min && n <= MODE_PLAYERS[m].max);

/** Every won-card count entered as 0 (tests and sheets written elsewhere). */
export const emptyWon = (): WonCards => ({ red: 0, blue: 0, green: 0, black: 0, rarity: 0, whiteFlag: 0 });

/** True for the two modes with squads and bets. */
export const isStd = (input: RsInput): input is StdInput => input.mode === 'standard' || input.mode === 'two-players';

/**
 * Whether saved data looks like a sheet this screen can draw (the scorer still checks every
 * detail); anything else is shown as damaged instead of crashing the screen.
 */
export function isSheet(v: unknown): v is RsInput {
  if (!isRecord(v)) return false;
  const o = v;
  if (!(MODES as readonly unknown[]).includes(o.mode) || !Array.isArray(o.players) || !Array.isArray(o.rounds)) return false;
  const playersOk = o.players.every((p) => isRecord(p) && typeof p.id === 'string');
  const roundsOk = o.rounds.every((r) => isRecord(r) && isRecord(r.players) && Object.values(r.players).every(isRecord));
  // Team whist draws its pairs from `teams`: when present it must be lists of ids.
  const teamsOk =
    o.mode !== 'team' || o.teams === undefined || (Array.isArray(o.teams) && o.teams.every((t) => Array.isArray(t) && t.every((id) => typeof id === 'string')));
  return playersOk && roundsOk && teamsOk;
}

/**
 * Whether the sheet's players are exactly these seats and every round has an entry for each
 * (a damaged backup may disagree); the screen draws only a sheet that does.
 */
export function fitsSeats(input: RsInput, ids: readonly string[]): boolean {
  const mine = input.players.map((p) => p.id);
  return (
    mine.length === ids.length &&
    ids.every((id) => mine.includes(id)) &&
    input.rounds.every((r) => ids.every((id) => typeof (r.players as Record<string, unknown>)[id] === 'object'))
  );
}

/** Colours nobody chose (candidates for the jester deal king). */
export const unchosenColours = (input: StdInput): Colour[] => RULER_COLOURS.filter((c) => !input.players.some((p) => p.rulers === c));

/** Does round `r` (0-based) have a king under the jester deal? */
export function dealWanted(input: StdInput, r: number): boolean {
  if (input.mode === 'two-players') return true;
  return input.options?.jesterDeal === true && r > 0 && input.players.length <= 4;
}

/** The only deal king this round can have, when the earlier rounds leave just one. */
export function autoDealKing(input: StdInput, r: number): Colour | undefined {
  if (!dealWanted(input, r)) return undefined;
  const free = unchosenColours(input);
  const mustDiffer = input.mode === 'two-players' || input.players.length === 3;
  const earlier = input.rounds.slice(0, r).map((x) => x.jesterDealKing);
  const left = mustDiffer ? free.filter((c) => !earlier.includes(c)) : free;
  return left.length === 1 ? left[0] : undefined;
}

// Tricks and counts start absent ("not entered"); marks start unset, the obvious default.
function stdEntry(mode: StdMode, kingUsed: boolean): StdEntry {
  const e: StdEntry = { faceUp: [], bets: [], won: {}, redQueen: false, kingUsed, queenRecharged: false };
  if (mode === 'two-players') e.jackShift = false;
  return e;
}

/**
 * The input with one more, empty round (a used king stays used; the only possible deal king is
 * set; a sheet counted "totals only" in its last round goes on that way).
 */
export function withNewRound(input: RsInput): RsInput {
  const next = withEmptyRound(input);
  const before = input.rounds[input.rounds.length - 1] as { byTable?: boolean } | undefined;
  if (before?.byTable) Object.assign(next.rounds[next.rounds.length - 1]!, { byTable: true, table: {} });
  return next;
}

function withEmptyRound(input: RsInput): RsInput {
  const ids = input.players.map((p) => p.id);
  const last = input.rounds[input.rounds.length - 1]?.players;
  const usedBefore = (id: string) => (last?.[id] as { kingUsed?: unknown } | undefined)?.kingUsed === true;
  const per = <T>(make: (id: string) => T): Record<string, T> => Object.fromEntries(ids.map((id) => [id, make(id)]));
  switch (input.mode) {
    case 'i-am-king':
      return { ...input, rounds: [...input.rounds, { players: per(() => ({ redQueen: false, flagWins: [] })) }] };
    case 'team':
      return { ...input, rounds: [...input.rounds, { players: per((id) => ({ redQueen: false, kingUsed: usedBefore(id) })) }] };
    case 'emperor':
      return { ...input, rounds: [...input.rounds, { players: per((id) => ({ kingUsed: usedBefore(id), won: {}, courtCards: [] })) }] };
    default: {
      const round: StdRound = { players: per((id) => stdEntry(input.mode, usedBefore(id))) };
      const next: StdInput = { ...input, rounds: [...input.rounds, round] };
      const king = autoDealKing(next, next.rounds.length - 1);
      if (king) round.jesterDealKing = king;
      return next;
    }
  }
}

/** A new sheet for these seats (in seating order) with round 1 ready to fill in. */
export function initialInput(seats: SeatRecord[], choice: SetupChoice): RsInput {
  const ruled = seats.map((s) => ({ id: s.id, rulers: choice.rulers[s.id]! }));
  let input: RsInput;
  switch (choice.mode) {
    case 'i-am-king':
      input = { mode: 'i-am-king', players: seats.map((s) => ({ id: s.id })), rounds: [] };
      break;
    case 'team':
      // Partners sit opposite: seats 1 and 3 against seats 2 and 4.
      input = {
        mode: 'team',
        players: ruled,
        teams: [
          [seats[0]!.id, seats[2]!.id],
          [seats[1]!.id, seats[3]!.id],
        ],
        rounds: [],
      };
      break;
    case 'emperor':
      input = { mode: 'emperor', players: ruled, rounds: [] };
      break;
    default: {
      const options: StdOptions = choice.mode === 'standard' ? { ...choice.options } : { jesterDeal: false, cheerleaderAdvanced: false, baseSquads: false };
      input = { mode: choice.mode, players: ruled, options, rounds: [] };
    }
  }
  return withNewRound(input);
}
