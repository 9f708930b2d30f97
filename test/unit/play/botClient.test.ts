import { afterEach, describe, expect, it, vi } from 'vitest';
import { HARD_TIMEOUT_MARGIN_MS, createWorkerBotRunner, type WorkerLike } from '../../../src/play/botClient';
import { BOT_BUDGET_MS, createBotHandler } from '../../../src/play/botHandler';
import type { BotRequest } from '../../../src/play/types';
import { loadToyGame } from '../../fixtures/toy-games/runner';

/** A stand-in for Worker: records messages; the test decides when (if ever) it answers. */
class FakeWorker implements WorkerLike {
  onmessage: ((e: MessageEvent) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  sent: Array<BotRequest> = [];
  terminated = false;
  constructor(private readonly answer?: (req: BotRequest) => Promise<unknown>) {}
  postMessage(message: unknown) {
    const req = message as BotRequest;
    this.sent.push(req);
    void this.answer?.(req).then((data) => this.onmessage?.({ data } as MessageEvent));
  }
  terminate() {
    this.terminated = true;
  }
}
const request = (level: BotRequest['level'] = 'hard'): BotRequest => ({
  id: 41,
  game: 'toy',
  config: { players: 2, pile: 5 },
  seed: 's',
  moves: [],
  seat: 0,
  level,
  botSeed: 's/bot/0',
});
afterEach(() => vi.useRealTimers());

describe('bot client: the worker wrapped in a promise', () => {
  it('passes the request to the worker and resolves its answer under the caller id', async () => {
    const handle = createBotHandler(loadToyGame, () => 0);
    const worker = new FakeWorker((req) => handle(req));
    const runner = createWorkerBotRunner(() => worker);
    const answer = await runner.choose(request('easy'));
    expect(answer).toEqual({ id: 41, ok: true, move: { t: 'take', n: 1 } });
    expect(worker.sent[0]).toMatchObject({ game: 'toy', level: 'easy' });
  });

  it('creates one worker and reuses it', async () => {
    const make = vi.fn(() => new FakeWorker(async (req) => ({ id: req.id, ok: true, move: 1 })));
    const runner = createWorkerBotRunner(make);
    await runner.choose(request());
    await runner.choose(request());
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('a worker that never answers is ended after the budget plus the margin; the next request gets a new worker', async () => {
    vi.useFakeTimers();
    const workers: FakeWorker[] = [];
    const runner = createWorkerBotRunner(() => {
      workers.push(new FakeWorker());
      return workers.at(-1)!;
    });
    let answer: unknown = null;
    void runner.choose(request('hard')).then((a) => (answer = a));
    await vi.advanceTimersByTimeAsync(BOT_BUDGET_MS.hard + HARD_TIMEOUT_MARGIN_MS - 1);
    expect(answer).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(answer).toEqual({ id: 41, ok: false, error: 'ERR_BOT_TIMEOUT' });
    expect(workers[0]!.terminated).toBe(true);
    void runner.choose(request('easy'));
    expect(workers).toHaveLength(2);
  });

  it('a late answer after the timeout is ignored', async () => {
    vi.useFakeTimers();
    const worker = new FakeWorker();
    const runner = createWorkerBotRunner(() => worker);
    const pending = runner.choose(request('easy'));
    await vi.advanceTimersByTimeAsync(BOT_BUDGET_MS.easy + HARD_TIMEOUT_MARGIN_MS);
    worker.onmessage?.({ data: { id: worker.sent[0]!.id, ok: true, move: 'late' } } as MessageEvent);
    expect(await pending).toMatchObject({ ok: false, error: 'ERR_BOT_TIMEOUT' });
  });

  it('a crashing worker answers ERR_BOT_CRASHED', async () => {
    const worker = new FakeWorker();
    const runner = createWorkerBotRunner(() => worker);
    const pending = runner.choose(request());
    worker.onerror?.({} as ErrorEvent);
    expect(await pending).toEqual({ id: 41, ok: false, error: 'ERR_BOT_CRASHED' });
    expect(worker.terminated).toBe(true);
  });

  it('no Worker support answers ERR_BOT_UNAVAILABLE (the table plays a fallback move)', async () => {
    const runner = createWorkerBotRunner(() => {
      throw new Error('no workers here');
    });
    expect(await runner.choose(request())).toMatchObject({ ok: false, error: 'ERR_BOT_UNAVAILABLE' });
  });

  it('dispose ends the worker and settles what is pending', async () => {
    const worker = new FakeWorker();
    const runner = createWorkerBotRunner(() => worker);
    const pending = runner.choose(request());
    runner.dispose();
    expect(await pending).toMatchObject({ ok: false, error: 'ERR_BOT_CANCELLED' });
    expect(worker.terminated).toBe(true);
  });
});
