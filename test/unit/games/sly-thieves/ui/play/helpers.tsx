/** Mounting the Sly Thieves table in happy-dom: real engine, real bots (in-process), real strings. */
import { readFileSync } from 'node:fs';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { expect, vi } from 'vitest';
import { bots } from '../../../../../../src/games/sly-thieves/bots';
import { engine } from '../../../../../../src/games/sly-thieves/engine';
import type { SlyConfig, SlyMove, SlyState } from '../../../../../../src/games/sly-thieves/engine/types';
import { PlayScreen } from '../../../../../../src/games/sly-thieves/ui/play/PlayScreen';
import { i18next } from '../../../../../../src/i18n';
import { ok } from '../../../../../../src/lib/result';
import { createBotHandler, type BotGame } from '../../../../../../src/play/botHandler';
import { PlayTable } from '../../../../../../src/play/PlayTable';
import { createPlaySession } from '../../../../../../src/play/playSession';
import type { BotRunner, SeatSpec } from '../../../../../../src/play/types';
import { saveSession } from '../../../../../../src/storage/sessions';
import type { SeatRecord } from '../../../../../../src/storage/types';
import { initTestI18n } from '../../../../ui/i18n-setup';

export const GAME = 'sly-thieves';
export const H: SeatSpec = { kind: 'human' };
export const EASY: SeatSpec = { kind: 'bot', level: 'easy' };

/** English and Russian common, play and Sly Thieves strings. */
export async function initSlyI18n(): Promise<void> {
  await initTestI18n('en');
  for (const lang of ['en', 'ru']) {
    for (const ns of ['common', 'play', GAME]) i18next.addResourceBundle(lang, ns, JSON.parse(readFileSync(`locales/${lang}/${ns}.json`, 'utf8')), true, true);
  }
}

/** The bot worker's handler, called in-process with the Sly Thieves engine and bots. */
export function slyRunner(): BotRunner {
  const handle = createBotHandler(async () => ok({ engine, bots } as unknown as BotGame), () => performance.now());
  return { choose: (request) => handle(request) };
}

/** The state after `moves` from a fresh deal; throws if any move is refused. */
export function replay(config: SlyConfig, seed: string, moves: readonly SlyMove[]): SlyState {
  const start = engine.setup(config, seed);
  if (!start.ok) throw new Error(start.error);
  return moves.reduce((s, m) => {
    const next = engine.apply(s, m);
    if (!next.ok) throw new Error(`${next.error} ${JSON.stringify(m)}`);
    return next.value;
  }, start.value);
}

/**
 * Plays from a fresh deal, picking legal move number `pick(i)` each time, until `stop` says so;
 * returns the moves, or null when the game ends first.
 */
export function playUntil(config: SlyConfig, seed: string, stop: (s: SlyState) => boolean, pick: (i: number, n: number) => number = (i, n) => (i * 7) % n): SlyMove[] | null {
  let s = replay(config, seed, []);
  const moves: SlyMove[] = [];
  for (let i = 0; i < 400 && !stop(s); i++) {
    const legal = engine.legalMoves(s);
    if (legal.length === 0) return null;
    const m = legal[pick(i, legal.length)]!;
    const next = engine.apply(s, m);
    if (!next.ok) throw new Error(next.error);
    s = next.value;
    moves.push(m);
  }
  return stop(s) ? moves : null;
}

const NAMES = ['Anya', 'Boris', 'Vera', 'Gleb'];
const COLORS = ['#c0392b', '#1f6fb2', '#2e7d32', '#8e44ad'];

/** Creates a session (optionally already `moves` in) and mounts its table into `root`. */
export async function mountSly(root: HTMLElement, seats: SeatSpec[], opts: { config?: Partial<SlyConfig>; seed?: string; moves?: SlyMove[] } = {}) {
  const config: SlyConfig = { players: seats.length, variant: 'basic', ...opts.config };
  const players: SeatRecord[] = seats.map((_, i) => ({ id: `p${i}`, name: NAMES[i]!, color: COLORS[i]! }));
  const created = await createPlaySession({
    game: GAME, engine: engine as never, players, seats, config, seed: opts.seed ?? 'sly-ui-seed',
    save: (s) => saveSession({ ...s, data: { ...(s.data as object), moves: opts.moves ?? [] } }),
  });
  if (!created.ok) throw new Error(created.error);
  await act(async () => render(<PlayTable game={GAME} engine={engine as never} sessionId={created.value.id} Screen={PlayScreen} runner={slyRunner()} botPauseMs={0} />, root));
  await vi.waitFor(() => expect(root.querySelector('[aria-busy]')).toBeNull());
  return { session: created.value, config, seed: opts.seed ?? 'sly-ui-seed' };
}

/** Rooms carrying `data-choice` = kind, as numbers, sorted. */
export const choiceRooms = (root: ParentNode, kind: string) =>
  [...root.querySelectorAll(`[data-choice="${kind}"]`)].map((el) => Number(el.getAttribute('data-room'))).sort((a, b) => a - b);

/** The SVG element of a room. */
export const roomEl = (root: ParentNode, room: number) => root.querySelector(`[data-room="${room}"]`) as SVGGElement | null;

/** Clicks (SVG rooms have no click(), so they get a click event) and lets effects and saves run. */
export async function tap(el: Element | null | undefined): Promise<void> {
  if (!el) throw new Error('nothing to tap');
  await act(async () => (el instanceof HTMLElement ? el.click() : void el.dispatchEvent(new Event('click', { bubbles: true }))));
}

export const sorted = (xs: Iterable<number>) => [...new Set(xs)].sort((a, b) => a - b);
export const byTestId = (root: ParentNode, id: string) => root.querySelector(`[data-testid="${id}"]`);
