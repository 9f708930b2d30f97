/**
 * A game in progress as a kind 'play' session: `data = { config, seed, moves, seats }`. Every
 * accepted move is written to IndexedDB first and only then becomes the current position, so a
 * killed tab, a reload or an update resumes exactly where the table was.
 */
import type { Engine, Outcome } from '../games/types';
import { fail, ok, type Result } from '../lib/result';
import { getSession, newSession, saveSession } from '../storage/sessions';
import { ERR_STALE, isStale } from '../storage/stale';
import type { SeatRecord, SessionRecord } from '../storage/types';
import { newSeed, outcomeForSeats, parsePlayData, standingForSeats } from './playData';
import { Replayer } from './replay';
import type { MoveStep, PlayData, SeatSpec } from './types';

/** How a session is written; resolves after the commit (tests pass a slow or failing one). */
export type SaveFn = (session: SessionRecord) => Promise<SessionRecord>;

/** Creates and saves a new play session after checking the engine accepts the config. */
export async function createPlaySession(args: {
  game: string;
  engine: Engine<unknown, unknown, unknown>;
  players: SeatRecord[];
  seats: SeatSpec[];
  config: unknown;
  seed?: string;
  save?: SaveFn;
}): Promise<Result<SessionRecord>> {
  const { game, engine, players, seats, config, seed = newSeed(), save = saveSession } = args;
  if (seats.length !== players.length) return fail('ERR_PLAY_DATA', { field: 'seats' });
  if (!seats.some((s) => s.kind === 'human')) return fail('ERR_NO_HUMAN');
  const start = engine.setup(config, seed);
  if (!start.ok) return start;
  const data: PlayData = { config, seed, moves: [], seats };
  try {
    return ok(await save(newSession({ game, kind: 'play', title: '', players, data })));
  } catch {
    return fail('ERR_CREATE_FAILED'); // nothing was played yet: "the move was not saved" would mislead
  }
}

/** One open play session: the saved record and the position it replays to. */
export class PlaySession<State = unknown, Move = unknown> {
  private constructor(
    private readonly engine: Engine<unknown, State, Move>,
    private readonly replayer: Replayer<unknown, State, Move>,
    private readonly save: SaveFn,
    public session: SessionRecord,
    public data: PlayData<unknown, Move>,
    public state: State,
    public steps: MoveStep[],
  ) {}

  /**
   * Loads a saved session and replays it; refuses missing, foreign or damaged sessions (with
   * `game`, also another game's table: its moves must never be replayed, or written, by this engine).
   */
  static async open<State, Move>(
    engine: Engine<unknown, State, Move>,
    id: string,
    save: SaveFn = saveSession,
    game?: string,
  ): Promise<Result<PlaySession<State, Move>>> {
    const session = await getSession(id).catch(() => undefined);
    if (!session || session.kind !== 'play' || (game !== undefined && session.game !== game)) return fail('ERR_NO_SESSION');
    const parsed = parsePlayData(session.data, session.players.length);
    if (!parsed.ok) return parsed;
    const data = parsed.value as PlayData<unknown, Move>;
    const replayer = new Replayer(engine, data.config, data.seed);
    const replayed = replayer.run(data.moves);
    if (!replayed.ok) return replayed;
    return ok(new PlaySession(engine, replayer, save, session, data, replayed.value.state, replayed.value.steps));
  }

  /** The final result keyed by player ids, or null while the game goes on. */
  outcome(): Outcome | null {
    const o = this.engine.outcome(this.state);
    return o ? outcomeForSeats(o, this.session.players) : null;
  }

  /** Checks a move, saves it (with the result when it ends the game), then adopts it. */
  async commitMove(move: Move): Promise<Result<true>> {
    if (this.engine.toMove(this.state) === null) return fail('ERR_GAME_OVER');
    const applied = this.engine.apply(this.state, move);
    if (!applied.ok) return applied;
    // The replayer takes this state as the last move's result: one apply per commit.
    return this.commit([...this.data.moves, move], applied.value);
  }

  /** Counts one hint for `seat` in `data.hints`, saved before it counts (moves untouched). */
  async noteHint(seat: number): Promise<Result<true>> {
    if (!Number.isInteger(seat) || seat < 0 || seat >= this.data.seats.length) return fail('ERR_PLAY_DATA', { field: 'hints' });
    const hints = this.data.seats.map((_, i) => (this.data.hints?.[i] ?? 0) + (i === seat ? 1 : 0));
    const data: PlayData<unknown, Move> = { ...this.data, hints };
    try {
      this.session = await this.save({ ...this.session, data });
    } catch (err) {
      return fail(isStale(err) ? ERR_STALE : 'ERR_SAVE_FAILED');
    }
    this.data = data;
    return ok(true);
  }

  /** Changes who plays the seats (a guest's seat handed to a bot), saved before it counts. */
  async commitSeats(seats: SeatSpec[]): Promise<Result<true>> {
    if (seats.length !== this.data.seats.length || !seats.some((s) => s.kind === 'human')) return fail('ERR_PLAY_DATA', { field: 'seats' });
    const data: PlayData<unknown, Move> = { ...this.data, seats };
    try {
      this.session = await this.save({ ...this.session, data });
    } catch (err) {
      return fail(isStale(err) ? ERR_STALE : 'ERR_SAVE_FAILED');
    }
    this.data = data;
    return ok(true);
  }

  /** Drops the last `count` moves (an undo that `planUndo` allowed), saved before shown. */
  async commitUndo(count: number): Promise<Result<true>> {
    if (!Number.isInteger(count) || count < 1 || count > this.data.moves.length) return fail('ERR_UNDO_NOTHING');
    return this.commit(this.data.moves.slice(0, this.data.moves.length - count));
  }

  private async commit(moves: Move[], after?: State): Promise<Result<true>> {
    const replayed = this.replayer.run(moves, after);
    if (!replayed.ok) return replayed;
    const data: PlayData<unknown, Move> = { ...this.data, moves };
    const ended = this.engine.outcome(replayed.value.state);
    const summary = ended ? outcomeForSeats(ended, this.session.players).result : null;
    // What the game says of itself for History (mode, teams, counters), copied as it is.
    let facts = (this.engine.facts ? this.engine.facts(replayed.value.state) : summary?.facts) ?? undefined;
    // An unfinished game's round and totals so far (Home's "Continue", History), when its engine tells them.
    const standing = summary ? null : standingForSeats(this.engine, replayed.value.state, this.session.players);
    if (standing) facts = { ...facts, progress: standing.progress };
    const result = summary ? { totals: summary.totals, ranking: summary.ranking } : standing?.result;
    const next: SessionRecord = {
      ...this.session,
      data,
      finished: summary !== null,
      ...(result ? { result } : {}),
      ...(facts ? { facts: structuredClone(facts) } : {}),
    };
    if (!result) delete next.result;
    if (!facts) delete next.facts;
    try {
      this.session = await this.save(next);
    } catch (err) {
      // Another tab saved a move first: never fork the move list; the caller reloads it.
      if (isStale(err)) return fail(ERR_STALE);
      // Not saved, so not shown: the position stays as it was (the storage banner says why).
      return fail('ERR_SAVE_FAILED');
    }
    this.data = data;
    this.state = replayed.value.state;
    this.steps = replayed.value.steps;
    return ok(true);
  }
}
