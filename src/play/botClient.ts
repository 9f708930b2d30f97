/**
 * The page side of the bot worker: one worker, created on first use, each request a promise.
 * A hard timeout (the level's budget plus a margin for loading the game) ends a stuck worker
 * and answers `{ ok: false }`, so the table plays a fallback move instead of waiting forever.
 */
import { BOT_BUDGET_MS } from './botHandler';
import type { BotAnswer, BotRequest, BotRunner } from './types';

/** Extra time over the level's budget before the page gives up on the worker. */
export const HARD_TIMEOUT_MARGIN_MS = 1500;

/** The part of `Worker` the client uses (tests pass a fake). */
export interface WorkerLike {
  postMessage(message: unknown): void;
  terminate(): void;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

/** The real module worker; Vite bundles it from this exact `new URL(…)` form. */
const moduleWorker = (): WorkerLike => new Worker(new URL('./bot.worker.ts', import.meta.url), { type: 'module' });

/** A bot runner backed by a Web Worker; `dispose` ends the worker (leaving the table). */
export function createWorkerBotRunner(makeWorker: () => WorkerLike = moduleWorker): BotRunner & { dispose(): void } {
  let worker: WorkerLike | null = null;
  let counter = 0;
  const pending = new Map<number, { callerId: number; resolve: (a: BotAnswer) => void; timer: ReturnType<typeof setTimeout> }>();

  const settle = (id: number, answer: BotAnswer) => {
    const p = pending.get(id);
    if (!p) return; // late answer after a timeout: already settled
    clearTimeout(p.timer);
    pending.delete(id);
    p.resolve({ ...answer, id: p.callerId });
  };
  const reset = (error: string) => {
    worker?.terminate();
    worker = null;
    for (const id of [...pending.keys()]) settle(id, { id, ok: false, error });
  };
  const ensure = (): WorkerLike | null => {
    if (worker) return worker;
    try {
      worker = makeWorker();
    } catch {
      return null;
    }
    worker.onmessage = (e: MessageEvent) => {
      const answer = e.data as BotAnswer;
      if (answer && typeof answer.id === 'number') settle(answer.id, answer);
    };
    worker.onerror = () => reset('ERR_BOT_CRASHED');
    return worker;
  };

  return {
    choose(request: BotRequest): Promise<BotAnswer> {
      return new Promise((resolve) => {
        const w = ensure();
        if (!w) return resolve({ id: request.id, ok: false, error: 'ERR_BOT_UNAVAILABLE' });
        const id = ++counter;
        const timer = setTimeout(() => reset('ERR_BOT_TIMEOUT'), BOT_BUDGET_MS[request.level] + HARD_TIMEOUT_MARGIN_MS);
        pending.set(id, { callerId: request.id, resolve, timer });
        w.postMessage({ ...request, id });
      });
    },
    dispose: () => reset('ERR_BOT_CANCELLED'),
  };
}
