/**
 * One table in progress, without any UI: opens the session, takes human moves and undos, runs
 * bots on their turns, and tells subscribers about each committed change. Commits run one at a
 * time; a second tap while one is saving is refused rather than played for the next seat.
 */
import type { Engine } from '../games/types';
import { fail, ok, type Failure, type Result } from '../lib/result';
import { onSessionSaved } from '../storage/sessionChannel';
import { ERR_STALE } from '../storage/stale';
import { botSeedFor } from './playData';
import { PlaySession, type SaveFn } from './playSession';
import type { BotRunner, HintAnswer, SeatSpec } from './types';
import { EMPTY, readySnapshot, type TableSnapshot } from './tableSnapshot';
import { planUndo } from './undo';
import { paced } from './pace';

export type { TableSnapshot } from './tableSnapshot';

export interface ControllerOptions<State, Move> {
  game: string;
  engine: Engine<unknown, State, Move>;
  sessionId: string;
  runner: BotRunner;
  save?: SaveFn;
  /** Least time a bot seems to think, so people can follow its move (0 in tests). */
  botPauseMs?: number;
}

/** The controller of one play session (see the file comment). */
export class PlayController<State = unknown, Move = unknown> {
  snapshot: TableSnapshot<State> = EMPTY as TableSnapshot<State>;
  private ps: PlaySession<State, Move> | null = null;
  private viewer: number | null = null;
  private thinking: number | null = null;
  private inFlight = 0;
  private error: Failure | null = null;
  /** A bot move could not be saved: bots wait for "try again" instead of looping. */
  private botStalled = false;
  private chain: Promise<unknown> = Promise.resolve();
  private botLoop = false;
  private disposed = false;
  private requestId = 0;
  private listeners = new Set<(s: TableSnapshot<State>) => void>();
  private stopFollowing: (() => void) | null = null;

  constructor(private readonly opts: ControllerOptions<State, Move>) {}

  /** Listens to every new snapshot; returns the unsubscribe function. */
  subscribe(fn: (s: TableSnapshot<State>) => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** Opens and replays the session, then lets bots move if it is their turn. */
  async load(): Promise<void> {
    const opened = await PlaySession.open(this.opts.engine, this.opts.sessionId, this.opts.save, this.opts.game);
    if (this.disposed) return;
    if (!opened.ok) return this.publish({ status: 'failed', loadError: opened });
    this.ps = opened.value;
    // Another tab on this session saved a move: show its position (never fork the move list).
    this.stopFollowing ??= onSessionSaved((msg) => {
      if (msg.id === this.opts.sessionId && this.ps && msg.rev !== this.ps.session.rev) this.reloadNewer();
    });
    this.publish();
    void this.runBots();
  }

  /** Re-reads the session after another tab saved it, once the commit in hand (if any) is done. */
  private reloadNewer(): void {
    this.chain = this.chain
      .then(async () => {
        const opened = await PlaySession.open(this.opts.engine, this.opts.sessionId, this.opts.save, this.opts.game);
        if (this.disposed || !opened.ok || (this.ps && opened.value.session.rev === this.ps.session.rev)) return;
        this.ps = opened.value;
        this.botStalled = false;
        this.publish();
        void this.runBots();
      })
      .catch(() => undefined);
  }

  /** A human move for `seat` (the seat whose screen was tapped). */
  async play(move: Move, seat: number | null): Promise<Result<true>> {
    const ps = this.ps;
    if (!ps) return fail('ERR_NO_SESSION');
    if (this.inFlight > 0) return fail('ERR_BUSY');
    const toMove = this.opts.engine.toMove(ps.state);
    if (toMove === null || toMove !== seat || ps.data.seats[toMove]?.kind !== 'human') return fail('ERR_NOT_YOUR_TURN');
    const done = await this.exclusive(() => ps.commitMove(move));
    this.afterChange(done);
    return done;
  }

  /**
   * A "Hint" for the person to move: the hard bot's move and reason for `seat`, asked of the
   * runner like a bot move (nothing is played), then counted in the session before it resolves.
   */
  async hint(seat: number | null): Promise<Result<HintAnswer<Move>>> {
    const ps = this.ps;
    if (!ps) return fail('ERR_NO_SESSION');
    if (seat === null || this.opts.engine.toMove(ps.state) !== seat || ps.data.seats[seat]?.kind !== 'human') return fail('ERR_NOT_YOUR_TURN');
    const length = ps.data.moves.length;
    const request = {
      id: ++this.requestId,
      game: this.opts.game,
      config: ps.data.config,
      seed: ps.data.seed,
      moves: ps.data.moves,
      seat,
      level: 'hard' as const,
      botSeed: botSeedFor(ps.data.seed, length),
      hint: true,
    };
    const answer = await this.opts.runner.choose(request);
    if (this.disposed || this.ps !== ps || ps.data.moves.length !== length) return fail('ERR_BUSY');
    if (!answer.ok) return fail(answer.error);
    const noted = await this.exclusive(() => ps.noteHint(seat));
    this.afterChange(noted, false);
    return noted.ok ? ok({ move: answer.move as Move, reason: answer.reason ?? null }) : noted;
  }

  /** Takes back what `snapshot.undo` describes. */
  async undo(): Promise<Result<true>> {
    const ps = this.ps;
    if (!ps) return fail('ERR_NO_SESSION');
    if (this.inFlight > 0) return fail('ERR_BUSY');
    const done = await this.exclusive(async () => {
      const plan = planUndo(ps.steps, ps.data.seats, ps.outcome() !== null);
      return plan.ok ? ps.commitUndo(plan.value.count) : plan;
    });
    this.afterChange(done);
    return done;
  }

  /** A table across phones: a seat whose phone is gone is played from now on as `spec` (a bot). */
  async handOver(seat: number, spec: SeatSpec): Promise<Result<true>> {
    const ps = this.ps;
    if (!ps) return fail('ERR_NO_SESSION');
    const done = await this.exclusive(() => ps.commitSeats(ps.data.seats.map((s, i) => (i === seat ? spec : s))));
    this.afterChange(done);
    return done;
  }

  /** The person named on the curtain tapped it: show their view. */
  reveal(seat: number): void {
    if (this.snapshot.curtain !== seat) return;
    this.viewer = seat;
    this.publish();
  }

  /** Runs bots again after a failed bot move (the "try again" button). */
  retry(): void {
    this.error = null;
    this.botStalled = false;
    this.publish();
    void this.runBots();
  }

  /** Stops listening and ignores bot answers still on their way. */
  dispose(): void {
    this.disposed = true;
    this.stopFollowing?.();
    this.listeners.clear();
  }

  private afterChange(done: Result<true>, runBots = true): void {
    this.error = done.ok ? null : done;
    if (!done.ok && done.error === ERR_STALE) this.reloadNewer();
    this.publish();
    if (done.ok && runBots) void this.runBots();
  }

  private async exclusive<T>(run: () => Promise<T>): Promise<T> {
    this.inFlight++;
    this.publish();
    const next = this.chain.then(run);
    this.chain = next.catch(() => undefined);
    try {
      return await next;
    } finally {
      this.inFlight--;
    }
  }

  /** While a bot is to move: ask the runner, fall back to the first legal move, commit. */
  private async runBots(): Promise<void> {
    if (this.botLoop) return;
    this.botLoop = true;
    try {
      while (!this.disposed && this.ps && !this.botStalled) {
        const ps = this.ps;
        const seat = this.opts.engine.toMove(ps.state);
        const spec = seat === null ? undefined : ps.data.seats[seat];
        if (seat === null || spec?.kind !== 'bot') break;
        const rev = ps.session.rev;
        this.thinking = seat;
        this.publish();
        const request = {
          id: ++this.requestId,
          game: this.opts.game,
          config: ps.data.config,
          seed: ps.data.seed,
          moves: ps.data.moves,
          seat,
          level: spec.level ?? 'normal',
          botSeed: botSeedFor(ps.data.seed, ps.data.moves.length),
        };
        const [answer] = await Promise.all([this.opts.runner.choose(request), pause(paced(this.opts.botPauseMs ?? 0))]);
        if (this.disposed) break;
        const done = await this.exclusive(async () => {
          if (ps.session.rev !== rev) return ok(true as const); // an undo came first: look again
          const first = this.opts.engine.legalMoves(ps.state)[0];
          const tried = answer.ok ? await ps.commitMove(answer.move as Move) : null;
          if (tried?.ok || tried?.error === 'ERR_SAVE_FAILED' || tried?.error === ERR_STALE) return tried;
          return first === undefined ? fail('ERR_BOT_NO_MOVE') : ps.commitMove(first);
        });
        this.thinking = null;
        // Lost a race with another tab: not a stall; the newer position is loaded and bots go on.
        this.botStalled = !done.ok && done.error !== ERR_STALE;
        this.afterChange(done, false);
        if (!done.ok && done.error === ERR_STALE) break;
      }
    } finally {
      this.botLoop = false;
      this.thinking = null;
      this.publish();
    }
  }

  private publish(patch: Partial<TableSnapshot<State>> = {}): void {
    if (this.disposed) return;
    const ps = this.ps;
    if (!ps) this.snapshot = { ...this.snapshot, ...patch };
    else {
      const table = {
        engine: this.opts.engine,
        viewer: this.viewer,
        thinking: this.thinking,
        busy: this.inFlight > 0,
        stalled: this.botStalled,
        error: this.error,
      };
      const ready = readySnapshot(ps, table);
      this.viewer = ready.viewer;
      this.snapshot = { ...ready, ...patch };
    }
    for (const l of this.listeners) l(this.snapshot);
  }
}

const pause = (ms: number) => (ms > 0 ? new Promise<void>((r) => setTimeout(r, ms)) : Promise.resolve());
